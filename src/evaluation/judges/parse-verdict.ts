/** A binary judgement read from a judge's reply. */
export interface BinaryReading {
  success: boolean;
  reasons: string;
}

/** Likert scores read from a judge's reply. */
export interface LikertReading {
  resultScore: number;
  trajectoryScore: number;
  reasons: string;
}

const SUCCESS_WORDS = new Set([
  'success',
  'successful',
  'succeeded',
  'pass',
  'passed',
  'true',
  'yes',
  'complete',
  'completed',
]);
const FAILURE_WORDS = new Set(['failure', 'failed', 'fail', 'false', 'no', 'incomplete', 'unsuccessful']);

/**
 * Reads a success / failure verdict from any of the formats judges answer in: a JSON object (bare, in a
 * ```json fence, or after prose) with `verdict`, `status`, `success` or `result`; or a last line such as
 * `Status: "success"`, `Verdict: failure`, `**Final verdict:** Success`. Reasoning in <think> tags is
 * skipped. Undefined when no verdict can be read: never a guess.
 */
export function parseBinaryVerdict(reply: string): BinaryReading | undefined {
  const text = withoutThinking(reply);
  for (const object of jsonObjects(text).reverse()) {
    const value = object.verdict ?? object.status ?? object.success ?? object.result ?? object.task_success;
    const success = toBoolean(value);
    if (success !== undefined) return { success, reasons: reasonsOf(object, text) };
  }
  const lines = [
    ...text.matchAll(
      /^[\s>*#-]*(?:final\s+)?(?:verdict|status|result|decision)\**\s*[:：=-]\s*\**\s*["'`]?([A-Za-z]+)/gim,
    ),
  ];
  for (const line of lines.reverse()) {
    const success = toBoolean(line[1]);
    if (success !== undefined) return { success, reasons: prose(text, line.index) };
  }
  return undefined;
}

/**
 * Reads result and trajectory scores (whole numbers 1–5) from a JSON object (`result` / `result_score` /
 * `resultScore`, `trajectory` / `trajectory_score` / `trajectoryScore`, numbers or "4/5"), or from lines
 * such as `Result score: 4/5` and `Trajectory: 3`. Both are needed; anything else is undefined.
 */
export function parseLikertVerdict(reply: string): LikertReading | undefined {
  const text = withoutThinking(reply);
  for (const object of jsonObjects(text).reverse()) {
    const resultScore = toScore(object.result ?? object.result_score ?? object.resultScore);
    const trajectoryScore = toScore(object.trajectory ?? object.trajectory_score ?? object.trajectoryScore);
    if (resultScore !== undefined && trajectoryScore !== undefined) {
      return { resultScore, trajectoryScore, reasons: reasonsOf(object, text) };
    }
  }
  const line = (name: string): number | undefined => {
    const matches = [
      ...text.matchAll(
        new RegExp(`^[\\s>*#-]*${name}(?:\\s+score)?\\**\\s*[:：=]\\s*\\**\\s*(\\d+(?:\\s*/\\s*5)?)`, 'gim'),
      ),
    ];
    const last = matches.at(-1);
    return last ? toScore(last[1]) : undefined;
  };
  const resultScore = line('result');
  const trajectoryScore = line('trajectory');
  if (resultScore === undefined || trajectoryScore === undefined) return undefined;
  return { resultScore, trajectoryScore, reasons: prose(text) };
}

/** Key points from `{"key_points": [...]}`, a JSON list, or numbered / bulleted lines. */
export function parseKeyPoints(reply: string): string[] | undefined {
  const text = withoutThinking(reply);
  for (const object of jsonObjects(text).reverse()) {
    const list = object.key_points ?? object.keyPoints ?? object.points;
    if (
      Array.isArray(list) &&
      list.length > 0 &&
      list.every((item) => typeof item === 'string' && item.trim())
    ) {
      return list.map((item: string) => item.trim());
    }
  }
  const array = /\[[\s\S]*\]/.exec(text);
  if (array) {
    try {
      const list = JSON.parse(array[0]) as unknown;
      if (Array.isArray(list) && list.length > 0 && list.every((item) => typeof item === 'string')) {
        return (list as string[]).map((item) => item.trim()).filter((item) => item !== '');
      }
    } catch {
      // not JSON: try lines
    }
  }
  const lines = text
    .split('\n')
    .map((line) => /^\s*(?:\d+[.)]|[-*•])\s+(.+)$/.exec(line)?.[1]?.trim())
    .filter((line): line is string => Boolean(line));
  return lines.length > 0 ? lines : undefined;
}

/** Every JSON object in a judge's reply (reasoning in <think> tags skipped), last one last: for other judges' parsers. */
export function jsonObjectsOf(reply: string): Array<Record<string, unknown>> {
  return jsonObjects(withoutThinking(reply));
}

function withoutThinking(text: string): string {
  return text.replace(/<think(?:ing)?>[\s\S]*?<\/think(?:ing)?>/gi, '').trim();
}

/** Every top-level `{...}` in the text that parses as a JSON object, in order (fenced or not). */
function jsonObjects(text: string): Array<Record<string, unknown>> {
  const objects: Array<Record<string, unknown>> = [];
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    const end = matchingBrace(text, start);
    if (end === -1) continue;
    try {
      const value = JSON.parse(text.slice(start, end + 1)) as unknown;
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        objects.push(value as Record<string, unknown>);
        start = end;
      }
    } catch {
      // not JSON from this brace; try the next one
    }
  }
  return objects;
}

function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1) return true;
  if (value === 0) return false;
  if (typeof value !== 'string') return undefined;
  const word = value
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (SUCCESS_WORDS.has(word)) return true;
  if (FAILURE_WORDS.has(word)) return false;
  return undefined;
}

function toScore(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number(/^\s*(\d+)/.exec(value)?.[1])
        : NaN;
  return Number.isInteger(number) && number >= 1 && number <= 5 ? number : undefined;
}

function reasonsOf(object: Record<string, unknown>, text: string): string {
  const reasons =
    object.reasons ?? object.reason ?? object.thoughts ?? object.explanation ?? object.rationale;
  if (typeof reasons === 'string') return reasons.trim();
  if (Array.isArray(reasons)) return reasons.map(String).join(' ');
  return prose(text);
}

/** The reply's prose before the verdict line (or all of it), for the reasons field. */
function prose(text: string, end?: number): string {
  return text
    .slice(0, end)
    .replace(/^\s*(?:thoughts?|reasons?)\s*[:：]\s*/i, '')
    .trim();
}
