import { UnsupportedFunctionalityError } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { adaptTools } from './adapt-request.ts';
import { baseUrlTargets, parseModelId } from './create-model.ts';
import { PROFILES, profileOfModel, toolLimitOf } from './provider-profiles.ts';
import { classifyFailure, RequestRejectedError, withRetries } from './retry.ts';
import { adaptSchema } from './schema-adapter.ts';
import { ToolNameMap } from './tool-names.ts';

const google = PROFILES.google;
const openai = PROFILES['openai-responses'];

describe('tool names', () => {
  const real = [
    'Ant Design Components__get_component',
    '12306-mcp__search_trains',
    'PDF&URLTool__extract',
    'files__read_text_file',
    `deep__${'x'.repeat(80)}`,
    `deep__${'x'.repeat(80)}y`,
  ];

  it.each([
    ['OpenAI', openai],
    ['Gemini', google],
  ])('maps every name to one %s accepts, collision-free and reversibly', (_name, profile) => {
    const names = new ToolNameMap(real, profile);
    const sent = real.map((name) => names.sent(name));
    for (const name of sent) expect(name).toMatch(profile.namePattern);
    expect(new Set(sent).size).toBe(real.length);
    for (const name of real) expect(names.real(names.sent(name))).toBe(name);
    expect(names.sent('files__read_text_file')).toBe('files__read_text_file');
    expect(names.renamed()).not.toHaveProperty('files__read_text_file');
  });

  it('starts Gemini names with a letter or underscore', () => {
    const names = new ToolNameMap(['12306-mcp__search_trains'], google);
    expect(names.sent('12306-mcp__search_trains')).toBe('_12306-mcp__search_trains');
    expect(new ToolNameMap(['12306-mcp__search_trains'], openai).renamed()).toEqual({});
  });

  it('never gives a renamed tool the name of a real one', () => {
    const names = new ToolNameMap(['a b', 'a_b'], openai);
    expect(names.sent('a_b')).toBe('a_b');
    expect(names.sent('a b')).not.toBe('a_b');
    expect(names.real(names.sent('a b'))).toBe('a b');
  });
});

describe('schemas', () => {
  it('gives arrays without items an items schema', () => {
    const { schema, notes } = adaptSchema(
      { type: 'object', properties: { ids: { type: 'array', description: 'ids' } } },
      openai,
    );
    expect(schema).toEqual({
      type: 'object',
      properties: { ids: { type: 'array', description: 'ids', items: {} } },
    });
    expect(notes).toHaveLength(1);
  });

  it('moves formats Gemini does not take into the description and keeps date-time', () => {
    const { schema } = adaptSchema(
      {
        type: 'object',
        properties: {
          to: { type: 'string', format: 'email', description: 'Recipient' },
          at: { type: 'string', format: 'date-time' },
        },
        required: ['to'],
      },
      google,
    );
    expect(schema.properties).toEqual({
      to: { type: 'string', description: 'Recipient (format: email)' },
      at: { type: 'string', format: 'date-time' },
    });
    // OpenAI takes any format: unchanged.
    const same = adaptSchema(
      { type: 'object', properties: { to: { type: 'string', format: 'email' } } },
      openai,
    );
    expect(same.schema.properties).toEqual({ to: { type: 'string', format: 'email' } });
  });

  it('rewrites enums, $ref, oneOf and allOf for Gemini', () => {
    const { schema } = adaptSchema(
      {
        type: 'object',
        $defs: { Point: { type: 'object', properties: { x: { type: 'number' } } } },
        properties: {
          level: { type: 'integer', enum: ['1', '2'] },
          mixed: { enum: ['a', 1] },
          kind: { enum: ['a', 'b'] },
          where: { $ref: '#/$defs/Point' },
          either: { oneOf: [{ type: 'string' }, { type: 'number' }] },
          both: {
            allOf: [
              { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
              { properties: { b: { type: 'string' } } },
            ],
          },
          extra: { type: 'object', additionalProperties: { type: 'string' }, minProperties: 1 },
          constant: { type: 'string', const: 'x' },
        },
        required: ['level', 'missing'],
      },
      google,
    );
    const props = schema.properties as Record<string, Record<string, unknown>>;
    expect(props.level).toEqual({ type: 'integer', description: '(one of: "1", "2")' });
    expect(props.mixed).toEqual({ description: '(one of: "a", 1)' });
    expect(props.kind).toEqual({ type: 'string', enum: ['a', 'b'] });
    expect(props.where).toEqual({ type: 'object', properties: { x: { type: 'number' } } });
    expect(props.either).toEqual({ anyOf: [{ type: 'string' }, { type: 'number' }] });
    expect(props.both).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' } },
      required: ['a'],
    });
    expect(props.extra).toEqual({ type: 'object', minProperties: 1 });
    expect(props.constant).toEqual({ type: 'string', description: '(const: "x")' });
    expect(schema.required).toEqual(['level']);
    expect(schema).not.toHaveProperty('$defs');
  });

  it('cuts recursive references', () => {
    const { schema } = adaptSchema(
      {
        type: 'object',
        $defs: { Node: { type: 'object', properties: { child: { $ref: '#/$defs/Node' } } } },
        properties: { root: { $ref: '#/$defs/Node' } },
      },
      google,
    );
    expect(schema.properties).toEqual({
      root: { type: 'object', properties: { child: { type: 'object' } } },
    });
  });

  it('never changes the original schema', () => {
    const original = {
      type: 'object',
      properties: { ids: { type: 'array' }, to: { type: 'string', format: 'email' } },
    };
    const copy = structuredClone(original);
    adaptSchema(original, google);
    expect(original).toEqual(copy);
  });
});

describe('requests', () => {
  const tool = (name: string) => ({ name, description: name, inputSchema: { type: 'object' } });

  it('refuses more tools than the provider takes, before sending, as a harness error', () => {
    const tools = Array.from({ length: 129 }, (_, index) => tool(`t${index}`));
    expect(() => adaptTools(tools, openai)).toThrow(RequestRejectedError);
    expect(() => adaptTools(tools, openai)).toThrow(
      /^harness error: request rejected: 129 tools exceed OpenAI/,
    );
    expect(adaptTools(tools, PROFILES.anthropic).tools).toHaveLength(129);
  });

  it('takes the lowest tool limit of a run, so every model sees the same tools', () => {
    expect(toolLimitOf(['anthropic:claude-sonnet-4-5'])).toBeUndefined();
    expect(toolLimitOf(['anthropic:claude-sonnet-4-5', 'openai:gpt-5'])).toBe(128);
    expect(toolLimitOf(['reference', 'replay:run-1'])).toBeUndefined();
    expect(profileOfModel('openai-compatible:qwen3')?.id).toBe('openai-chat');
  });

  it('does not retry an SDK refusal of a schema (Google), nor read it as a malformed response', async () => {
    const refusal = new UnsupportedFunctionalityError({
      functionality: 'JSON Schema enum with mixed or unsupported values',
      message: 'Google does not support this JSON Schema enum.',
    });
    expect(classifyFailure(refusal)).toMatchObject({ retryable: false, requestFault: true });
    let attempts = 0;
    await expect(
      withRetries(
        () => {
          attempts += 1;
          return Promise.reject(refusal);
        },
        { maxRetries: 3, maxElapsedMs: 10_000, baseDelayMs: 1, maxDelayMs: 1 },
      ),
    ).rejects.toThrow(/^harness error: request rejected: refused before sending/);
    expect(attempts).toBe(1);
  });
});

describe('--base-url', () => {
  it('reads a model its own base URL, and keeps model names with @ otherwise', () => {
    expect(parseModelId('openai-compatible:local@http://127.0.0.1:8000/v1')).toEqual({
      kind: 'provider',
      provider: 'openai-compatible',
      model: 'local',
      baseUrl: 'http://127.0.0.1:8000/v1',
    });
    expect(parseModelId('anthropic:claude@20250101')).toEqual({
      kind: 'provider',
      provider: 'anthropic',
      model: 'claude@20250101',
    });
  });

  it("applies to a run's one provider model, else only to the OpenAI-compatible ones", () => {
    expect(baseUrlTargets(['openai:gpt-5', 'reference'])).toEqual(['openai:gpt-5']);
    expect(baseUrlTargets(['openai:gpt-5', 'openai-compatible:qwen3', 'anthropic:claude-haiku-4-5'])).toEqual(
      ['openai-compatible:qwen3'],
    );
    expect(baseUrlTargets(['openai:gpt-5', 'openai-compatible:q@http://127.0.0.1:1/v1'])).toEqual([
      'openai:gpt-5',
    ]);
  });
});
