import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffFiles, parseCsv } from 'mcp-arena/evaluation';

const FILE = 'survey/results-2026-11.csv';
// region, valid respondents, weighted satisfied % (survey/README.md).
const RESULTS: Array<[string, number, number]> = [
  ['North', 1082, 63.3],
  ['South', 728, 55.4],
  ['East', 948, 59.4],
  ['West', 919, 59.0],
  ['All', 3677, 59.2],
];

export default function check(context: CheckContext): CheckpointInput[] {
  const text = context.readText(FILE)?.replace(/^\uFEFF/, '');
  const rows = text === undefined ? [] : parseCsv(text);
  const header = Object.keys(rows[0] ?? {})
    .map((column) => column.trim().toLowerCase())
    .join(',');
  const byRegion = new Map(rows.map((row) => [(row.region ?? '').trim().toLowerCase(), row]));
  const countsWrong = RESULTS.filter(
    ([region, count]) => Number(byRegion.get(region.toLowerCase())?.respondents) !== count,
  ).map(([region]) => region);
  const sharesWrong = RESULTS.filter(([region, , share]) => {
    const value = Number(
      String(byRegion.get(region.toLowerCase())?.weighted_satisfied_pct ?? '').replace('%', ''),
    );
    return !(Math.abs(value - share) <= 0.051);
  }).map(([region]) => region);
  const order = rows.map((row) => (row.region ?? '').trim().toLowerCase()).join(',');
  const files = diffFiles(context.before.workspace, context.workspace, { allow: { added: true } });
  return [
    {
      name: 'results file with the README columns',
      passed: text !== undefined && header === 'region,respondents,weighted_satisfied_pct',
      detail: text === undefined ? `${FILE} is missing` : header,
    },
    {
      name: 'valid respondents per region (incomplete and speeders out)',
      points: 2,
      passed: text !== undefined && countsWrong.length === 0,
      detail: countsWrong.join(', '),
    },
    {
      name: 'weighted satisfied share per region and overall',
      points: 3,
      passed: text !== undefined && sharesWrong.length === 0,
      detail: sharesWrong.join(', '),
    },
    {
      name: 'regions in the README order, nothing else',
      passed: order === 'north,south,east,west,all',
      detail: order,
    },
    {
      name: 'export and targets untouched',
      passed: text !== undefined && files.passed,
      detail: files.detail,
    },
  ];
}
