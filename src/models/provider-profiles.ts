/**
 * What each provider's API documents as the limits of one request, in one place. Everything sent to a
 * provider is adapted to its profile first (tool names, schemas, tool count), so a request never fails
 * for the harness's sake.
 *
 * Sources: OpenAI API reference (Chat Completions `tools`: "a max of 128 functions are supported";
 * function `name`: "a-z, A-Z, 0-9, underscores and dashes, maximum length of 64"); Anthropic Messages
 * API (tool `name` `^[a-zA-Z0-9_-]{1,64}$`, `input_schema` a JSON Schema object); Gemini API
 * `FunctionDeclaration.name` ("must start with a letter or an underscore; a-z, A-Z, 0-9, underscores,
 * dots and dashes; maximum length of 64") and `Schema` (an OpenAPI 3.0 subset: string `format` only
 * `enum` and `date-time`, `items` required for arrays).
 */
export type ProfileId = 'openai-responses' | 'openai-chat' | 'anthropic' | 'google';

export interface ProviderProfile {
  id: ProfileId;
  title: string;
  /** Most function tools one request may carry; undefined when the provider documents none. */
  maxTools?: number;
  /** Names a tool may have. */
  namePattern: RegExp;
  maxNameLength: number;
  /** Characters a name may contain (anything else is replaced), and what it may start with. */
  nameChars: RegExp;
  nameStart: RegExp;
  /** String formats the provider accepts; others move into the description. Undefined: any. */
  stringFormats?: readonly string[];
  /** Schema keywords the provider accepts; others are dropped (their meaning moves into the description). Undefined: any. */
  schemaKeywords?: ReadonlySet<string>;
  /** Arrays must say what their items are. */
  arraysNeedItems: boolean;
  /** What `items` becomes when a schema leaves it out (any value). */
  anyItems: Record<string, unknown>;
  /** Enums must hold values of the schema's one type (Gemini). */
  enumsMatchType: boolean;
  /** `oneOf` / `allOf` / `$ref` are not understood and must be rewritten (Gemini). */
  flattenCombinators: boolean;
  /** What the provider needs back of earlier reasoning for the conversation to continue. */
  reasoningRoundTrip: 'none' | 'signed-thinking' | 'thought-signatures' | 'item-references';
}

const OPENAI_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

const GEMINI_KEYWORDS = new Set([
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

/** What OpenAI documents for tools, the same for the Responses and the Chat Completions API. */
const OPENAI_RULES = {
  maxTools: 128,
  namePattern: OPENAI_NAME,
  maxNameLength: 64,
  nameChars: /[a-zA-Z0-9_-]/,
  nameStart: /[a-zA-Z0-9_-]/,
  arraysNeedItems: true,
  anyItems: {},
  enumsMatchType: false,
  flattenCombinators: false,
} satisfies Partial<ProviderProfile>;

export const PROFILES: Record<ProfileId, ProviderProfile> = {
  'openai-responses': {
    id: 'openai-responses',
    title: 'OpenAI Responses',
    ...OPENAI_RULES,
    reasoningRoundTrip: 'item-references',
  },
  'openai-chat': {
    id: 'openai-chat',
    title: 'OpenAI Chat Completions (and OpenAI-compatible servers)',
    ...OPENAI_RULES,
    reasoningRoundTrip: 'none',
  },
  anthropic: {
    id: 'anthropic',
    title: 'Anthropic Messages',
    namePattern: OPENAI_NAME,
    maxNameLength: 64,
    nameChars: /[a-zA-Z0-9_-]/,
    nameStart: /[a-zA-Z0-9_-]/,
    arraysNeedItems: false,
    anyItems: {},
    enumsMatchType: false,
    flattenCombinators: false,
    reasoningRoundTrip: 'signed-thinking',
  },
  google: {
    id: 'google',
    title: 'Google Gemini',
    maxTools: 128,
    namePattern: /^[a-zA-Z_][a-zA-Z0-9_.-]{0,63}$/,
    maxNameLength: 64,
    nameChars: /[a-zA-Z0-9_.-]/,
    nameStart: /[a-zA-Z_]/,
    stringFormats: ['enum', 'date-time'],
    schemaKeywords: GEMINI_KEYWORDS,
    arraysNeedItems: true,
    anyItems: { type: 'string' },
    enumsMatchType: true,
    flattenCombinators: true,
    reasoningRoundTrip: 'thought-signatures',
  },
};

/** The profile of a provider prefix (`openai`, `anthropic`, ...). */
export function profileOfProvider(provider: string): ProviderProfile {
  switch (provider) {
    case 'openai':
      return PROFILES['openai-responses'];
    case 'anthropic':
      return PROFILES.anthropic;
    case 'google':
      return PROFILES.google;
    default:
      return PROFILES['openai-chat'];
  }
}

/** Prefixes of ids that are no provider model: offline models and external agents. */
const NOT_PROVIDERS = new Set(['replay', 'reference', 'agent']);

/** The profile a model id is sent through; offline models and external agents have none. */
export function profileOfModel(modelId: string): ProviderProfile | undefined {
  const match = /^([a-z][a-z0-9-]*):/.exec(modelId);
  if (!match || NOT_PROVIDERS.has(match[1]!)) return undefined;
  return profileOfProvider(match[1]!);
}

/** The fewest tools any of these models may be sent in one request; undefined when none has a limit. */
export function toolLimitOf(modelIds: readonly string[]): number | undefined {
  const limits = modelIds
    .map((id) => profileOfModel(id)?.maxTools)
    .filter((limit): limit is number => limit !== undefined);
  return limits.length ? Math.min(...limits) : undefined;
}
