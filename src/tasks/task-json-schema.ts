import { z } from 'zod';
import { taskFileSchema } from './task.ts';

/** The JSON Schema of task.yaml, for editors (yaml-language-server) and other tools. */
export function taskJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(taskFileSchema, { io: 'input', target: 'draft-2020-12' });
}
