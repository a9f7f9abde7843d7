import { Ajv } from 'ajv';
import type { Trajectory } from '../../agent/index.ts';
import type { FailureClass } from './failure-taxonomy.ts';

/** A finding on the trajectory that points at a failure class. */
export interface RuleFinding {
  failureClass: FailureClass;
  /** Decisive findings settle the class by rule (no judge needed). */
  decisive: boolean;
  evidence: string;
}

export interface RuleContext {
  trajectory: Pick<Trajectory, 'turns' | 'finalAnswer' | 'endReason'>;
  /** Input schemas of tools, by name, when known. */
  inputSchemas?: ReadonlyMap<string, Record<string, unknown>>;
  /** Tool-search calls' returned tools, and the task's oracle tools, in retrieval mode. */
  retrieval?: { returned: readonly string[]; oracleTools: readonly string[] };
}

const RETRIEVAL_TOOLS = /(^|__)(find_tools|route|call_tool|execute)$/;
const SCHEMA_ERROR =
  /(input validation error|invalid (?:arguments|params|parameters)|is not of type|must have required property|required property|missing required|-32602|arguments were not a json object|unexpected keyword argument|field required)/i;

/**
 * Rule-based evidence of failure classes. Schema-invalid arguments (checked against the tool's input
 * schema, or reported so by the server) are syntactic argument errors by rule; the rest is evidence
 * for the judge.
 */
export function ruleEvidence(context: RuleContext): RuleFinding[] {
  const findings: RuleFinding[] = [];
  const ajv = new Ajv({ strict: false, allErrors: false });
  const calls = context.trajectory.turns.flatMap((turn) => turn.toolCalls);
  for (const call of calls) {
    const schema = context.inputSchemas?.get(call.name);
    if (schema) {
      try {
        const validate = ajv.compile(withoutMetaSchema(schema));
        if (!validate(call.arguments)) {
          findings.push({
            failureClass: 'syntactic-argument-error',
            decisive: true,
            evidence: `${call.name} was called with arguments its input schema rejects: ${ajv.errorsText(validate.errors)}`,
          });
          continue;
        }
      } catch {
        // a schema Ajv cannot compile proves nothing
      }
    }
    if (call.isError && SCHEMA_ERROR.test(call.result)) {
      findings.push({
        failureClass: 'syntactic-argument-error',
        decisive: true,
        evidence: `${call.name} rejected its arguments: ${call.result.slice(0, 300)}`,
      });
    }
  }
  const unknown = calls.filter((call) => call.unknownTool);
  if (unknown.length > 0) {
    findings.push({
      failureClass: 'wrong-tool-selection',
      decisive: false,
      evidence: `called tools that do not exist: ${[...new Set(unknown.map((call) => call.name))].join(', ')}`,
    });
  }
  const working = calls.filter((call) => !RETRIEVAL_TOOLS.test(call.name) && !call.unknownTool);
  if (working.length === 0 && context.trajectory.finalAnswer.trim() !== '') {
    findings.push({
      failureClass: 'overconfident-self-solving',
      decisive: false,
      evidence: 'answered without a single successful call of a task tool',
    });
  }
  if (
    (context.trajectory.endReason === 'max-turns' || context.trajectory.endReason === 'time-budget') &&
    working.every((call) => call.isError)
  ) {
    findings.push({
      failureClass: 'unproductive-thinking',
      decisive: false,
      evidence: `ran out of ${context.trajectory.endReason === 'max-turns' ? 'turns' : 'time'} without a working tool call`,
    });
  }
  if (context.retrieval && context.retrieval.oracleTools.length > 0) {
    const found = new Set(
      context.retrieval.returned.flatMap((name) => [name, name.split('__').slice(1).join('__')]),
    );
    const missed = context.retrieval.oracleTools.filter((tool) => !found.has(tool));
    if (missed.length === context.retrieval.oracleTools.length) {
      findings.push({
        failureClass: 'missed-tools',
        decisive: false,
        evidence: `no tool search returned any of the needed tools (${missed.join(', ')})`,
      });
    }
  }
  return findings;
}

function withoutMetaSchema(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = schema;
  return rest;
}
