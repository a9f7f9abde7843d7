import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizeRunConfig, localRunPath } from './run-paths.ts';

// Tests run in the repository root: a run created in a checkout at /srv/other-machine/arena.
const elsewhere = '/srv/other-machine/arena';

describe('run paths on another machine', () => {
  it('keeps a stored path that exists here', () => {
    const here = path.resolve('suites/core/reconcile-payments');
    expect(localRunPath(here, elsewhere)).toBe(here);
  });

  it('finds a missing path at the same place relative to this working folder', () => {
    expect(localRunPath(`${elsewhere}/suites/core`, elsewhere)).toBe(path.resolve('suites/core'));
  });

  it('leaves a missing path outside the creating folder, or of a run that stored no folder, as it was', () => {
    expect(localRunPath('/data/tasks', elsewhere)).toBe('/data/tasks');
    expect(localRunPath(`${elsewhere}/suites/core`, undefined)).toBe(`${elsewhere}/suites/core`);
  });

  it('localizes the task paths and the option files of a stored run', () => {
    const config = localizeRunConfig({
      paths: [`${elsewhere}/suites/core`],
      models: ['reference'],
      modes: ['oracle'],
      repeats: 1,
      cwd: elsewhere,
      options: {
        prices: `${elsewhere}/prices.json`,
        universe: `${elsewhere}/universe.yaml`,
        agents: `${elsewhere}/agents.yaml`,
        retries: 2,
      },
    });
    expect(config.paths).toEqual([path.resolve('suites/core')]);
    expect(config.options).toEqual({
      prices: path.resolve('prices.json'),
      universe: path.resolve('universe.yaml'),
      agents: path.resolve('agents.yaml'),
      retries: 2,
    });
  });
});
