import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { availableForTests, describeAppContract } from '../../app-contract.ts';
import { Environment } from '../../environment.ts';
import { fixtureTask } from '../../app-contract-fixture.ts';
import { contractFixture } from './test-fixtures/contract-fixture.ts';
import { CrmApp } from './crm-app.ts';
import { loadCrmSchema } from './crm-schema.ts';
import { directusCli } from './directus-process.ts';
import { ensureTemplate } from './directus-template.ts';

// On a fresh machine the template (Directus bootstrapped, collections created) is built first: tens of seconds.
beforeAll(async () => {
  if (directusCli()) await ensureTemplate(loadCrmSchema());
}, 300_000);

describeAppContract('crm', () => new CrmApp(), contractFixture);

const crmAvailable = availableForTests(new CrmApp().availability(), 'a Directus that dies mid-cell');

describe('a Directus that dies mid-cell', () => {
  it.skipIf(!crmAvailable)(
    'makes the cell an error, though the MCP server lives on',
    async () => {
      const environment = await Environment.start(fixtureTask(contractFixture.taskDir, 'crm'), 'crm-died');
      try {
        environment.assertServersAlive();
        // This process's own Directus children (the pool's; never another process's).
        const ours = readdirSync('/proc').filter((pid) => {
          try {
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
            return (
              Number(stat[1]) === process.pid &&
              readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('directus')
            );
          } catch {
            return false;
          }
        });
        expect(ours.length).toBeGreaterThan(0);
        for (const pid of ours) process.kill(-Number(pid), 'SIGKILL');
        for (let wait = 0; wait < 100 && !failsAlive(environment); wait += 1)
          await new Promise((resolve) => setTimeout(resolve, 100));
        expect(() => environment.assertServersAlive()).toThrow(
          /the crm app's Directus exited during the cell/,
        );
      } finally {
        await environment.stop();
      }
    },
    120_000,
  );
});

function failsAlive(environment: Environment): boolean {
  try {
    environment.assertServersAlive();
    return false;
  } catch {
    return true;
  }
}
