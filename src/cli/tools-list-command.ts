import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Command } from 'commander';
import type { ToolSpec } from '../catalog/index.ts';
import { appNames, Environment } from '../environments/index.ts';
import { ArenaError } from '../errors.ts';
import { type AppName, bareTask, loadTask, type Task } from '../tasks/index.ts';

interface ListOptions {
  app: string[];
  task?: string;
  json?: boolean;
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

/** A stand-in task that starts the given apps with no seed: enough to ask their servers for tools. */
function appsOnlyTask(apps: AppName[], dir: string): Task {
  return bareTask(dir, {
    id: 'tools-list',
    title: 'tools list',
    category: 'tools',
    prompt: 'list the tools',
    apps,
  });
}

function parseApps(names: string[]): AppName[] {
  const unknown = names.filter((name) => !appNames().includes(name));
  if (unknown.length > 0)
    throw new ArenaError('USAGE', `unknown app ${unknown.join(', ')}: use one of ${appNames().join(', ')}`);
  return [...new Set(names)] as AppName[];
}

/** Starts the apps' servers (as `servers` mode does), lists every tool they offer, and stops them. */
export async function listAppTools(options: ListOptions): Promise<ToolSpec[]> {
  if (options.app.length > 0 === (options.task !== undefined))
    throw new ArenaError('USAGE', 'give either --app NAME (repeatable) or --task DIR');
  const empty = mkdtempSync(path.join(os.tmpdir(), 'mcp-arena-tools-'));
  try {
    const task = options.task
      ? loadTask(path.resolve(options.task))
      : appsOnlyTask(parseApps(options.app), empty);
    const environment = await Environment.start(task, 'tools-list');
    try {
      return environment.toolSurface('servers', task).tools;
    } finally {
      await environment.stop();
    }
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
}

/** One argument as `name: type` with `?` when optional, e.g. `to: string[]`, `limit?: integer`. */
function describeArgument(name: string, schema: unknown, required: boolean): string {
  return `${name}${required ? '' : '?'}: ${schemaType(schema)}`;
}

function schemaType(schema: unknown): string {
  if (typeof schema !== 'object' || schema === null) return 'any';
  const node = schema as Record<string, unknown>;
  if (Array.isArray(node.enum)) return node.enum.map((value) => JSON.stringify(value)).join(' | ');
  const variants = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
  if (Array.isArray(variants)) return variants.map(schemaType).join(' | ');
  const type = Array.isArray(node.type) ? node.type.join(' | ') : String(node.type ?? 'any');
  if (type === 'array') return `${schemaType(node.items)}[]`;
  if (type === 'object' && typeof node.properties === 'object' && node.properties !== null) {
    const required = new Set((node.required as string[] | undefined) ?? []);
    const fields = Object.entries(node.properties).map(([key, value]) =>
      describeArgument(key, value, required.has(key)),
    );
    return `{ ${fields.join(', ')} }`;
  }
  return type;
}

/** Tool name, first line of its description, and each argument with its type (`?` marks optional ones). */
export function formatToolList(tools: ToolSpec[]): string {
  return tools
    .map((tool) => {
      const required = new Set(tool.inputSchema.required ?? []);
      const lines = [tool.name];
      const summary = tool.description.split('\n').find((line) => line.trim()) ?? '';
      if (summary) lines.push(`  ${summary.trim()}`);
      for (const [name, schema] of Object.entries(tool.inputSchema.properties ?? {})) {
        const description = (schema as { description?: unknown }).description;
        const about = typeof description === 'string' ? `  ${description.split('\n')[0]!.trim()}` : '';
        lines.push(`    ${describeArgument(name, schema, required.has(name))}${about}`);
      }
      return lines.join('\n');
    })
    .join('\n\n');
}

/** `mcp-arena tools list --app mail [--json]` and `--task DIR`. */
export function registerToolsListCommand(tools: Command): void {
  tools
    .command('list')
    .description("Start an app's servers (or a task's apps) and print every tool with its input schema.")
    .option('--app <name>', `app whose tools to list (repeatable): ${appNames().join(', ')}`, collect, [])
    .option('--task <dir>', "list the tools of this task's apps, seeded as the task seeds them")
    .option('--json', 'print [{name, server, toolName, description, inputSchema, annotations}] as JSON')
    .action(async (options: ListOptions) => {
      const found = await listAppTools(options);
      if (options.json) {
        const rows = found.map(({ name, server, toolName, description, inputSchema, annotations }) => ({
          name,
          server,
          toolName,
          description,
          inputSchema,
          ...(annotations ? { annotations } : {}),
        }));
        process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
        return;
      }
      process.stdout.write(`${formatToolList(found)}\n\n${found.length} tools\n`);
    });
}
