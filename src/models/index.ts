export { assertModelId, createModel, OFFLINE_MODELS } from './create-model.ts';
export {
  addUsage,
  type Message,
  type Model,
  type ModelRequest,
  type ModelResponse,
  type ToolCall,
  type ToolDefinition,
  type Usage,
  ZERO_USAGE,
} from './model.ts';
export { NoopModel } from './noop-model.ts';
export { ReferenceModel } from './reference-model.ts';
