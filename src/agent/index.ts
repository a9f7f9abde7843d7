export type { AgentEvent, AgentEventListener } from './agent-events.ts';
export { BUILTIN_TOOLS } from './builtin-tools.ts';
export type { ConversationPartner, PersonReply, PersonToolCall, UserDevice } from './conversation-partner.ts';
export { ContextWindow, estimateTokens } from './context-window.ts';
export { OutputPager } from './output-pager.ts';
export { type AgentLimits, type AgentOptions, runAgent } from './run-agent.ts';
export {
  claimDone,
  type CompletedTurn,
  conversation,
  defaultStopConditions,
  type EpisodeState,
  type StopCondition,
  textReplies,
  timeBudget,
  turnBudget,
  type TurnVerdict,
} from './stop-conditions.ts';
export { systemPrompt } from './system-prompt.ts';
export {
  type EndReason,
  EpisodeError,
  type ToolCallRecord,
  type Trajectory,
  type Turn,
  UNANSWERED_END_REASONS,
} from './trajectory.ts';
export { DEFAULT_TEXT_REPLY_POLICY, type TextReplyPolicy } from './reply-policy.ts';
export { agentHistoryMessages, userHistoryMessages } from './history-messages.ts';
