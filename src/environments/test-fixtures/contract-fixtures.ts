import path from 'node:path';
import type { AppContractFixture } from '../app-contract-fixture.ts';
import { BUILTIN_APPS } from '../apps/builtin-apps.ts';

export { fixtureTask } from '../app-contract-fixture.ts';

/**
 * Every built-in app's contract fixture, by app name, in the registry's order: each app keeps its own in
 * its folder, `apps/<app>/test-fixtures/contract-fixture.ts` (export `contractFixture`), beside the seed
 * folder it names. For benches and tests that go over every app.
 */
export async function contractFixtures(): Promise<Record<string, AppContractFixture>> {
  const fixtures: Record<string, AppContractFixture> = {};
  for (const { name } of BUILTIN_APPS) {
    const file = path.join(import.meta.dirname, '..', 'apps', name, 'test-fixtures', 'contract-fixture.ts');
    const { contractFixture } = (await import(file)) as { contractFixture: AppContractFixture };
    fixtures[name] = contractFixture;
  }
  return fixtures;
}
