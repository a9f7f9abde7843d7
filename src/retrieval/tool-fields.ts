import type { ToolSpec } from '../catalog/index.ts';
import { splitIdentifier } from './tokenize.ts';

/** The searchable text of a tool, one string per field. */
export interface ToolFields {
  /** The tool's own name (and, for OpenAPI tools, its HTTP path). */
  name: string;
  /** The server or service the tool belongs to. */
  server: string;
  description: string;
  /** Parameter names and descriptions, top level and one level down. */
  parameters: string;
}

export type ToolFieldName = keyof ToolFields;

export const TOOL_FIELD_NAMES: readonly ToolFieldName[] = ['name', 'server', 'description', 'parameters'];

const MAX_PARAMETER_TEXT = 2_000;

export function toolFields(tool: ToolSpec): ToolFields {
  const origin = tool.origin;
  const name = origin.kind === 'openapi' ? `${tool.toolName} ${origin.path}` : tool.toolName;
  const server =
    origin.kind === 'openapi' ? openapiServerText(tool.server, origin.service, origin.file) : tool.server;
  const title = tool.annotations?.title;
  return {
    name,
    server,
    description: title ? `${title}. ${tool.description}` : tool.description,
    parameters: parameterText(tool.inputSchema.properties, 1).slice(0, MAX_PARAMETER_TEXT),
  };
}

/**
 * OpenAPI specs rarely name their own service in an operation, so the service and the spec file's path
 * (for Azure: `<service>/resource-manager/Microsoft.X/...`) stand in for the API's name.
 */
function openapiServerText(server: string, service: string, file: string): string {
  const fileWords = file
    .replace(/\.(json|ya?ml)$/i, '')
    .split(/[/\\]/)
    .filter(
      (segment) =>
        !/^(v?\d[\d.-]*|stable|preview|resource-manager|specification|openapi|swagger|spec\d*)$/i.test(
          segment,
        ),
    );
  return [...new Set([server, service, ...fileWords])].join(' ');
}

/** The text a tool is embedded from: name words, server, description, parameter names. */
export function toolEmbeddingText(tool: ToolSpec, maxLength = 600): string {
  const fields = toolFields(tool);
  const parameterNames = Object.keys(tool.inputSchema.properties ?? {}).join(', ');
  const name = splitIdentifier(tool.toolName).replace(/\s+/g, ' ').trim();
  const text = `${name} (${fields.server}): ${fields.description.replace(/\s+/g, ' ').trim()}`;
  return (parameterNames ? `${text} Parameters: ${parameterNames}` : text).slice(0, maxLength);
}

/** All fields in one string, for single-field retrievers (plain BM25). */
export function toolText(tool: ToolSpec, maxLength = 2_000): string {
  const fields = toolFields(tool);
  return `${fields.name} (${fields.server}): ${fields.description} Parameters: ${fields.parameters}`.slice(
    0,
    maxLength,
  );
}

function parameterText(properties: unknown, depth: number): string {
  if (typeof properties !== 'object' || properties === null) return '';
  const parts: string[] = [];
  for (const [key, schema] of Object.entries(properties as Record<string, unknown>)) {
    parts.push(key);
    if (typeof schema !== 'object' || schema === null) continue;
    const record = schema as Record<string, unknown>;
    if (typeof record.description === 'string') parts.push(record.description);
    if (depth > 0 && record.properties) parts.push(parameterText(record.properties, depth - 1));
  }
  return parts.join(' ');
}
