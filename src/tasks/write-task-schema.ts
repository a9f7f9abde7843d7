// `npm run schema`: regenerates schema/task.schema.json from the zod schema (a test keeps them equal).
import { writeFileSync } from 'node:fs';
import { taskJsonSchema } from './task-json-schema.ts';

const target = new URL('../../schema/task.schema.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(taskJsonSchema(), null, 2)}\n`);
console.log(`wrote ${target.pathname}`);
