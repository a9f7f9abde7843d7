import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffSql } from 'mcp-arena/evaluation';

// duplicate id, survivor id, rule, by catalogue/dedupe-rules.md.
const MERGES: Array<[number, number, 'M1' | 'M2']> = [
  [10187, 10694, 'M2'],
  [10288, 10470, 'M1'],
  [10397, 11092, 'M2'],
  [10423, 10367, 'M2'],
  [10463, 10153, 'M2'],
  [10525, 10539, 'M1'],
  [10530, 10241, 'M2'],
  [10555, 10164, 'M2'],
  [10604, 10716, 'M2'],
  [10679, 10199, 'M2'],
  [10703, 10152, 'M1'],
  [10729, 11523, 'M2'],
  [10756, 10649, 'M1'],
  [10757, 11253, 'M2'],
  [10765, 10442, 'M2'],
  [10767, 10138, 'M1'],
  [10856, 10786, 'M1'],
  [10918, 12061, 'M2'],
  [10932, 10016, 'M1'],
  [11039, 11032, 'M1'],
  [11112, 11268, 'M1'],
  [11123, 10667, 'M1'],
  [11127, 10260, 'M1'],
  [11151, 10318, 'M1'],
  [11160, 10542, 'M1'],
  [11224, 11092, 'M2'],
  [11301, 10153, 'M1'],
  [11325, 11070, 'M1'],
  [11331, 10650, 'M1'],
  [11361, 10296, 'M1'],
  [11397, 11148, 'M2'],
  [11428, 11005, 'M2'],
  [11465, 10455, 'M1'],
  [11470, 10996, 'M1'],
  [11507, 11313, 'M1'],
  [11532, 10258, 'M1'],
  [11533, 10872, 'M2'],
  [11538, 10060, 'M2'],
  [11624, 10499, 'M2'],
  [11625, 10700, 'M1'],
  [11665, 11419, 'M1'],
  [11775, 11212, 'M2'],
  [11789, 10754, 'M2'],
  [11797, 11089, 'M2'],
  [11851, 11468, 'M1'],
  [11877, 11252, 'M1'],
  [11909, 11408, 'M2'],
  [11937, 11321, 'M1'],
  [12000, 10800, 'M2'],
  [12038, 11879, 'M1'],
];

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const products = await context.sql(
    `SELECT id, status, merged_into FROM products WHERE status = 'merged' ORDER BY id`,
  );
  const seededMerged = new Set(
    (await context.before.sql(`SELECT id FROM products WHERE status = 'merged'`)).map((row) =>
      Number(row.id),
    ),
  );
  const merged = new Map(
    products
      .filter((row) => !seededMerged.has(Number(row.id)))
      .map((row) => [Number(row.id), Number(row.merged_into)]),
  );
  // merged_on is the day of the run (copying last month's date, or yesterday's, is wrong).
  const log = await context.sql(
    `SELECT duplicate_id, survivor_id, upper(trim(rule)) AS rule, merged_on = $1::date AS dated_today
     FROM product_merges ORDER BY duplicate_id`,
    [context.today],
  );
  const seededLog = new Set(
    (await context.before.sql(`SELECT duplicate_id FROM product_merges`)).map((row) =>
      Number(row.duplicate_id),
    ),
  );
  const logged = new Map(
    log
      .filter((row) => !seededLog.has(Number(row.duplicate_id)))
      .map((row) => [Number(row.duplicate_id), row]),
  );
  const wanted = new Set(MERGES.map(([duplicate]) => duplicate));
  const missing = MERGES.filter(([duplicate]) => !merged.has(duplicate)).map(([duplicate]) => duplicate);
  const extra = [...merged.keys()].filter((id) => !wanted.has(id));
  const survivorWrong = MERGES.filter(
    ([duplicate, survivor]) => merged.has(duplicate) && merged.get(duplicate) !== survivor,
  ).map(([duplicate]) => duplicate);
  const logWrong = MERGES.filter(([duplicate, survivor, rule]) => {
    const row = logged.get(duplicate);
    return !row || Number(row.survivor_id) !== survivor || row.rule !== rule || row.dated_today !== true;
  }).map(([duplicate]) => duplicate);
  const logExtra = [...logged.keys()].filter((id) => !wanted.has(id));
  // Only status and merged_into of the duplicates may change; survivors and everything else stay as seeded.
  const database = await diffSql(context.before.sql, context.sql, {
    tables: {
      products: {
        allow: { changed: { status: [...wanted].map(String), merged_into: [...wanted].map(String) } },
      },
      product_merges: { allow: { added: true } },
    },
  });
  const acted = merged.size > 0 || logged.size > 0;
  const list = (ids: number[]) => ids.slice(0, 8).join(', ');
  return [
    {
      name: 'exactly the duplicates merged (GTIN-13 and normalised brand, name and size)',
      points: 3,
      passed: acted && missing.length === 0 && extra.length === 0,
      detail: `${merged.size} merged, want ${MERGES.length}; missing: ${list(missing)}; not expected: ${list(extra)}`,
    },
    {
      name: 'each merged into the oldest active record of its group',
      points: 2,
      passed: acted && missing.length === 0 && survivorWrong.length === 0,
      detail: list(survivorWrong),
    },
    {
      name: 'every merge logged with survivor, rule and the day of the run',
      passed: acted && logWrong.length === 0 && logExtra.length === 0,
      detail: `wrong or missing: ${list(logWrong)}; extra: ${list(logExtra)}`,
    },
    {
      name: 'survivors, earlier merges and all other fields unchanged',
      passed: acted && database.passed,
      detail: database.detail,
    },
  ];
}
