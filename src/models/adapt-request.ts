import type { LanguageModelV3FunctionTool } from '@ai-sdk/provider';
import type { RequestAdaptation, ToolDefinition } from './model.ts';
import type { ProviderProfile } from './provider-profiles.ts';
import { RequestRejectedError } from './retry.ts';
import { adaptSchema } from './schema-adapter.ts';
import { ToolNameMap } from './tool-names.ts';

export interface AdaptedTools {
  tools: LanguageModelV3FunctionTool[];
  names: ToolNameMap;
  adaptation: RequestAdaptation;
}

/**
 * The tool list as one provider accepts it: names mapped, schemas rewritten. A list past the provider's
 * tool limit is a harness error, reported before anything is sent (the runner keeps lists within it).
 */
export function adaptTools(tools: readonly ToolDefinition[], profile: ProviderProfile): AdaptedTools {
  if (profile.maxTools !== undefined && tools.length > profile.maxTools) {
    throw new RequestRejectedError(
      `${tools.length} tools exceed ${profile.title}'s limit of ${profile.maxTools} per request; ` +
        'use fewer --distractors or retrieval mode',
    );
  }
  const names = new ToolNameMap(
    tools.map((tool) => tool.name),
    profile,
  );
  const schemaNotes: Record<string, string[]> = {};
  const adapted = tools.map((tool): LanguageModelV3FunctionTool => {
    const { schema, notes } = adaptSchema(tool.inputSchema, profile);
    if (notes.length) schemaNotes[tool.name] = notes;
    return {
      type: 'function',
      name: names.sent(tool.name),
      description: tool.description,
      inputSchema: schema,
    };
  });
  return { tools: adapted, names, adaptation: { toolNames: names.renamed(), schemaNotes } };
}
