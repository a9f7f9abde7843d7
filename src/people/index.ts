export { conversationOf } from './conversation.ts';
export { LlmPlayer, readEnd } from './llm-player.ts';
export { END_MARKERS, PERSONA_PROMPT_VERSION, personaPrompt } from './persona-prompt.ts';
export { SCENARIO_END_TOKENS, SCENARIO_PROMPT_VERSION, scenarioPrompt } from './scenario-prompt.ts';
export { RecordedPlayer } from './recorded-player.ts';
export { ScriptedPlayer } from './scripted-player.ts';
export {
  readUserToolResult,
  USER_TOOL,
  USER_TOOL_SPEC,
  userBehindTool,
  userToolResult,
  withoutUserTool,
  withUserTool,
} from './user-tool.ts';
