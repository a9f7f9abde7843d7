import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CHAT_OPENAPI } from './chat-openapi.ts';
import { METHODS } from './chat-service.ts';

interface Parameter {
  name: string;
  in: string;
  $ref?: string;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Parameter> };
}

const own = parseYaml(readFileSync(CHAT_OPENAPI, 'utf8')) as Document;
const ROOT = path.resolve(import.meta.dirname, '../../../..');
// Slack's spec in the corpus: ../shared beside the checkout, or beside the folder of its worktrees.
const CORPUS =
  ['../shared', '../../shared']
    .map((shared) => path.join(ROOT, shared, 'corpus/openapi/slack/slack_web_openapi_v2.json'))
    .find((file) => existsSync(file)) ??
  path.join(ROOT, '../shared/corpus/openapi/slack/slack_web_openapi_v2.json');

/** Every operation of our document with its parameters as `<in>:<name>` (a form body's fields as formData). */
function operations(
  document: Document,
): Array<{ path: string; method: string; operation: Operation; parameters: string[] }> {
  return Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path: route,
      method,
      operation,
      parameters: [
        ...(operation.parameters ?? []).map((parameter) => {
          const resolved = parameter.$ref
            ? document.components.parameters[parameter.$ref.split('/').pop()!]!
            : parameter;
          return `${resolved.in}:${resolved.name}`;
        }),
        ...Object.values(operation.requestBody?.content ?? {}).flatMap((body) =>
          Object.keys(body.schema.properties).map((name) => `formData:${name}`),
        ),
      ],
    })),
  );
}

describe("the chat app's OpenAPI document", () => {
  it('describes exactly the methods the emulator serves', () => {
    expect(
      Object.keys(own.paths)
        .map((route) => route.slice(1))
        .sort(),
    ).toEqual(Object.keys(METHODS).sort());
    for (const { path: route, operation } of operations(own))
      expect(operation.operationId).toBe(route.slice(1).replace('.', '_'));
  });

  const corpus = existsSync(CORPUS);
  if (!corpus)
    console.warn(`skipping the check against Slack's spec: ${CORPUS} is absent (../shared not here)`);
  it.skipIf(!corpus)("names only operations and parameters of Slack's own spec (corpus copy)", () => {
    const slack = JSON.parse(readFileSync(CORPUS, 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string; parameters?: Parameter[] }>>;
    };
    const problems: string[] = [];
    for (const { path: route, method, operation, parameters } of operations(own)) {
      const theirs = slack.paths[route]?.[method];
      if (!theirs) {
        problems.push(`${method.toUpperCase()} ${route} is not in Slack's spec`);
        continue;
      }
      if (theirs.operationId !== operation.operationId)
        problems.push(`${route}: operationId ${operation.operationId}, Slack's ${theirs.operationId}`);
      const known = new Set(
        (theirs.parameters ?? []).map((parameter) => `${parameter.in}:${parameter.name}`),
      );
      for (const parameter of parameters)
        if (!known.has(parameter)) problems.push(`${route}: ${parameter} is not a parameter of Slack's`);
    }
    expect(problems).toEqual([]);
  });
});
