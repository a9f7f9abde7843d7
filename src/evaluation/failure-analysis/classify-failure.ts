import type { Model } from '../../models/index.ts';
import { type AskOptions, askJudge } from '../judges/ask-judge.ts';
import type { JudgeInput } from '../judges/judge-input.ts';
import {
  FAILURE_FORMAT_REMINDER,
  FAILURE_PROMPT_VERSION,
  failureSystemPrompt,
  failureUserPrompt,
  PEOPLE_FAILURE_PROMPT_VERSION,
  type PersonBrief,
} from './failure-prompt.ts';
import { type FailureClass, isPeopleFailureClass, toFailureClass } from './failure-taxonomy.ts';
import type { RuleFinding } from './rule-evidence.ts';

/** A failed cell's class and how it was decided. */
export interface FailureDiagnosis {
  failureClass: FailureClass;
  source: 'rule' | 'judge';
  judgeModel?: string;
  promptVersion?: string;
  evidence: string;
  raw: string;
}

/**
 * The class of a failed cell: by rule when a decisive finding exists (schema-invalid arguments are
 * syntactic errors), else by the judge given the findings, else (no judge, or its reply unreadable) the
 * first finding. Undefined when nothing decides it.
 */
export async function classifyFailure(
  input: JudgeInput,
  findings: readonly RuleFinding[],
  outcome: string,
  model: Model | undefined,
  options: AskOptions & { people?: readonly PersonBrief[] } = {},
): Promise<FailureDiagnosis | undefined> {
  const people = options.people ?? [];
  const decisive = findings.find((finding) => finding.decisive);
  if (decisive) {
    return { failureClass: decisive.failureClass, source: 'rule', evidence: decisive.evidence, raw: '' };
  }
  if (model) {
    const reply = await askJudge(
      model,
      {
        system: failureSystemPrompt(people.length > 0),
        user: failureUserPrompt(input, findings, outcome, people),
        reminder: FAILURE_FORMAT_REMINDER,
      },
      // The people classes count only where they were offered.
      (reply) => {
        const reading = parseFailureClass(reply);
        return reading && (people.length > 0 || !isPeopleFailureClass(reading.failureClass))
          ? reading
          : undefined;
      },
      options,
    );
    if (reply.reading) {
      return {
        failureClass: reply.reading.failureClass,
        source: 'judge',
        judgeModel: model.id,
        promptVersion: people.length > 0 ? PEOPLE_FAILURE_PROMPT_VERSION : FAILURE_PROMPT_VERSION,
        evidence: reply.reading.reasons,
        raw: reply.raw,
      };
    }
  }
  const first = findings[0];
  return first
    ? { failureClass: first.failureClass, source: 'rule', evidence: first.evidence, raw: '' }
    : undefined;
}

/** `{"class": "...", "reasons": "..."}`, or a `Class: ...` line. */
export function parseFailureClass(
  reply: string,
): { failureClass: FailureClass; reasons: string } | undefined {
  const text = reply.replace(/<think(?:ing)?>[\s\S]*?<\/think(?:ing)?>/gi, '');
  const json = /\{[\s\S]*\}/.exec(text);
  if (json) {
    try {
      const object = JSON.parse(json[0]) as Record<string, unknown>;
      const name = object.class ?? object.failure_class ?? object.failureClass;
      const failureClass = typeof name === 'string' ? toFailureClass(name) : undefined;
      if (failureClass) return { failureClass, reasons: String(object.reasons ?? object.reason ?? '') };
    } catch {
      // fall through to the line format
    }
  }
  const line = /^[\s*#-]*(?:failure\s+)?class\**\s*[:：]\s*\**\s*["'`]?([A-Za-z _-]+)/im.exec(text);
  const failureClass = line ? toFailureClass(line[1]!) : undefined;
  return failureClass ? { failureClass, reasons: text.slice(0, line!.index).trim() } : undefined;
}
