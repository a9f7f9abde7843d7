import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffCrm, normalizeText } from 'mcp-arena/evaluation';

/** Open deals past their close date with no activity in the last 30 days: closed lost, "No response". */
const STALE = [3001, 3003, 3004, 3008];
/** Open deals past their close date with recent activity: close date to the end of next month. */
const LATE = [3002, 3007, 3009];
/** Waits on legal review (3005) or closes today (3006): untouched. */
const KEPT = [3005, 3006];

type Deal = Record<string, unknown>;

const text = (value: unknown): string => normalizeText(String(value ?? ''));

export default async function check({ crm, before, today }: CheckContext): Promise<CheckpointInput[]> {
  const deals = new Map((await crm.items('deals')).map((deal) => [Number(deal.id), deal as Deal]));
  const seeded = new Map((await before.crm.items('deals')).map((deal) => [Number(deal.id), deal as Deal]));
  // A deal closed lost may keep its close date or be dated to today, the day it was closed (as CRMs do).
  const closed = (id: number): boolean => {
    const deal = deals.get(id);
    const closeDate = String(deal?.close_date ?? '');
    return (
      deal?.stage === 'closed_lost' &&
      text(deal.lost_reason).startsWith('no response') &&
      (closeDate === String(seeded.get(id)?.close_date ?? '') || closeDate.startsWith(today))
    );
  };
  const pushed = (id: number): boolean => {
    const deal = deals.get(id);
    return (
      String(deal?.close_date ?? '').startsWith('2026-12-31') &&
      deal?.stage === seeded.get(id)?.stage &&
      text(deal?.next_step).includes('confirm close date')
    );
  };
  const acted = [...STALE, ...LATE].some((id) => closed(id) || pushed(id));
  // Closed deals may also lose their next step (and be dated today, checked above); nothing else may change.
  const diff = await diffCrm(before.crm, crm, {
    deals: {
      changed: {
        stage: STALE,
        lost_reason: STALE,
        next_step: [...STALE, ...LATE],
        close_date: [...STALE, ...LATE],
      },
    },
    activities: { added: true },
  });
  const keptIntact = KEPT.filter((id) =>
    diff.collections.deals!.changed.some((change) => Number(change.key) === id),
  );
  return [
    {
      name: 'dead overdue deals closed lost with reason "No response" (close date kept or today)',
      points: 2,
      passed: STALE.every(closed),
      detail: `not done: ${STALE.filter((id) => !closed(id)).join(', ') || 'none'}`,
    },
    {
      name: 'live overdue deals moved to 31 December with next step "Confirm close date", stage kept',
      points: 2,
      passed: LATE.every(pushed),
      detail: `not done: ${LATE.filter((id) => !pushed(id)).join(', ') || 'none'}`,
    },
    {
      name: 'the deal on legal review and the one closing today left as they were',
      passed: acted && keptIntact.length === 0,
      detail: acted ? `changed: ${keptIntact.join(', ') || 'none'}` : 'nothing was cleaned up',
    },
    {
      name: 'nothing else in the CRM changed (other deals, amounts, owners, other collections)',
      points: 2,
      passed: acted && diff.passed,
      detail: acted ? diff.detail : 'nothing was cleaned up',
    },
  ];
}
