import type { LanguageModelV3Prompt, LanguageModelV3ToolResultPart } from '@ai-sdk/provider';
import type { Message } from './model.ts';

/**
 * Our messages in the provider-neutral prompt format of the AI SDK providers. Consecutive tool results
 * become one tool message, as every provider expects. Reasoning is not sent back: providers that
 * need it signed (Anthropic) reject unsigned reasoning, and the others ignore it.
 */
export function toProviderPrompt(messages: Message[]): LanguageModelV3Prompt {
  const prompt: LanguageModelV3Prompt = [];
  for (const message of messages) {
    switch (message.role) {
      case 'system':
        prompt.push({ role: 'system', content: message.content });
        break;
      case 'user':
        prompt.push({ role: 'user', content: [{ type: 'text', text: message.content }] });
        break;
      case 'assistant':
        prompt.push({
          role: 'assistant',
          content: [
            ...(message.content ? [{ type: 'text' as const, text: message.content }] : []),
            ...message.toolCalls.map((call) => ({
              type: 'tool-call' as const,
              toolCallId: call.id,
              toolName: call.name,
              input: call.arguments,
            })),
          ],
        });
        break;
      case 'tool': {
        const part: LanguageModelV3ToolResultPart = {
          type: 'tool-result',
          toolCallId: message.toolCallId,
          toolName: message.toolName,
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
