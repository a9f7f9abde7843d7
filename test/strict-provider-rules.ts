/**
 * What each provider's API documents about a request, checked the way the provider checks it, with the
 * 400 it answers. The loopback stand-ins (fake-provider.ts) apply these to every request, so a test
 * fails the way a real run would when the harness sends something a provider rejects.
 */
export interface Rejection {
  status: 400;
  body: unknown;
}

type Json = Record<string, unknown>;
const NAME = /^[a-zA-Z0-9_-]{1,64}$/;
const GEMINI_NAME = /^[a-zA-Z_][a-zA-Z0-9_.:-]{0,63}$/;
const GEMINI_KEYS = new Set([
  'type',
  'format',
  'title',
  'description',
  'nullable',
  'enum',
  'maxItems',
  'minItems',
  'properties',
  'required',
  'minProperties',
  'maxProperties',
  'minLength',
  'maxLength',
  'pattern',
  'example',
  'anyOf',
  'propertyOrdering',
  'default',
  'items',
  'minimum',
  'maximum',
]);

const openaiError = (message: string, param: string): Rejection => ({
  status: 400,
  body: { error: { message, type: 'invalid_request_error', param, code: 'invalid_value' } },
});
const anthropicError = (message: string): Rejection => ({
  status: 400,
  body: { type: 'error', error: { type: 'invalid_request_error', message } },
});
const googleError = (message: string): Rejection => ({
  status: 400,
  body: { error: { code: 400, message, status: 'INVALID_ARGUMENT' } },
});

/** The first array without `items` in a schema, by path. */
function arrayWithoutItems(schema: unknown, path: string): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const node = schema as Json;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('array') && node.items === undefined) return path;
  for (const [key, value] of Object.entries(node)) {
    const children =
      key === 'properties' && typeof value === 'object' && value !== null
        ? Object.entries(value as Json).map(([name, child]) => [`${path}.${name}`, child] as const)
        : key === 'items' || key === 'additionalProperties'
          ? [[`${path}.${key}`, value] as const]
          : Array.isArray(value) && /^(anyOf|oneOf|allOf)$/.test(key)
            ? value.map((child, index) => [`${path}.${key}[${index}]`, child] as const)
            : [];
    for (const [childPath, child] of children) {
      const found = arrayWithoutItems(child, childPath);
      if (found) return found;
    }
  }
  return undefined;
}

export function checkChatCompletions(body: Json): Rejection | undefined {
  const tools = (body.tools as Json[] | undefined) ?? [];
  if (tools.length > 128)
    return openaiError(
      `Invalid 'tools': array too long. Expected an array with maximum length 128, but got an array with length ${tools.length} instead.`,
      'tools',
    );
  for (const [index, tool] of tools.entries()) {
    const fn = tool.function as Json;
    if (!NAME.test(String(fn.name)))
      return openaiError(
        `Invalid 'tools[${index}].function.name': string does not match pattern.`,
        `tools[${index}].function.name`,
      );
    const missing = arrayWithoutItems(fn.parameters, 'parameters');
    if (missing)
      return openaiError(
        `Invalid schema for function '${String(fn.name)}': In context=(${missing}), array schema missing items.`,
        `tools[${index}].function.parameters`,
      );
  }
  const open = new Set<string>();
  for (const [index, message] of ((body.messages as Json[]) ?? []).entries()) {
    if (message.role === 'tool') {
      if (!open.delete(String(message.tool_call_id)))
        return openaiError(
          `Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.`,
          `messages.[${index}].role`,
        );
      continue;
    }
    if (open.size > 0)
      return openaiError(
        `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...open].join(', ')}`,
        `messages.[${index}].role`,
      );
    for (const call of (message.tool_calls as Json[] | undefined) ?? []) open.add(String(call.id));
  }
  return undefined;
}

export function checkResponses(body: Json): Rejection | undefined {
  const tools = (body.tools as Json[] | undefined) ?? [];
  if (tools.length > 128)
    return openaiError(
      `Invalid 'tools': array too long. Expected an array with maximum length 128, but got an array with length ${tools.length} instead.`,
      'tools',
    );
  for (const [index, tool] of tools.entries()) {
    if (!NAME.test(String(tool.name)))
      return openaiError(
        `Invalid 'tools[${index}].name': string does not match pattern.`,
        `tools[${index}].name`,
      );
    const missing = arrayWithoutItems(tool.parameters, 'parameters');
    if (missing)
      return openaiError(
        `Invalid schema for function '${String(tool.name)}': In context=(${missing}), array schema missing items.`,
        `tools[${index}].parameters`,
      );
  }
  const calls = new Set<string>();
  for (const item of (body.input as Json[]) ?? []) {
    if (item.type === 'function_call') calls.add(String(item.call_id));
    if (item.type === 'function_call_output' && !calls.has(String(item.call_id)))
      return openaiError(
        `No tool call found for function call output with call_id ${String(item.call_id)}.`,
        'input',
      );
  }
  return undefined;
}

export function checkAnthropic(body: Json): Rejection | undefined {
  for (const [index, tool] of ((body.tools as Json[] | undefined) ?? []).entries()) {
    if (!NAME.test(String(tool.name)))
      return anthropicError(
        `tools.${index}.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'`,
      );
    if ((tool.input_schema as Json | undefined)?.type !== 'object')
      return anthropicError(`tools.${index}.custom.input_schema.type: Input should be 'object'`);
  }
  const messages = (body.messages as Json[]) ?? [];
  const thinking = (body.thinking as Json | undefined)?.type === 'enabled';
  let previousUses = new Set<string>();
  for (const [index, message] of messages.entries()) {
    if (message.role === messages[index - 1]?.role)
      return anthropicError(
        `messages: roles must alternate between "user" and "assistant", but found multiple "${String(message.role)}" roles in a row`,
      );
    const blocks = Array.isArray(message.content) ? (message.content as Json[]) : [];
    if (message.role === 'assistant') {
      previousUses = new Set(
        blocks.filter((block) => block.type === 'tool_use').map((block) => String(block.id)),
      );
      if (
        thinking &&
        previousUses.size > 0 &&
        index === messages.length - 1 - 1 &&
        blocks[0]?.type !== 'thinking' &&
        blocks[0]?.type !== 'redacted_thinking'
      )
        return anthropicError(
          `messages.${index}.content.0.type: Expected \`thinking\` or \`redacted_thinking\`, but found \`${String(blocks[0]?.type)}\`. When \`thinking\` is enabled, a final \`assistant\` message must start with a thinking block.`,
        );
      for (const block of blocks.filter((entry) => entry.type === 'thinking'))
        if (!block.signature)
          return anthropicError(`messages.${index}.content: thinking block without signature`);
      continue;
    }
    for (const block of blocks.filter((entry) => entry.type === 'tool_result')) {
      if (!previousUses.has(String(block.tool_use_id)))
        return anthropicError(
          `messages.${index}.content: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${String(block.tool_use_id)}. Each \`tool_result\` block must have a corresponding \`tool_use\` block in the previous message.`,
        );
    }
    previousUses = new Set();
  }
  return undefined;
}

function checkGeminiSchema(schema: unknown, path: string): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const node = schema as Json;
  for (const key of Object.keys(node)) if (!GEMINI_KEYS.has(key)) return `${path}: Cannot find field: ${key}`;
  if (
    node.type === 'string' &&
    node.format !== undefined &&
    node.format !== 'enum' &&
    node.format !== 'date-time'
  )
    return `${path}.format: only 'enum' and 'date-time' are supported for STRING type`;
  if (node.enum !== undefined && !(node.enum as unknown[]).every((value) => typeof value === 'string'))
    return `${path}.enum: Invalid value (enum values must be strings)`;
  if (String(node.type).toLowerCase() === 'array' && node.items === undefined)
    return `${path}.items: missing field.`;
  for (const [name, child] of Object.entries((node.properties as Json | undefined) ?? {})) {
    const found = checkGeminiSchema(child, `${path}.properties[${name}]`);
    if (found) return found;
  }
  for (const [index, child] of ((node.anyOf as unknown[] | undefined) ?? []).entries()) {
    const found = checkGeminiSchema(child, `${path}.any_of[${index}]`);
    if (found) return found;
  }
  return checkGeminiSchema(node.items, `${path}.items`);
}

export function checkGemini(body: Json): Rejection | undefined {
  const declarations = ((body.tools as Json[] | undefined) ?? []).flatMap(
    (tool) => (tool.functionDeclarations as Json[] | undefined) ?? [],
  );
  if (declarations.length > 128)
    return googleError(
      `* GenerateContentRequest.tools[0].function_declarations: at most 128 function declarations can be specified, got ${declarations.length}.`,
    );
  for (const [index, declaration] of declarations.entries()) {
    const where = `GenerateContentRequest.tools[0].function_declarations[${index}]`;
    if (!GEMINI_NAME.test(String(declaration.name)))
      return googleError(
        `* ${where}.name: Invalid function name. Must start with a letter or an underscore. Must be alphameric (a-z, A-Z, 0-9), underscores (_), dots (.), colons (:) or dashes (-), with a maximum length of 64.`,
      );
    const found = checkGeminiSchema(declaration.parameters, `${where}.parameters`);
    if (found) return googleError(`* ${found}`);
  }
  let pendingCalls = 0;
  for (const [index, content] of ((body.contents as Json[]) ?? []).entries()) {
    const parts = (content.parts as Json[]) ?? [];
    const responses = parts.filter((part) => part.functionResponse).length;
    if (responses > 0 && responses !== pendingCalls)
      return googleError(
        `Please ensure that the number of function response parts (${responses}) is equal to the number of function call parts of the function call turn (content ${index}).`,
      );
    pendingCalls = content.role === 'model' ? parts.filter((part) => part.functionCall).length : 0;
  }
  return undefined;
}
