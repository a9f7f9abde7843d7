import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { toolPolicySchema } from '../catalog/index.ts';
import { ArenaError } from '../errors.ts';
import { RETRIEVER_KINDS } from '../retrieval/retriever-kind.ts';

const serverName = z
  .string()
  .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and dashes only (it prefixes tool names)');

const server = z.union([
  z.strictObject({
    name: serverName,
    command: z.string().min(1),
    args: z.array(z.string()).default([]),
    env: z.record(z.string(), z.string()).default({}),
    cwd: z.string().optional(),
  }),
  z.strictObject({ name: serverName, url: z.url(), headers: z.record(z.string(), z.string()).default({}) }),
]);

/** A tool universe: where the gateway's tools come from, and how they are found. */
export const universeConfigSchema = z.strictObject({
  servers: z.array(server).default([]),
  openapi: z
    .array(z.union([z.string(), z.strictObject({ path: z.string(), baseUrl: z.url().optional() })]))
    .default([]),
  tools: z.array(z.string()).default([]),
  retriever: z.enum(RETRIEVER_KINDS).optional(),
  style: z.enum(['find-call', 'route-execute']).optional(),
  /** On top of the gateway's default, which denies destructive tools. */
  policy: toolPolicySchema.partial().optional(),
});

export type UniverseConfig = z.infer<typeof universeConfigSchema>;
export type ServerConfig = z.infer<typeof server>;

/** Reads a universe YAML file; relative paths in it are relative to the file. */
export function readUniverseConfig(file: string): UniverseConfig {
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, 'utf8')) ?? {};
  } catch (error) {
    throw new ArenaError('USAGE', `cannot read ${file}: ${(error as Error).message.split('\n')[0]}`);
  }
  const parsed = universeConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${file}: ${issue.path.join('.') || '(top)'}: ${issue.message}`,
    );
    throw new ArenaError('USAGE', `invalid universe config:\n${problems.join('\n')}`);
  }
  const base = path.dirname(path.resolve(file));
  const resolve = (target: string): string => path.resolve(base, target);
  const config = parsed.data;
  return {
    ...config,
    openapi: config.openapi.map((entry) =>
      typeof entry === 'string' ? resolve(entry) : { ...entry, path: resolve(entry.path) },
    ),
    tools: config.tools.map(resolve),
    servers: config.servers.map((entry) =>
      'command' in entry && entry.cwd ? { ...entry, cwd: resolve(entry.cwd) } : entry,
    ),
  };
}

/** `--server "name=command arg..."` (or a bare command, named after its program) as a server entry. */
export function parseServerFlag(flag: string): ServerConfig {
  const named = /^([A-Za-z0-9-]+)=(.+)$/.exec(flag);
  const commandLine = (named ? named[2]! : flag).trim();
  const words =
    commandLine.match(/"[^"]*"|'[^']*'|\S+/g)?.map((word) => word.replace(/^["']|["']$/g, '')) ?? [];
  if (words.length === 0)
    throw new ArenaError('USAGE', `--server needs a command, e.g. --server "fs=npx server-fs ."`);
  if (/^https?:\/\//.test(words[0]!)) {
    return {
      name: named?.[1] ?? new URL(words[0]!).hostname.replaceAll('.', '-'),
      url: words[0]!,
      headers: {},
    };
  }
  const name = named?.[1] ?? path.basename(words[0]!).replace(/[^A-Za-z0-9-]/g, '-');
  return { name, command: words[0]!, args: words.slice(1), env: {} };
}
