import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ArenaError } from '../errors.ts';
import { qualifyToolName, type ToolAnnotations, type ToolInputSchema, type ToolSpec } from './tool-spec.ts';

/**
 * Reads a static tool-spec file into ToolSpecs. Three shapes are accepted:
 *
 * - a flat list `[{server, name, description, inputSchema}]` (`server` may be omitted: the file name is used);
 * - LiveMCPBench's `tools.json`: `[{name, description, tools: {<server>: {tools: [{name, description, inputSchema}]}}}]`;
 * - a map `{<toolName>: <description>}` (MetaTool's `plugin_des.json`), server = the file name.
 *
 * Every tool gets the universe-wide name `<server>__<tool>` and keeps its origin (`kind: 'static'`).
 */
export function loadStaticTools(file: string): ToolSpec[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ArenaError('TOOLS_INVALID', `cannot read tool-spec file ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ArenaError('TOOLS_INVALID', `${file} is not valid JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return parseStaticTools(data, file);
}

/** The same as `loadStaticTools`, for data already parsed; `file` names the source in errors and origins. */
export function parseStaticTools(data: unknown, file: string): ToolSpec[] {
  const defaultServer = serverFromFileName(file);
  let tools: ToolSpec[];
  if (Array.isArray(data)) {
    tools = data.flatMap((entry, index) => parseListEntry(entry, index, file, defaultServer));
  } else if (isRecord(data)) {
    tools = Object.entries(data).map(([toolName, description]) => {
      if (typeof description !== 'string') {
        throw invalid(file, `"${toolName}"`, 'a name → description map needs a string description per tool');
      }
      return makeTool(defaultServer, toolName, description, undefined, undefined, file);
    });
  } else {
    throw invalid(file, '(top level)', 'expected a JSON list of tools or a map of tool name to description');
  }
  assertUniqueNames(tools, file);
  return tools;
}

/** Reads several tool-spec files into one universe; names must stay unique across files. */
export function loadStaticToolFiles(files: readonly string[]): ToolSpec[] {
  const tools = files.flatMap((file) => loadStaticTools(file));
  assertUniqueNames(tools, files.join(', '));
  return tools;
}

function parseListEntry(entry: unknown, index: number, file: string, defaultServer: string): ToolSpec[] {
  if (!isRecord(entry)) throw invalid(file, `[${index}]`, 'each entry must be an object');
  if (isRecord(entry.tools)) return parseServerEntry(entry, index, file);
  const name = entry.name;
  if (typeof name !== 'string' || name === '') throw invalid(file, `[${index}].name`, 'a tool needs a name');
  const server = typeof entry.server === 'string' && entry.server !== '' ? entry.server : defaultServer;
  const description = typeof entry.description === 'string' ? entry.description : '';
  return [makeTool(server, name, description, entry.inputSchema, entry.annotations, file)];
}

/** One LiveMCPBench server entry: `{name, tools: {<server>: {server_name, tools: [...]}}}`. */
function parseServerEntry(entry: Record<string, unknown>, index: number, file: string): ToolSpec[] {
  const groups = entry.tools as Record<string, unknown>;
  return Object.entries(groups).flatMap(([serverKey, group]) => {
    const where = `[${index}].tools.${serverKey}`;
    if (!isRecord(group) || !Array.isArray(group.tools))
      throw invalid(file, where, 'expected {tools: [...]}');
    const server =
      typeof group.server_name === 'string' && group.server_name !== '' ? group.server_name : serverKey;
    return group.tools.map((tool: unknown, toolIndex: number) => {
      if (!isRecord(tool) || typeof tool.name !== 'string') {
        throw invalid(file, `${where}.tools[${toolIndex}]`, 'a tool needs a name');
      }
      const description = typeof tool.description === 'string' ? tool.description : '';
      return makeTool(server, tool.name, description, tool.inputSchema, tool.annotations, file);
    });
  });
}

function makeTool(
  server: string,
  toolName: string,
  description: string,
  inputSchema: unknown,
  annotations: unknown,
  file: string,
): ToolSpec {
  const tool: ToolSpec = {
    name: qualifyToolName(server, toolName),
    server,
    toolName,
    description,
    inputSchema: toInputSchema(inputSchema),
    origin: { kind: 'static', server, file },
  };
  if (isRecord(annotations)) tool.annotations = annotations as ToolAnnotations;
  return tool;
}

function toInputSchema(value: unknown): ToolInputSchema {
  if (!isRecord(value)) return { type: 'object', properties: {} };
  return { ...value, type: 'object' } as ToolInputSchema;
}

function assertUniqueNames(tools: readonly ToolSpec[], source: string): void {
  const seen = new Set<string>();
  for (const tool of tools) {
    if (seen.has(tool.name)) {
      throw new ArenaError(
        'TOOLS_INVALID',
        `tool name ${tool.name} appears twice in ${source}; give the servers distinct names`,
      );
    }
    seen.add(tool.name);
  }
}

function serverFromFileName(file: string): string {
  return path.basename(file).replace(/\.json$/i, '');
}

function invalid(file: string, field: string, fix: string): ArenaError {
  return new ArenaError('TOOLS_INVALID', `${file} ${field}: ${fix}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
