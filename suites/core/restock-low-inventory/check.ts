import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { mentionsId, normalizeText, recipientsOf } from 'mcp-arena/evaluation';

/** What each supplier should be sent: SKU to quantity (to max_stock, in whole cases). */
const DUE: Record<number, Record<string, number>> = {
  1: { 'AT-101': 36, 'AT-108': 20, 'AT-112': 12 },
  2: { 'BF-201': 100, 'BF-205': 80, 'BF-207': 100 },
  3: { 'CP-301': 26, 'CP-307': 36 },
};
const NAMES: Record<string, string> = {
  'AT-101': 'Claw hammer 16 oz',
  'AT-108': 'Hand saw 500 mm',
  'AT-112': 'Wood chisel set (4)',
  'BF-201': 'Wood screws 4x40 (box of 200)',
  'BF-205': 'Hex bolts M8x60 (box of 50)',
  'BF-207': 'Washers M8 (box of 100)',
  'CP-301': 'Interior paint, white, 10 l',
  'CP-307': 'Paint roller set',
};
const ORDER_DESK: Record<number, string> = {
  1: 'orders@alpentools.test',
  2: 'po@balticfasteners.test',
  3: 'orders@cobaltpaints.test',
};
const NOT_MAILED = [
  'markus.brandl@alpentools.test',
  'linnea.sjoberg@balticfasteners.test',
  'gareth.owen@cobaltpaints.test',
  'purchasing@deltaelectrics.test',
  'sanne.devries@deltaelectrics.test',
  'orders@evergreengarden.test',
  'tom.hughes@evergreengarden.test',
];
/** On an open PO already, or discontinued. */
const SKIPPED = ['AT-105', 'CP-305', 'DE-403', 'AT-110', 'BF-209', 'CP-311', 'EG-503'];
const SEEDED_POS =
  'PO-2026-0129 received, PO-2026-0131 received, PO-2026-0133 received, PO-2026-0135 cancelled, PO-2026-0136 received, PO-2026-0138 open, PO-2026-0139 open, PO-2026-0140 open';

// The seeded tables, whole (md5 of their rows joined with |, in key order), compared with the state before the
// run: a restock run adds POs and lines only.
const TABLES = ['products', 'suppliers', 'purchase_orders', 'purchase_order_lines'];

export default async function check(context: CheckContext): Promise<CheckpointInput[]> {
  const pos = await context.sql(
    'SELECT po_number, supplier_id, status FROM purchase_orders ORDER BY po_number',
  );
  const lines = await context.sql(
    'SELECT l.po_number, l.sku, l.quantity, l.unit_cost::text AS unit_cost, p.unit_cost::text AS list_cost FROM purchase_order_lines l JOIN products p USING (sku) ORDER BY l.po_number, l.sku',
  );
  const seeded = new Set(SEEDED_POS.split(', ').map((entry) => entry.split(' ')[0]!));
  const added = pos.filter((po) => !seeded.has(String(po.po_number)));
  const addedFor = (supplier: number) => added.filter((po) => Number(po.supplier_id) === supplier);
  const linesOf = (po: string) => lines.filter((line) => line.po_number === po);
  const addedLines = lines.filter((line) => !seeded.has(String(line.po_number)));

  const rightLines = Object.entries(DUE).filter(([supplier, want]) => {
    const [po] = addedFor(Number(supplier));
    if (!po || addedFor(Number(supplier)).length !== 1) return false;
    const got = Object.fromEntries(
      linesOf(String(po.po_number)).map((line) => [line.sku, Number(line.quantity)]),
    );
    return JSON.stringify(Object.entries(got).sort()) === JSON.stringify(Object.entries(want).sort());
  });
  const wrongSkus = addedLines.filter((line) => SKIPPED.includes(String(line.sku)));
  const seedState = pos
    .filter((po) => seeded.has(String(po.po_number)))
    .map((po) => `${po.po_number} ${po.status}`)
    .join(', ');
  const seededLines = lines.filter((line) => seeded.has(String(line.po_number))).length;
  const seededIn = `(${[...seeded].map((po) => `'${po}'`).join(', ')})`;
  const hashesSql = `SELECT (SELECT md5(string_agg(concat_ws('|', sku, name, supplier_id, on_hand, reorder_point, max_stock, case_size,
                                             unit_cost, discontinued), ',' ORDER BY sku)) FROM products) AS products,
            (SELECT md5(string_agg(concat_ws('|', id, name, order_email, contact_name, contact_email), ',' ORDER BY id))
               FROM suppliers) AS suppliers,
            (SELECT md5(string_agg(concat_ws('|', po_number, supplier_id, ordered_on, status), ',' ORDER BY po_number))
               FROM purchase_orders WHERE po_number IN ${seededIn}) AS purchase_orders,
            (SELECT md5(string_agg(concat_ws('|', po_number, sku, quantity, unit_cost), ',' ORDER BY po_number, sku))
               FROM purchase_order_lines WHERE po_number IN ${seededIn}) AS purchase_order_lines`;
  const [hashes] = await context.sql(hashesSql);
  const [seededHashes] = await context.before.sql(hashesSql);
  const changedTables = TABLES.filter(
    (table) => seededHashes?.[table] === undefined || hashes?.[table] !== seededHashes[table],
  );
  const newDates = await context.sql(
    `SELECT po_number, to_char(ordered_on, 'YYYY-MM-DD') AS ordered_on FROM purchase_orders
      WHERE po_number NOT IN ${seededIn} AND ordered_on < DATE '2026-11-23'`,
  );

  const sent = await context.mail.sent();
  const mailsTo = (address: string) =>
    sent.filter((message) =>
      recipientsOf(message).some((to) => to.toLowerCase().includes(address.toLowerCase())),
    );
  const wrongRecipients = NOT_MAILED.filter((address) => mailsTo(address).length > 0);
  const mailRight = (supplier: number, test: (text: string, subject: string, po: string) => boolean) => {
    const mails = mailsTo(ORDER_DESK[supplier]!);
    const [po] = addedFor(supplier);
    return (
      mails.length === 1 && po !== undefined && test(mails[0]!.text, mails[0]!.subject, String(po.po_number))
    );
  };
  // A line item: the SKU with its quantity on the same line (plain text, Markdown lists) or, for tables that
  // become one cell per line, before the next SKU. Product names are taken out first: "Washers M8 (box of 100)"
  // must not count as ordering 100.
  const listsLines = (body: string, supplier: number) => {
    let text = normalizeText(body, { keepLines: true }).toUpperCase();
    for (const name of Object.values(NAMES)) text = text.split(normalizeText(name).toUpperCase()).join(' ');
    const skus = Object.keys(DUE[supplier]!);
    const quantityIn = (part: string, quantity: number) =>
      new RegExp(`(^|[^\\d.,])${quantity}(?![\\d]|[.,]\\d)`).test(part);
    const listed = Object.entries(DUE[supplier]!).every(([sku, quantity]) => {
      if (text.split('\n').some((line) => line.includes(sku) && quantityIn(line.replace(sku, ' '), quantity)))
        return true;
      const start = text.indexOf(sku);
      if (start < 0) return false;
      const after = text.slice(start + sku.length);
      const next = Math.min(
        ...skus.map((other) => after.indexOf(other)).filter((index) => index >= 0),
        after.length,
      );
      return quantityIn(after.slice(0, next), quantity);
    });
    return listed && !SKIPPED.some((sku) => mentionsId(text, sku));
  };

  // Leaving things alone earns points only once the agent changed something.
  const acted = added.length > 0 || sent.length > 0;
  return [
    {
      name: 'one open PO each for Alpen, Baltic and Cobalt, none for Delta or Evergreen',
      points: 2,
      passed:
        [1, 2, 3].every((supplier) => addedFor(supplier).length === 1) &&
        added.length === 3 &&
        added.every((po) => po.status === 'open') &&
        newDates.length === 0,
      detail: [
        ...added.map((po) => `${po.po_number} supplier ${po.supplier_id} ${po.status}`),
        ...newDates.map((po) => `${po.po_number} ordered on ${po.ordered_on}, before the run`),
      ].join('; '),
    },
    {
      name: 'PO lines: every due SKU with its quantity (to max stock, whole cases)',
      points: 3,
      passed: rightLines.length === 3,
      detail: `${rightLines.length}/3 suppliers right`,
    },
    {
      name: 'nothing ordered that is discontinued or already on an open PO',
      points: 2,
      passed: acted && wrongSkus.length === 0,
      detail: wrongSkus.map((line) => String(line.sku)).join(', '),
    },
    {
      name: 'unit costs from products',
      passed: addedLines.length > 0 && addedLines.every((line) => line.unit_cost === line.list_cost),
    },
    {
      name: 'PO numbers carry on from PO-2026-0140',
      passed:
        added.length > 0 && added.every((po) => /^PO-2026-(014[1-9]|01[5-9]\d)$/.test(String(po.po_number))),
      detail: added.map((po) => String(po.po_number)).join(', '),
    },
    {
      name: 'earlier POs and their lines, products (stock, reorder points, flags) and suppliers untouched',
      passed: acted && seedState === SEEDED_POS && seededLines === 10 && changedTables.length === 0,
      detail: `${seedState}; ${seededLines} lines; changed: ${changedTables.join(', ')}`,
    },
    {
      name: 'each PO mailed to the supplier order desk, subject with the PO number',
      points: 2,
      passed: [1, 2, 3].every((supplier) => mailRight(supplier, (_, subject, po) => mentionsId(subject, po))),
    },
    {
      name: 'mails list every SKU with its quantity, and no skipped SKU',
      points: 2,
      passed: [1, 2, 3].every((supplier) =>
        mailRight(supplier, (text, _, po) => mentionsId(text, po) && listsLines(text, supplier)),
      ),
    },
    {
      name: 'no mail to sales contacts or to suppliers with nothing to order',
      points: 2,
      passed: acted && wrongRecipients.length === 0,
      detail: wrongRecipients.join(', '),
    },
  ];
}
