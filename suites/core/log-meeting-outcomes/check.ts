import type { CheckContext, CheckpointInput } from 'mcp-arena/evaluation';
import { diffCrm, keptState, mentionsAny, normalizeText } from 'mcp-arena/evaluation';

const J = 'jonas.brekke@northwind.example';
/** The three meetings that took place on 23 November; Vestfold Marine (deal 3005) was cancelled. */
const MEETINGS = [
  {
    account: 2202,
    contact: 4201,
    deal: 3001,
    outcome: ['40 users', '40 seats', 'order form', 'confirmed', 'will buy'],
    nextStep: [['order form']],
    stage: 'negotiation',
  },
  {
    account: 2205,
    contact: 4203,
    deal: 3003,
    outcome: ['10 seats', '10 more', 'ten', 'revised'],
    nextStep: [['quote'], ['revis', 'updat', 'new', '10', 'ten', 'more seats', 'additional']],
    stage: 'proposal',
  },
  {
    account: 2201,
    contact: 4205,
    deal: 3004,
    outcome: ['pilot'],
    nextStep: [['pilot']],
    stage: 'qualification',
  },
];

type Row = Record<string, unknown>;
const text = (value: unknown): string => normalizeText(String(value ?? ''));

export default async function check({ crm, before }: CheckContext): Promise<CheckpointInput[]> {
  const seeded = new Set((await before.crm.items('activities')).map((row) => Number(row.id)));
  const added = (await crm.items('activities')).filter((row) => !seeded.has(Number(row.id)));
  const deals = new Map((await crm.items('deals')).map((row) => [Number(row.id), row as Row]));
  const logged = (meeting: (typeof MEETINGS)[number]): boolean => {
    // Follow-up tasks, calls or meetings the agent plans on the deal are extras; the meeting held is the one
    // meeting activity not planned.
    const rows = added.filter(
      (row) => Number(row.deal) === meeting.deal && row.type === 'meeting' && text(row.status) !== 'planned',
    );
    const row = rows[0];
    return (
      rows.length === 1 &&
      row !== undefined &&
      row.type === 'meeting' &&
      row.date === '2026-11-23' &&
      Number(row.contact) === meeting.contact &&
      (row.account === null || Number(row.account) === meeting.account) &&
      row.owner === J &&
      text(row.status) === 'done' &&
      mentionsAny(String(row.outcome ?? ''), meeting.outcome)
    );
  };
  const updated = (meeting: (typeof MEETINGS)[number]): boolean => {
    const deal = deals.get(meeting.deal);
    return (
      deal?.last_activity_date === '2026-11-23' &&
      deal.stage === meeting.stage &&
      meeting.nextStep.every((anyOf) => anyOf.some((phrase) => text(deal.next_step).includes(phrase)))
    );
  };
  const ids = MEETINGS.map((meeting) => meeting.deal);
  const acted = added.length > 0 || ids.some((id) => deals.get(id)?.last_activity_date === '2026-11-23');
  const diff = await diffCrm(before.crm, crm, {
    activities: { added: (row) => ids.includes(Number(row.deal)) },
    // The cancelled meeting may get a note in its deal's next step; nothing else.
    deals: { changed: { next_step: [...ids, 3005], last_activity_date: ids, stage: [3001] } },
  });
  return [
    {
      name: 'one done meeting activity per meeting held (23 Nov, right contact and deal, owner Jonas, outcome)',
      points: 2,
      passed: MEETINGS.every(logged),
      detail: `logged right: ${
        MEETINGS.filter(logged)
          .map((meeting) => meeting.deal)
          .join(', ') || 'none'
      } (${added.length} added)`,
    },
    {
      name: 'deals got next step and last activity date; only the committed add-on deal moved to negotiation',
      points: 2,
      passed: MEETINGS.every(updated),
      detail: `updated right: ${
        MEETINGS.filter(updated)
          .map((meeting) => meeting.deal)
          .join(', ') || 'none'
      }`,
    },
    keptState(
      'nothing logged for the cancelled Vestfold Marine meeting and nothing else changed',
      diff,
      acted,
      { points: 2 },
    ),
  ];
}
