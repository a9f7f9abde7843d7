import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// Files that import each other can only be read, tested and moved together; DESIGN.md's layers run one way.
describe('the imports of src/', () => {
  it('form no circle (madge --circular, type-only imports included)', () => {
    const madge = spawnSync(
      'node_modules/.bin/madge',
      ['--circular', '--extensions', 'ts', '--json', '--no-spinner', 'src'],
      { encoding: 'utf8' },
    );
    expect(madge.status, madge.stderr).toBe(0);
    expect(JSON.parse(madge.stdout)).toEqual([]);
  });
});
