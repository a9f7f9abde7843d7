// `npm run schema`: regenerates schema/task.schema.json and schema/probe.schema.json from the zod schemas,
// with the app names of the registry's built-in apps (src/environments/apps/builtin-apps.ts) as the enum
// of `apps` (a test keeps them equal).
import { writeFileSync } from 'node:fs';
import { BUILTIN_APPS } from '../src/environments/apps/builtin-apps.ts';
import { probeJsonSchema, taskJsonSchema } from '../src/tasks/index.ts';

for (const [file, schema] of [
  ['task.schema.json', taskJsonSchema(BUILTIN_APPS.map((app) => app.name))],
  ['probe.schema.json', probeJsonSchema()],
] as const) {
  const target = new URL(`../schema/${file}`, import.meta.url);
  writeFileSync(target, `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote ${target.pathname}`);
}
