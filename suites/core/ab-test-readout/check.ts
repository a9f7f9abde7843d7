import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffFiles, normalizeText } from 'mcp-arena/evaluation';

const FILE = 'experiments/checkout-redesign/readout.json';
// The registered analysis: first exposures 5-25 Oct, no internal users, bots or users in both variants, 14-day conversion.
const EXPECTED = {
  control: { users: 7525, converters: 574, conversion_rate: 0.0763 },
  treatment: { users: 7516, converters: 640, conversion_rate: 0.0852 },
  absolute_lift_pp: 0.89,
  relative_lift_pct: 11.6,
  z: 2.0,
  p_value: 0.0458,
  decision: 'ship',
};

type Arm = { users?: unknown; converters?: unknown; conversion_rate?: unknown };
// A number written as a JSON string ("0.0458") is still the number the reader needs; anything else is not.
const num = (value: unknown): number =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)
      ? Number(value)
      : Number.NaN;
const near = (value: unknown, want: number, tolerance: number): boolean =>
  Math.abs(num(value) - want) <= tolerance;

export default function check(context: CheckContext): CheckpointInput[] {
  const text = context.readText(FILE);
  let readout: Record<string, unknown> | undefined;
  try {
    readout = text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
  } catch {
    readout = undefined;
  }
  const arm = (name: 'control' | 'treatment'): Arm => (readout?.[name] ?? {}) as Arm;
  const armRight = (name: 'control' | 'treatment') =>
    num(arm(name).users) === EXPECTED[name].users && num(arm(name).converters) === EXPECTED[name].converters;
  const ratesRight = (['control', 'treatment'] as const).every((name) =>
    near(arm(name).conversion_rate, EXPECTED[name].conversion_rate, 0.00011),
  );
  // "ship", "Ship", "SHIP - p < 0.05 and treatment better": the plan's word first, a reason may follow.
  const decision = normalizeText(String(readout?.decision ?? ''));
  const decisionWord = /^do not ship\b/.test(decision)
    ? 'do not ship'
    : (/^(ship|inconclusive)\b/.exec(decision)?.[1] ?? decision);
  const files = diffFiles(context.before.workspace, context.workspace, { allow: { added: true } });
  return [
    {
      name: 'readout.json filed as valid JSON',
      passed: readout !== undefined,
      detail: text === undefined ? `${FILE} is missing` : '',
    },
    {
      name: 'analysed users per variant (window, internal users, bots and both-variant users out)',
      points: 3,
      passed: armRight('control') && armRight('treatment'),
      detail: JSON.stringify({ control: arm('control'), treatment: arm('treatment') }),
    },
    { name: 'conversion rates with four decimals', passed: ratesRight },
    {
      name: 'lift, z and p-value by the registered test',
      points: 2,
      passed:
        near(readout?.absolute_lift_pp, EXPECTED.absolute_lift_pp, 0.011) &&
        near(readout?.relative_lift_pct, EXPECTED.relative_lift_pct, 0.11) &&
        near(readout?.z, EXPECTED.z, 0.011) &&
        near(readout?.p_value, EXPECTED.p_value, 0.0006),
      detail: `lift ${String(readout?.absolute_lift_pp)} pp / ${String(readout?.relative_lift_pct)}%, z ${String(readout?.z)}, p ${String(readout?.p_value)}`,
    },
    {
      name: "decision by the plan's rule",
      points: 2,
      passed: decisionWord === EXPECTED.decision,
      detail: decision,
    },
    {
      name: 'exports, plan and template untouched',
      passed: readout !== undefined && files.passed,
      detail: files.detail,
    },
  ];
}
