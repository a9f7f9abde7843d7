import { beforeAll } from 'vitest';
import { describeAppContract } from '../app-contract.ts';
import { CONTRACT_FIXTURES } from '../test-fixtures/contract-fixtures.ts';
import { CrmApp } from './crm-app.ts';
import { loadCrmSchema } from './crm-schema.ts';
import { directusCli } from './directus-process.ts';
import { ensureTemplate } from './directus-template.ts';

// On a fresh machine the template (Directus bootstrapped, collections created) is built first: tens of seconds.
beforeAll(async () => {
  if (directusCli()) await ensureTemplate(loadCrmSchema());
}, 300_000);

describeAppContract('crm', () => new CrmApp(), CONTRACT_FIXTURES.crm);
