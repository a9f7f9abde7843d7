import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffFiles, parseCsv } from 'mcp-arena/evaluation';

const FILE = 'metering/anomalies/anomalies-2026-11-22.csv';
// meter_id, rule, start_at, value, by metering/anomaly-rules.md.
const ANOMALIES: Array<[string, string, string, number]> = [
  ['MTR-4101', 'spike', '2026-11-17T23:00:00Z', 47.963],
  ['MTR-4104', 'negative', '2026-11-13T19:00:00Z', -0.589],
  ['MTR-4111', 'negative', '2026-11-15T05:00:00Z', -2.442],
  ['MTR-4114', 'spike', '2026-11-10T07:00:00Z', 15.644],
  ['MTR-4115', 'flatline', '2026-11-11T17:00:00Z', 12],
  ['MTR-4116', 'gap', '2026-11-21T21:00:00Z', 3],
  ['MTR-4117', 'spike', '2026-11-12T15:00:00Z', 13.941],
  ['MTR-4129', 'gap', '2026-11-21T11:00:00Z', 7],
  ['MTR-4130', 'spike', '2026-11-15T10:00:00Z', 26.338],
  ['MTR-4131', 'spike', '2026-11-10T16:00:00Z', 11.982],
  ['MTR-4133', 'spike', '2026-11-16T16:00:00Z', 59.085],
  ['MTR-4138', 'negative', '2026-11-21T07:00:00Z', -2.918],
  ['MTR-4138', 'spike', '2026-11-20T02:00:00Z', 17.404],
  ['MTR-4142', 'flatline', '2026-11-14T10:00:00Z', 14],
  ['MTR-4142', 'gap', '2026-11-19T01:00:00Z', 5],
  ['MTR-4158', 'flatline', '2026-11-10T20:00:00Z', 16],
];

const hour = (value: string): string => {
  const time = Date.parse(
    value
      .trim()
      .replace(' ', 'T')
      .replace(/(T\d\d:\d\d(:\d\d)?)$/, '$1Z'),
  );
  return Number.isNaN(time) ? value.trim() : new Date(time).toISOString().slice(0, 13);
};

export default function check(context: CheckContext): CheckpointInput[] {
  const text = context.readText(FILE)?.replace(/^\uFEFF/, '');
  const rows = text === undefined ? [] : parseCsv(text);
  const header = Object.keys(rows[0] ?? {})
    .map((column) => column.trim().toLowerCase())
    .join(',');
  const key = (meter: string, rule: string, start: string) =>
    `${meter.trim().toUpperCase()} ${rule.trim().toLowerCase()} ${hour(start)}`;
  const got = new Map(rows.map((row) => [key(row.meter_id ?? '', row.rule ?? '', row.start_at ?? ''), row]));
  const missing = ANOMALIES.filter(([meter, rule, start]) => !got.has(key(meter, rule, start)));
  const wanted = new Set(ANOMALIES.map(([meter, rule, start]) => key(meter, rule, start)));
  const extra = [...got.keys()].filter((item) => !wanted.has(item));
  const valuesWrong = ANOMALIES.filter(([meter, rule, start, value]) => {
    const row = got.get(key(meter, rule, start));
    return row !== undefined && Math.abs(Number(row.value) - value) > 0.0015;
  });
  // Meters the rules skip (decommissioned) or exempt from spikes (EV chargers), from the seeded meter list.
  const meters = new Map(
    parseCsv(context.readSeed('metering/meters.csv') ?? '').map((meter) => [meter.meter_id ?? '', meter]),
  );
  const exemptFlagged = rows
    .filter((row) => {
      const meter = meters.get((row.meter_id ?? '').trim().toUpperCase());
      return (
        meter?.status === 'decommissioned' ||
        (meter?.type === 'ev-charger' && (row.rule ?? '').trim().toLowerCase() === 'spike')
      );
    })
    .map((row) => row.meter_id);
  const order = rows.map((row) =>
    [(row.meter_id ?? '').trim(), (row.rule ?? '').trim(), hour(row.start_at ?? '')].join(' '),
  );
  const sorted = order.every((item, index) => index === 0 || order[index - 1]! <= item);
  const files = diffFiles(context.before.workspace, context.workspace, { allow: { added: true } });
  const list = (items: unknown[]) => items.slice(0, 6).map(String).join('; ');
  return [
    {
      name: 'anomaly file filed with the columns of the rules',
      passed: text !== undefined && header === 'meter_id,rule,start_at,value',
      detail: text === undefined ? `${FILE} is missing` : header,
    },
    {
      name: 'every anomaly found, nothing else flagged',
      points: 4,
      passed:
        text !== undefined && missing.length === 0 && extra.length === 0 && rows.length === ANOMALIES.length,
      detail: `${rows.length} rows, want ${ANOMALIES.length}; missing: ${list(missing.map((item) => item.slice(0, 3).join(' ')))}; not expected: ${list(extra)}`,
    },
    {
      name: 'EV chargers and decommissioned meters not flagged',
      passed: text !== undefined && exemptFlagged.length === 0,
      detail: list(exemptFlagged),
    },
    {
      name: 'values: the reading, or the length of a gap or flatline',
      passed: text !== undefined && missing.length === 0 && valuesWrong.length === 0,
      detail: list(valuesWrong.map((item) => item[0])),
    },
    { name: 'rows sorted by meter, rule and start', passed: text !== undefined && rows.length > 0 && sorted },
    {
      name: 'export, meter list and earlier files untouched',
      passed: text !== undefined && files.passed,
      detail: files.detail,
    },
  ];
}
