// Compares one plan's run on fresh apps with its run on reset apps (scripts/reset-fidelity.ts).
import type { ToolCallRecord } from '../src/agent/index.ts';
import { cellRoot } from '../src/environments/index.ts';
import type { Checkpoint } from '../src/evaluation/index.ts';

export interface PlanRun {
  status: string;
  error?: string | undefined;
  calls: ToolCallRecord[];
  checkpoints: Checkpoint[];
}

/** Timestamps this close to the audit's own run are "now" (a creation or send time), not seeded data. */
const NOW_SLACK_MS = 10 * 60_000;
const ISO_TIME = /\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/g;
const RFC_2822_TIME = /\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} \w{3} \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}/g;
const EPOCH_MS = /\b1\d{12}\b/g;
const EPOCH_SECONDS = /\b1\d{9}\b/g;
/** How long something took ("Ran 46 tests in 0.014s", "took 12 ms"): the machine's load, not the apps' state. */
const ELAPSED = /\b(in|took|after) \d+(?:\.\d+)? ?(?:ms|s|sec|seconds)\b/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** Message-IDs nodemailer makes for a sent mail: random, different in every run. */
const MESSAGE_ID = /<[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@[^>\s]+>/gi;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text with what legitimately differs between two runs of the same plan replaced by placeholders:
 * cell folders (a new temporary folder per start), times within the audit's window, random UUIDs,
 * elapsed times.
 * Seeded times and ids are left alone: a difference there is real.
 */
export function normalise(text: string, since: number, until = Date.now()): string {
  const cells = new RegExp(`${escape(cellRoot())}/[^/\\s"'\\\\]+`, 'g');
  const isNow = (ms: number): boolean => ms >= since - NOW_SLACK_MS && ms <= until + NOW_SLACK_MS;
  return text
    .replace(cells, '<cell>')
    .replace(MESSAGE_ID, '<message-id>')
    .replace(ELAPSED, '$1 <elapsed>')
    .replace(UUID, '<uuid>')
    .replace(ISO_TIME, (match) => (isNow(Date.parse(match.replace(' ', 'T'))) ? '<now>' : match))
    .replace(RFC_2822_TIME, (match) => (isNow(Date.parse(match)) ? '<now>' : match))
    .replace(EPOCH_MS, (match) => (isNow(Number(match)) ? '<now>' : match))
    .replace(EPOCH_SECONDS, (match) => (isNow(Number(match) * 1000) ? '<now>' : match));
}

const GIT_HASH = /\b[0-9a-f]{7,40}\b/g;

/**
 * Names commits a run made by the order they first appear in it (`<commit 1>`, ...): their hashes hold the
 * time they were made, so they differ between any two runs. Hashes of seeded commits (`seeded`, full) stay.
 */
export function commitNamer(seeded: ReadonlySet<string>): (text: string) => string {
  const made: string[] = [];
  const isSeeded = (hash: string): boolean => [...seeded].some((full) => full.startsWith(hash));
  return (text) =>
    text.replace(GIT_HASH, (hash) => {
      // A hash of digits only (3790226) looks like a number: taken for a commit only where there is git.
      if ((seeded.size === 0 && !/[a-f]/.test(hash)) || isSeeded(hash)) return hash;
      let index = made.findIndex((full) => full.startsWith(hash) || hash.startsWith(full));
      if (index === -1) index = made.push(hash) - 1;
      else if (hash.length > made[index]!.length) made[index] = hash;
      return `<commit ${index + 1}>`;
    });
}

/** Where the two runs of one plan part, one line each: the first differing line of a result, shown both ways. */
export function describeDifferences(
  fresh: PlanRun,
  reused: PlanRun,
  since: number,
  seededCommits: ReadonlySet<string> = new Set(),
): string[] {
  // Random ids and times first, so that commit naming sees only what is left of hex.
  const named = (run: PlanRun): PlanRun => {
    const name = commitNamer(seededCommits);
    const norm = (text: string): string => name(normalise(text, since));
    return {
      ...run,
      calls: run.calls.map((call) => ({ ...call, result: norm(call.result) })),
      checkpoints: run.checkpoints.map((checkpoint) => ({ ...checkpoint, detail: norm(checkpoint.detail) })),
    };
  };
  [fresh, reused] = [named(fresh), named(reused)];
  const differences: string[] = [];
  if (fresh.status !== reused.status)
    differences.push(`status: fresh ${fresh.status}, reset ${reused.status}`);
  if ((fresh.error ?? '') !== (reused.error ?? ''))
    differences.push(`error: fresh ${fresh.error ?? 'none'}, reset ${reused.error ?? 'none'}`);
  if (fresh.calls.length !== reused.calls.length)
    differences.push(`calls: fresh ${fresh.calls.length}, reset ${reused.calls.length}`);
  for (const [index, call] of fresh.calls.entries()) {
    const other = reused.calls[index];
    if (!other) break;
    const label = `call ${index + 1} ${call.name}`;
    if (call.isError !== other.isError)
      differences.push(
        `${label}: error flag fresh ${call.isError}, reset ${other.isError}: ${clip((call.isError ? call : other).result)}`,
      );
    const [a, b] = [call.result, other.result];
    if (a !== b) differences.push(`${label}: result differs ${firstDifference(a, b)}`);
  }
  const checkpoints = new Map(reused.checkpoints.map((checkpoint) => [checkpoint.name, checkpoint]));
  for (const checkpoint of fresh.checkpoints) {
    const other = checkpoints.get(checkpoint.name);
    if (!other) differences.push(`checkpoint ${checkpoint.name}: missing after reset`);
    else if (other.passed !== checkpoint.passed)
      differences.push(
        `checkpoint ${checkpoint.name}: fresh ${verdict(checkpoint)}, reset ${verdict(other)}`,
      );
    else if (other.detail !== checkpoint.detail)
      differences.push(
        `checkpoint ${checkpoint.name}: detail ${firstDifference(checkpoint.detail, other.detail)}`,
      );
  }
  if (reused.checkpoints.length !== fresh.checkpoints.length)
    differences.push(`checkpoints: fresh ${fresh.checkpoints.length}, reset ${reused.checkpoints.length}`);
  return differences;
}

const verdict = (checkpoint: Checkpoint): string =>
  `${checkpoint.passed ? 'passed' : 'failed'}${checkpoint.detail ? ` (${clip(checkpoint.detail)})` : ''}`;

const clip = (text: string, length = 160): string => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
};

/** The first line where two texts part, as `fresh «…» / reset «…»`. */
function firstDifference(a: string, b: string): string {
  const [left, right] = [a.split('\n'), b.split('\n')];
  const index = left.findIndex((line, at) => line !== right[at]);
  const at = index === -1 ? left.length : index;
  return `at line ${at + 1}: fresh «${clip(left[at] ?? '(end)')}» / reset «${clip(right[at] ?? '(end)')}»`;
}
