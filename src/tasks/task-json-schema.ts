import { z } from 'zod';
import { probeFileSchema } from './probe.ts';
import { taskFileSchema } from './task.ts';

/** The JSON Schema of task.yaml, for editors (yaml-language-server) and other tools. */
export function taskJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(taskFileSchema, { io: 'input', target: 'draft-2020-12' });
}

/** The JSON Schema of a task's `probes/*.yaml`. */
export function probeJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(probeFileSchema, { io: 'input', target: 'draft-2020-12' });
}
