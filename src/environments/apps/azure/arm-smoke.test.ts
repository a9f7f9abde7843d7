import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArmEmulator } from './arm-emulator.ts';
import { ArmService } from './arm-service.ts';
import {
  buildSmokeRequest,
  createParents,
  judgeSmoke,
  SMOKE_GROUP,
  SMOKE_SUBSCRIPTION,
  type SmokeResult,
} from './arm-smoke.ts';
import { ArmSpecIndex } from './arm-spec-index.ts';
import { armSources, findArmCorpus } from './arm-specs.ts';
import type { ArmResponse } from './arm-types.ts';

const corpus = findArmCorpus();
if (!corpus)
  console.warn(
    'skipping the ARM smoke test: ../shared/corpus/openapi/azure-arm is absent (needs /work/shared beside the repo)',
  );

/** One operation in this many goes over loopback HTTP; the rest call the handler in process. */
const HTTP_EVERY = 20;

describe.skipIf(!corpus)('every operation of the azure-arm specs answered by the emulator', () => {
  let index: ArmSpecIndex;
  let service: ArmService;
  let origin: string;
  const results: SmokeResult[] = [];
  /** The HTTP sample's verdicts checked again with Ajv. */
  const crossChecked: Array<{ operation: SmokeResult['operation']; agrees: boolean }> = [];

  beforeAll(async () => {
    index = await ArmSpecIndex.load(armSources(corpus!));
    const emulator = new ArmEmulator(index);
    emulator.state.addSubscription(SMOKE_SUBSCRIPTION, 'Smoke');
    service = new ArmService(emulator);
    origin = await service.listen();
    emulator.handle({
      method: 'PUT',
      path: `/subscriptions/${SMOKE_SUBSCRIPTION}/resourceGroups/${SMOKE_GROUP}`,
      query: new URLSearchParams({ 'api-version': '2024-03-01' }),
      body: { location: 'westeurope' },
      origin,
    });
    const base = emulator.state.snapshot();
    for (const [position, operation] of index.operations.entries()) {
      emulator.state.restore(base);
      const request = buildSmokeRequest(index, operation, origin);
      createParents(emulator, request, origin);
      const overHttp = position % HTTP_EVERY === 0;
      let response: ArmResponse;
      if (overHttp) {
        const answer = await fetch(`${origin}${request.path}?${request.query}`, {
          method: request.method,
          headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
        });
        const text = await answer.text();
        response = {
          status: answer.status,
          headers: {},
          body: text === '' ? undefined : (JSON.parse(text) as unknown),
        };
      } else {
        response = emulator.handle(request);
      }
      const verdict = judgeSmoke(emulator, operation, response);
      results.push({ operation, request, response, overHttp, ...verdict });
      const schema = index.responseSchema(operation, String(response.status));
      if (overHttp && response.status < 300 && schema !== undefined && response.body !== undefined) {
        const ajvValid = emulator.validator.ajvErrors(schema, response.body).length === 0;
        crossChecked.push({ operation, agrees: ajvValid === verdict.valid });
      }
    }
  }, 300_000);

  afterAll(() => service?.close());

  it('answers every operation, at least 95% with a body valid against the response schema', () => {
    const total = results.length;
    const answered = results.filter((result) => result.answered).length;
    const valid = results.filter((result) => result.valid).length;
    const http = results.filter((result) => result.overHttp).length;
    const problems = new Map<string, number>();
    for (const result of results.filter((candidate) => !candidate.valid)) {
      const key = `${result.operation.method} ${result.problem ?? ''}`
        .replace(/'[^']*'/g, "'…'")
        .slice(0, 90);
      problems.set(key, (problems.get(key) ?? 0) + 1);
    }
    const top = [...problems].sort((a, b) => b[1] - a[1]).slice(0, 12);
    const summary =
      `ARM smoke: ${total} operations (${http} over loopback HTTP), answered ${answered} (${((100 * answered) / total).toFixed(2)}%), schema-valid ${valid} (${((100 * valid) / total).toFixed(2)}%)\n` +
      top.map(([problem, count]) => `  ${count} × ${problem}`).join('\n');
    console.log(summary);
    if (process.env.ARM_SMOKE_REPORT)
      writeFileSync(
        process.env.ARM_SMOKE_REPORT,
        `${summary}\n${results
          .filter((result) => !result.valid)
          .map(
            (result) =>
              `${result.operation.method} ${result.operation.template} [${result.operation.specFile}]: ${result.problem}`,
          )
          .join('\n')}\n`,
      );
    expect(total).toBe(11_667);
    console.log(
      `Ajv agrees with the schema walk on ${crossChecked.filter((check) => check.agrees).length} of ${crossChecked.length} sampled bodies`,
    );
    expect(crossChecked.filter((check) => !check.agrees).map((check) => check.operation.template)).toEqual(
      [],
    );
    expect(crossChecked.length).toBeGreaterThan(300);
    expect(
      results
        .filter((result) => !result.answered)
        .map((result) => `${result.operation.method} ${result.operation.template}: ${result.problem}`)
        .slice(0, 10),
    ).toEqual([]);
    expect(valid / total).toBeGreaterThanOrEqual(0.95);
  });
});
