import { existsSync, readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { ArenaError } from '../../errors.ts';

/**
 * A task's `noise.yaml` checked against its app's schema; undefined when the file does not exist. A wrong one
 * fails with the file, the field and what was expected (`expected`: an example of a right one).
 */
export function readNoiseYaml<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
  expected: string,
): z.output<Schema> | undefined {
  if (!existsSync(file)) return undefined;
  const parsed = schema.safeParse(parseYaml(readFileSync(file, 'utf8')));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new ArenaError(
    'TASK_INVALID',
    `${file}: ${issue.path.join('.') || 'file'}: ${issue.message} (${expected})`,
  );
}
