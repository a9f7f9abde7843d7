/**
 * `mcp-arena import tau2 <corpus> --domain retail|telecom|mock --out DIR`: τ²-bench's tasks as a suite of task folders
 * that run like any other. The domain's database and policy are written once, under `DIR/domains/<domain>/`,
 * and every task's seed points at them; every task's check is the shared `tau2Check`. The importer also
 * computes, without running anything, what the gold actions and a do-nothing run score under both rewards
 * (`validate` measures the same through the apps), and writes the lists into the suite's README.
 */
import { ArenaError } from '../errors.ts';
import { mockDomain } from './import-tau2-mock.ts';
import { retailDomain } from './import-tau2-retail.ts';
import { telecomDomain } from './import-tau2-telecom.ts';
import { importTau2Domain } from './tau2-domain-import.ts';
import type { Tau2ImportSummary } from './tau2-import-summary.ts';

const DOMAINS = { retail: retailDomain, telecom: telecomDomain, mock: mockDomain };

export const TAU2_IMPORT_DOMAINS = Object.keys(DOMAINS) as Array<keyof typeof DOMAINS>;

export async function importTau2(corpus: string, domain: string, out: string): Promise<Tau2ImportSummary> {
  if (!Object.hasOwn(DOMAINS, domain))
    throw new ArenaError(
      'USAGE',
      `domain ${domain} cannot be imported yet; use one of ${TAU2_IMPORT_DOMAINS.join(', ')}`,
    );
  return importTau2Domain(corpus, DOMAINS[domain as keyof typeof DOMAINS], out);
}
