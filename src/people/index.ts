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
export {
  heardMessages,
  judgePeople,
  parsePeopleVerdict,
  type PersonFault,
  spoke,
  toSimulatorFault,
} from './people-judge.ts';
export {
  PEOPLE_JUDGE_PROMPT_VERSION,
  SIMULATOR_FAULT_NAMES,
  SIMULATOR_FAULTS,
  type SimulatorFault,
} from './people-judge-prompt.ts';
