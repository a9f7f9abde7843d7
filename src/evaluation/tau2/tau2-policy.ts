/**
 * The two rules of the retail policy that leave no trace in the database, checked on the episode as it
 * happened (mcp-arena's verified reward; upstream's reward reads neither): the user is authenticated, by
 * email or by name and zip code, before anything of theirs is written; and every write comes after the
 * user said yes to it.
 */
import type { RetailDb } from '../../environments/apps/tau2/retail-data.ts';
import type { ConversationMessage } from '../checkpoint.ts';
import { normalizeText } from '../check-helpers/normalize-text.ts';
import { runRetailTool } from '../../environments/apps/tau2/retail-toolkit.ts';
import { TAU2_WRITE_TOOLS } from './tau2-write-tools.ts';

/** One call of the agent, by upstream's tool name, with the turn it was made in (where known). */
export interface Tau2EpisodeCall {
  name: string;
  arguments: Record<string, unknown>;
  isError?: boolean;
  turn?: number;
}

/** The episode: the agent's calls in order, and its conversation with the user (turn by turn). */
export interface Tau2Episode {
  calls: readonly Tau2EpisodeCall[];
  conversation: readonly ConversationMessage[];
}

const AUTHENTICATION = new Set(['find_user_id_by_email', 'find_user_id_by_name_zip']);

/** The user an authentication call finds, by the app's own lookup on the seeded database. */
export function authenticatedUser(db: RetailDb, call: Tau2EpisodeCall): string | undefined {
  if (!AUTHENTICATION.has(call.name)) return undefined;
  const outcome = runRetailTool(db, call.name, call.arguments);
  return outcome.isError ? undefined : outcome.text.trim();
}

/** Whose data a write changes: the user it names, or the owner of the order it names. */
function ownerOf(db: RetailDb, call: Tau2EpisodeCall): string | undefined {
  if (typeof call.arguments.user_id === 'string') return call.arguments.user_id;
  const orderId = call.arguments.order_id;
  return typeof orderId === 'string' ? db.orders[orderId]?.user_id : undefined;
}

// A plain yes at the start of the answer, and no turn-around after it.
const YES =
  /^(yes|yeah|yep|yup|sure|ok|okay|correct|confirmed?|i confirm|go ahead|please (do|go ahead|proceed)|proceed|absolutely|definitely|that is (right|correct)|that s (right|correct)|sounds good|do it|please)\b/;
const BUT = /\b(no|not|don t|do not|wait|hold on|instead|but)\b/;

/** Whether an answer of the user agrees to what the agent proposed. */
export function saysYes(answer: string): boolean {
  const text = normalizeText(answer)
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return YES.test(text) && !BUT.test(text);
}

/** What the episode broke of the two rules, one line each. */
export function policyFailures(seedDb: RetailDb, episode: Tau2Episode): string[] {
  const failures: string[] = [];
  const authenticated = new Set<string>();
  for (const call of episode.calls) {
    if (call.isError) continue;
    if (AUTHENTICATION.has(call.name)) {
      const user = authenticatedUser(seedDb, call);
      if (user) authenticated.add(user);
      continue;
    }
    if (!TAU2_WRITE_TOOLS.has(call.name)) continue;
    const owner = ownerOf(seedDb, call);
    if (owner !== undefined && !authenticated.has(owner))
      failures.push(`${call.name} before the user ${owner} was authenticated (by email, or name and zip)`);
    if (call.turn === undefined) continue;
    const turn = call.turn;
    const answer = episode.conversation
      .filter((message) => message.from !== 'agent' && message.turn < turn)
      .at(-1);
    if (!answer || !saysYes(answer.text))
      failures.push(
        `${call.name} without the user's yes before it${answer ? ` (their last answer: "${answer.text.slice(0, 80)}")` : ''}`,
      );
  }
  return failures;
}
