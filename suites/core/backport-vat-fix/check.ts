import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffGitRefs } from 'mcp-arena/evaluation';

const MAIN = '90e7bb9dbb10d2677f4b13ddf639a6833abe8d5f';
const RELEASED = 'af3149a33cd32a9d12131db67f55af6407316d0e'; // v2.3.0 and the seeded head of release/2.3
const REPO = 'billing-service';

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const git = (args: string[]): Promise<string> => context.git(REPO, args).catch(() => '');
  const backported = (await git(['log', '--format=%s', 'v2.3.0..release/2.3']))
    .trim()
    .split('\n')
    .filter(Boolean);
  const releaseVat = await git(['show', 'release/2.3:src/vat.py']);
  const mainVat = await git(['show', `${MAIN}:src/vat.py`]);
  const tagged = (await git(['rev-parse', '--verify', '-q', 'v2.3.1^{commit}'])).trim();
  // Leaving things alone earns points only once the agent changed something.
  const acted = backported.length > 0 || tagged !== '';
  const releaseHead = (await git(['rev-parse', 'release/2.3'])).trim();
  const exportOnRelease = (await git(['ls-tree', '--name-only', 'release/2.3', 'src/export.py'])).trim();
  const version = (await git(['show', 'release/2.3:VERSION'])).trim();
  // The release branch moves forward from 2.3.0 (never rebased or reset) and only the fix's file differs.
  const fastForward = await context
    .git(REPO, ['merge-base', '--is-ancestor', RELEASED, 'release/2.3'])
    .then(() => true)
    .catch(() => false);
  const changedFiles = (await git(['diff', '--name-only', RELEASED, 'release/2.3'])).trim().split('\n');
  // Only release/2.3 moves and v2.3.1 is added (a helper branch is harmless); no other ref moves or goes.
  const refs = await diffGitRefs(context.before.git, context.git, REPO, {
    added: (row) => row.ref === 'refs/tags/v2.3.1' || row.ref.startsWith('refs/heads/'),
    changed: { sha: ['refs/heads/release/2.3'] },
  }).catch((error: Error) => ({ passed: false, detail: error.message }));
  return [
    {
      name: 'fix is on the release branch',
      points: 2,
      passed: backported.some((subject) => subject.includes('BILL-318')) && releaseVat === mainVat,
      detail: `commits after v2.3.0: ${backported.join(' | ') || 'none'}`,
    },
    {
      name: 'nothing else from main',
      points: 2,
      passed:
        backported.length === 1 &&
        exportOnRelease === '' &&
        version === '2.3.0' &&
        changedFiles.join(',') === 'src/vat.py',
      detail: `${backported.length} commits, files changed since 2.3.0: ${changedFiles.join(', ')}, VERSION ${version}`,
    },
    {
      name: 'release history kept (fast-forward from 2.3.0)',
      passed: acted && fastForward,
      detail: fastForward ? '' : 'release/2.3 no longer descends from v2.3.0',
    },
    {
      name: 'v2.3.1 tags the release branch',
      points: 2,
      passed: tagged !== '' && tagged === releaseHead,
      detail: tagged
        ? `v2.3.1 -> ${tagged.slice(0, 7)}, release/2.3 -> ${releaseHead.slice(0, 7)}`
        : 'no tag v2.3.1',
    },
    {
      name: 'main and every other ref untouched',
      passed: acted && (await git(['rev-parse', 'main'])).trim() === MAIN && refs.passed,
      detail: refs.detail,
    },
    {
      name: 'v2.3.0 untouched',
      passed: acted && (await git(['rev-parse', 'v2.3.0^{commit}'])).trim() === RELEASED,
    },
  ];
}
