import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { mentionsAmount, mentionsId, tally } from 'mcp-arena/evaluation';

// VeloTech's active products on the price list: new cost per piece, sale price afterwards (raised where margin < 30 %).
const EXPECTED: Record<string, { cost: number; sale: number }> = {
  'KC-20101': { cost: 4.6, sale: 8.99 },
  'KC-20102': { cost: 6.1, sale: 10.99 },
  'KC-20115': { cost: 1.45, sale: 3.49 },
  'KC-20130': { cost: 1.4, sale: 3.49 },
  'KC-20141': { cost: 17.9, sale: 25.99 },
  'KC-20142': { cost: 25.4, sale: 36.99 },
  'KC-20150': { cost: 24.2, sale: 39.99 },
  'KC-20151': { cost: 29.5, sale: 54.99 },
  'KC-20160': { cost: 2.95, sale: 5.99 },
  'KC-20161': { cost: 4.3, sale: 6.99 },
  'KC-20170': { cost: 0.072, sale: 0.2 },
  'KC-20180': { cost: 6.9, sale: 14.99 },
  'KC-20181': { cost: 8.8, sale: 14.99 },
  'KC-20190': { cost: 15.9, sale: 22.99 },
  'KC-20195': { cost: 19.2, sale: 34.99 },
};
const RAISED = ['KC-20141', 'KC-20142', 'KC-20161', 'KC-20190'];
const DISCONTINUED: Record<string, { cost: number; sale: number }> = {
  'KC-20199': { cost: 3.2, sale: 7.49 },
  'KC-20120': { cost: 16, sale: 29.99 },
};
// Every product neither on the list for VeloTech nor discontinued (sku|cost|sale, ordered by sku), every product's
// other columns (sku|name|supplier_id|supplier_sku|pack_size|status), the suppliers and the rules are compared with
// the state as seeded: a price update changes prices only (a pack size reset to 1 after dividing is damage).

const near = (a: unknown, b: number, tolerance = 0.00005): boolean => Math.abs(Number(a) - b) < tolerance;

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const products = await context.sql(
    'SELECT sku, supplier_id, status, cost_price::float AS cost, sale_price::float AS sale FROM products ORDER BY sku',
  );
  const bySku = new Map(products.map((row) => [String(row.sku), row]));
  const costsRight = Object.entries(EXPECTED).filter(([sku, want]) => near(bySku.get(sku)?.cost, want.cost));
  const raisedRight = RAISED.filter((sku) => near(bySku.get(sku)?.sale, EXPECTED[sku]!.sale, 0.005));
  const keptSale = Object.entries(EXPECTED).filter(
    ([sku, want]) => !RAISED.includes(sku) && near(bySku.get(sku)?.sale, want.sale, 0.005),
  );
  const discontinuedKept = Object.entries(DISCONTINUED).every(([sku, want]) => {
    const row = bySku.get(sku);
    return row?.status === 'discontinued' && near(row.cost, want.cost) && near(row.sale, want.sale, 0.005);
  });
  const othersSql = `SELECT count(*)::int AS n,
            md5(string_agg(concat_ws('|', sku, supplier_id, supplier_sku, pack_size, cost_price, sale_price, status), ','
                ORDER BY sku)) AS hash
       FROM products WHERE sku NOT IN (${[...Object.keys(EXPECTED), ...Object.keys(DISCONTINUED)].map((sku) => `'${sku}'`).join(', ')})`;
  const rulesSql =
    "SELECT count(*)::int AS n, md5(string_agg(rule || description, ',' ORDER BY id)) AS hash FROM pricing_rules";
  const identitySql = `SELECT count(*)::int AS n,
            md5(string_agg(concat_ws('|', sku, name, supplier_id, supplier_sku, pack_size, status), ',' ORDER BY sku)) AS hash
       FROM products`;
  const suppliersSql =
    "SELECT md5(string_agg(concat_ws('|', id, name, email), ',' ORDER BY id)) AS hash FROM suppliers";
  const [
    [others],
    [othersSeeded],
    [rules],
    [rulesSeeded],
    [identity],
    [identitySeeded],
    [suppliers],
    [suppliersSeeded],
  ] = await Promise.all([
    context.sql(othersSql),
    context.before.sql(othersSql),
    context.sql(rulesSql),
    context.before.sql(rulesSql),
    context.sql(identitySql),
    context.before.sql(identitySql),
    context.sql(suppliersSql),
    context.before.sql(suppliersSql),
  ]);
  // KC-20130's price did not change, so it is right before anything is done.
  const started = costsRight.some(([sku]) => sku !== 'KC-20130');
  return [
    tally("cost prices updated for VeloTech's active products on the list", costsRight, 15, { points: 3 }),
    {
      name: 'box price turned into a piece cost (spoke nipples 3.60 / 50)',
      passed: near(bySku.get('KC-20170')?.cost, 0.072),
      detail: `KC-20170 cost ${String(bySku.get('KC-20170')?.cost)}`,
    },
    {
      name: 'sale prices under the 30 % margin raised to the lowest .99 price',
      points: 3,
      passed: raisedRight.length === 4,
      detail: RAISED.map((sku) => `${sku} ${String(bySku.get(sku)?.sale)}`).join(', '),
    },
    {
      name: 'other sale prices kept (none lowered)',
      points: 2,
      passed: started && keptSale.length === 11,
      detail: `${keptSale.length}/11 kept`,
    },
    { name: 'discontinued products left alone', points: 2, passed: started && discontinuedKept },
    {
      name: "other suppliers' products (same article numbers) and unlisted products untouched",
      points: 2,
      passed: started && others?.n === othersSeeded?.n && others?.hash === othersSeeded?.hash,
      detail: JSON.stringify(others),
    },
    {
      name: 'only prices changed: names, suppliers, article numbers, pack sizes and statuses kept, no product added',
      passed:
        started &&
        identity?.n === identitySeeded?.n &&
        identity?.hash === identitySeeded?.hash &&
        suppliers?.hash === suppliersSeeded?.hash,
      detail: `${String(identity?.n)} products, ${String(identitySeeded?.n)} seeded`,
    },
    {
      name: 'pricing rules untouched',
      passed: started && rules?.n === rulesSeeded?.n && rules?.hash === rulesSeeded?.hash,
    },
    {
      name: 'raised prices reported',
      required: false,
      passed: RAISED.every(
        (sku) => mentionsId(context.answer, sku) || mentionsAmount(context.answer, EXPECTED[sku]!.sale),
      ),
    },
  ];
}
