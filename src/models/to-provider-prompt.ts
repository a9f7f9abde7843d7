import type {
  LanguageModelV3Prompt,
  LanguageModelV3ToolResultPart,
  SharedV3ProviderOptions,
} from '@ai-sdk/provider';
import type { Message } from './model.ts';

export interface PromptOptions {
  /** The name a provider knows a tool by (identity when nothing was renamed). */
  sentName?: (real: string) => string;
  /** Send back what the provider needs of earlier turns (signed thinking, thought signatures, item ids). */
  echoReasoning?: boolean;
}

/**
 * Our messages in the provider-neutral prompt format of the AI SDK providers. Consecutive tool results
 * become one tool message, as every provider expects. Reasoning goes back only as the provider gave it
 * (with its signature or item id) and only to providers that need it: unsigned reasoning is rejected.
 */
export function toProviderPrompt(messages: Message[], options: PromptOptions = {}): LanguageModelV3Prompt {
  const sent = options.sentName ?? ((name: string) => name);
  const prompt: LanguageModelV3Prompt = [];
  for (const message of messages) {
    switch (message.role) {
      case 'system':
        prompt.push({ role: 'system', content: message.content });
        break;
      case 'user':
        prompt.push({ role: 'user', content: [{ type: 'text', text: message.content }] });
        break;
      case 'assistant': {
        const echo = options.echoReasoning ? message.echo : undefined;
        prompt.push({
          role: 'assistant',
          content: [
            ...(echo?.reasoning ?? [])
              .filter((part) => part.metadata !== undefined)
              .map((part) => ({
                type: 'reasoning' as const,
                text: part.text,
                providerOptions: part.metadata as SharedV3ProviderOptions,
              })),
            ...(message.content ? [{ type: 'text' as const, text: message.content }] : []),
            ...message.toolCalls.map((call) => {
              const metadata = echo?.toolCalls[call.id];
              return {
                type: 'tool-call' as const,
                toolCallId: call.id,
                toolName: sent(call.name),
                input: call.arguments,
                ...(metadata ? { providerOptions: metadata as SharedV3ProviderOptions } : {}),
              };
            }),
          ],
        });
        break;
      }
      case 'tool': {
        const part: LanguageModelV3ToolResultPart = {
          type: 'tool-result',
          toolCallId: message.toolCallId,
          toolName: sent(message.toolName),
          output: { type: message.isError ? 'error-text' : 'text', value: message.content },
        };
        const last = prompt.at(-1);
        if (last?.role === 'tool') last.content.push(part);
        else prompt.push({ role: 'tool', content: [part] });
        break;
      }
    }
  }
  return prompt;
}
