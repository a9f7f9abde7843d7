import { z } from 'zod';
import { appNames } from './app-names.ts';
import { probeFileSchema } from './probe.ts';
import { taskFileSchema } from './task.ts';

/**
 * The JSON Schema of task.yaml, for editors (yaml-language-server) and other tools: `apps` lists the
 * given app names (the registry's, as `npm run schema` writes it).
 */
export function taskJsonSchema(apps: readonly string[] = appNames()): Record<string, unknown> {
  const schema = z.toJSONSchema(taskFileSchema, { io: 'input', target: 'draft-2020-12' });
  const items = (schema.properties as Record<string, { items: Record<string, unknown> }>).apps!.items;
  if (apps.length > 0) items.enum = [...apps];
  return schema;
}

/** The JSON Schema of a task's `probes/*.yaml`. */
export function probeJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(probeFileSchema, { io: 'input', target: 'draft-2020-12' });
}
