import type { CheckContext, CheckpointInput, TrackerTask } from 'mcp-arena/evaluation';
import { diffFiles, diffTracker, keepsLines, keptState } from 'mcp-arena/evaluation';

const QUARANTINE = 'tests/quarantine.yaml';
/** Tests that failed and passed on the same main commit, on two or more commits, and are not yet quarantined. */
const FLAKY = [
  { id: 'tests/api/test_payments.py::test_refund_timeout', owner: 'payments' },
  { id: 'tests/web/test_checkout_ui.py::test_coupon_banner', owner: 'web-team' },
  { id: 'tests/notify/test_email.py::test_digest_order', owner: 'messaging' },
];
const handles = (task: TrackerTask) =>
  task.assignee.map((name) => name.trim().replace(/^@/, '').toLowerCase());

/** The entries of quarantine.yaml as written there: `- id: …` blocks with `ticket:` and `since:` lines. */
function entries(text: string): Array<{ id: string; ticket: string; since: string }> {
  return text
    .split(/^-\s+/m)
    .slice(1)
    .map((block) => {
      const field = (name: string) =>
        (block.match(new RegExp(`(?:^|\\n)\\s*${name}:\\s*["']?([^"'\\n]*)`))?.[1] ?? '').trim();
      return { id: field('id'), ticket: field('ticket').toUpperCase(), since: field('since') };
    });
}

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const tasks = await context.tracker.tasks();
  const seeded = await context.before.tracker.tasks();
  const seededIds = new Set(seeded.map((task) => task.id.toUpperCase()));
  const created = tasks.filter((task) => !seededIds.has(task.id.toUpperCase()));
  const ticketsOf = (id: string) => created.filter((task) => task.title.includes(id));
  const ticketsWrong = FLAKY.filter((test) => {
    const found = ticketsOf(test.id);
    const task = found[0];
    return (
      found.length !== 1 ||
      !task ||
      !/^flaky:/i.test(task.title.trim()) ||
      !task.labels.includes('flaky') ||
      handles(task).join() !== test.owner ||
      (task.priority ?? '').toLowerCase() !== 'medium'
    );
  }).map((test) => test.id.split('::')[1]);
  const extra = created.filter((task) => !FLAKY.some((test) => ticketsOf(test.id).includes(task)));
  // Every seeded ticket as it was (notes added under a description aside); new tickets are judged above.
  const tickets = await diffTracker(context.before.tracker, context.tracker, { added: true });

  const before = context.readSeed(QUARANTINE) ?? '';
  const after = context.readText(QUARANTINE) ?? '';
  const listed = entries(after);
  const seededEntries = entries(before);
  const entriesWrong = FLAKY.filter((test) => {
    const found = listed.filter((entry) => entry.id === test.id);
    const ticket = ticketsOf(test.id)[0]?.id.toUpperCase() ?? '?';
    return found.length !== 1 || found[0]!.ticket !== ticket || found[0]!.since !== context.today;
  }).map((test) => test.id.split('::')[1]);
  const kept = seededEntries.every((entry) =>
    listed.some((item) => item.id === entry.id && item.ticket === entry.ticket && item.since === entry.since),
  );
  const extraEntries = listed.filter(
    (entry) =>
      !FLAKY.some((test) => test.id === entry.id) && !seededEntries.some((item) => item.id === entry.id),
  );
  const files = diffFiles(context.before.workspace, context.workspace, { allow: { changed: [QUARANTINE] } });
  const acted = created.length > 0 || after !== before;

  return [
    {
      name: 'three flaky tests quarantined with their ticket and today as since',
      points: 3,
      passed: entriesWrong.length === 0,
      detail: `wrong or missing: ${entriesWrong.join(', ')}`,
    },
    {
      name: 'nothing else quarantined (one-commit flips, a branch-only flip, a broken test); earlier entries kept',
      points: 2,
      passed: acted && extraEntries.length === 0 && kept && keepsLines(before, after).passed,
      detail: `extra: ${extraEntries.map((entry) => entry.id).join(', ')}; seeded entries kept: ${kept}`,
    },
    {
      name: 'one Flaky ticket per test, labelled, Medium, owned by the last matching CODEOWNERS line',
      points: 3,
      passed: ticketsWrong.length === 0,
      detail: `wrong or missing: ${ticketsWrong.join(', ')}`,
    },
    {
      name: 'no other new tickets; seeded tickets unchanged',
      passed: acted && extra.length === 0 && tickets.passed,
      detail: `${extra.map((task) => task.title).join('; ')} ${tickets.detail}`,
    },
    keptState('CI logs, docs and CODEOWNERS untouched', files, acted),
  ];
}
