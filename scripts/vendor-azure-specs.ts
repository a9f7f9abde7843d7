/**
 * Copies the azure app's spec files (CORE_SPECS and every file they reference) from the corpus into
 * src/environments/apps/azure/specs/, and writes tool-names.json: each vendored operation's tool name in
 * the whole corpus's conversion, so the app's tools keep the universe's names (a subset converted alone
 * would qualify fewer colliding names).
 * Run: npx tsx scripts/vendor-azure-specs.ts   (needs ../shared)
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { convertOpenapi } from '../src/openapi/convert-openapi.ts';
import { discoverSpecSources } from '../src/openapi/spec-sources.ts';
import { armSources, CORE_SPECS, findArmCorpus } from '../src/environments/apps/azure/arm-specs.ts';
import { operationKey } from '../src/environments/apps/azure/azure-specs.ts';

const corpus = findArmCorpus();
if (!corpus) throw new Error('../shared/corpus/openapi/azure-arm is missing');
const target = path.resolve(import.meta.dirname, '../src/environments/apps/azure/specs');
const core = await convertOpenapi(armSources(corpus, Object.values(CORE_SPECS)));
rmSync(path.join(target, 'azure-arm'), { recursive: true, force: true });
for (const file of core.files) {
  const relative = path.relative(corpus, file);
  mkdirSync(path.dirname(path.join(target, 'azure-arm', relative)), { recursive: true });
  copyFileSync(file, path.join(target, 'azure-arm', relative));
}
const wanted = new Set(
  core.tools.map((tool) => operationKey(tool.spec.origin as { file: string; method: string; path: string })),
);
const whole = await convertOpenapi(discoverSpecSources([corpus], 'azure-arm'));
const names: Record<string, string> = {};
for (const tool of whole.tools) {
  const key = operationKey(tool.spec.origin as { file: string; method: string; path: string });
  if (wanted.has(key)) names[key] = tool.spec.name.split('__')[1]!;
}
writeFileSync(path.join(target, 'tool-names.json'), `${JSON.stringify(names, null, 1)}\n`);
console.log(
  `${core.files.length} files, ${core.tools.length} operations, ${Object.keys(names).length} named`,
);
