import { InvalidArgumentError } from 'commander';
import { TOOL_MODES, type ToolMode } from '../environments/index.ts';

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
