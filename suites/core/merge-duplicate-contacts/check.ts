import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffCrm, normalizeText } from 'mcp-arena/evaluation';

/** Duplicate → survivor (same email in any case; the lowest id survives). */
const MERGED: Record<number, number> = { 4009: 4001, 4011: 4003, 4010: 4005, 4012: 4005 };
/** Fields the survivors lacked, from their duplicates. */
const COPIED: Record<number, Record<string, string>> = {
  4001: { phone: '+46 980 123 45' },
  4005: { phone: '+46 70 881 0042', job_title: 'Site Manager' },
};
/** Records that point to a duplicate and must point to its survivor. */
const MOVED_ACTIVITIES: Record<number, number> = { 6101: 4001, 6102: 4001, 6103: 4005 };
const MOVED_DEALS: Record<number, number> = { 3020: 4003 };

type Row = Record<string, unknown>;
const byId = (rows: Row[]): Map<number, Row> => new Map(rows.map((row) => [Number(row.id), row]));
const same = (left: unknown, right: string): boolean =>
  normalizeText(String(left ?? '')).replace(/\s/g, '') === normalizeText(right).replace(/\s/g, '');

export default async function check({ crm, before }: CheckContext): Promise<CheckpointInput[]> {
  const contacts = byId(await crm.items('contacts'));
  const activities = byId(await crm.items('activities'));
  const deals = byId(await crm.items('deals'));
  const duplicates = Object.keys(MERGED).map(Number);
  const marked = duplicates.filter((id) => {
    const contact = contacts.get(id);
    return (
      normalizeText(String(contact?.status ?? '')) === 'merged' && Number(contact?.merged_into) === MERGED[id]
    );
  });
  const copied = Object.entries(COPIED).filter(([id, fields]) =>
    Object.entries(fields).every(([field, value]) => same(contacts.get(Number(id))?.[field], value)),
  );
  const moved = [
    ...Object.entries(MOVED_ACTIVITIES).filter(
      ([id, to]) => Number(activities.get(Number(id))?.contact) === to,
    ),
    ...Object.entries(MOVED_DEALS).filter(
      ([id, to]) => Number(deals.get(Number(id))?.primary_contact) === to,
    ),
  ];
  const acted = marked.length + copied.length + moved.length > 0;
  const survivors = [...new Set(Object.values(MERGED))];
  // Notes on the merged and surviving records are harmless; deleting or merging anything else is not.
  const diff = await diffCrm(before.crm, crm, {
    contacts: {
      changed: {
        status: duplicates,
        merged_into: duplicates,
        notes: [...duplicates, ...survivors],
        phone: Object.keys(COPIED).map(Number),
        job_title: Object.keys(COPIED).map(Number),
      },
    },
    activities: { changed: { contact: Object.keys(MOVED_ACTIVITIES).map(Number) } },
    deals: { changed: { primary_contact: Object.keys(MOVED_DEALS).map(Number) } },
  });
  const moves = Object.keys(MOVED_ACTIVITIES).length + Object.keys(MOVED_DEALS).length;
  return [
    {
      name: 'each duplicate marked merged into its survivor (4009→4001, 4011→4003, 4010 and 4012→4005)',
      points: 2,
      passed: marked.length === duplicates.length,
      detail: `marked: ${marked.join(', ') || 'none'}`,
    },
    {
      name: 'the survivors got the phone and title they lacked from their duplicates',
      passed: copied.length === Object.keys(COPIED).length,
      detail: `copied onto: ${copied.map(([id]) => id).join(', ') || 'none'}`,
    },
    {
      name: "the duplicates' activities and deal moved to the survivors",
      points: 2,
      passed: moved.length === moves,
      detail: `moved ${moved.length} of ${moves}`,
    },
    {
      name: 'nothing else changed: no contact deleted, survivors keep their own values, the two Jon Perssons stay apart',
      points: 2,
      passed: acted && diff.passed,
      detail: acted ? diff.detail : 'nothing was merged',
    },
  ];
}
