import { accessSync, constants, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { InvalidArgumentError } from 'commander';
// Not the folder's index: that loads every app (and their MCP clients, database drivers, parsers).
import { TOOL_MODES, type ToolMode } from '../environments/tool-mode.ts';

export function positiveInteger(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new InvalidArgumentError('must be a whole number of 1 or more');
  return parsed;
}

export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

export function toolMode(value: string, previous: ToolMode[] | undefined): ToolMode[] {
  if (!(TOOL_MODES as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`use one of ${TOOL_MODES.join(', ')}`);
  }
  return [...(previous ?? []), value as ToolMode];
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** An output file option: its folder must exist and be writable, checked before any work is done. */
export function outputFile(value: string): string {
  const file = path.resolve(value);
  const folder = path.dirname(file);
  if (!existsSync(folder)) throw new InvalidArgumentError(`folder ${folder} does not exist; create it first`);
  if (!statSync(folder).isDirectory()) throw new InvalidArgumentError(`${folder} is not a folder`);
  if (existsSync(file) && statSync(file).isDirectory())
    throw new InvalidArgumentError(`${file} is a folder; give a file path`);
  try {
    accessSync(folder, constants.W_OK);
  } catch {
    throw new InvalidArgumentError(`cannot write in ${folder}; choose another path`);
  }
  return value;
}
