// `npm run schema`: regenerates schema/task.schema.json and schema/probe.schema.json from the zod schemas
// (a test keeps them equal).
import { writeFileSync } from 'node:fs';
import { probeJsonSchema, taskJsonSchema } from './task-json-schema.ts';

for (const [file, schema] of [
  ['task.schema.json', taskJsonSchema()],
  ['probe.schema.json', probeJsonSchema()],
] as const) {
  const target = new URL(`../../schema/${file}`, import.meta.url);
  writeFileSync(target, `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote ${target.pathname}`);
}
