import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { isToolStep, type PlanStep, planStep } from './plan-step.ts';
import { problemsFromZod, type TaskProblem } from './task-problems.ts';

/** Folder beside task.yaml holding a task's probes, one YAML file each. */
export const PROBES_DIR = 'probes';

export const PROBE_KINDS = ['alternative', 'wrong'] as const;
export type ProbeKind = (typeof PROBE_KINDS)[number];

/**
 * A probe file: another way through the task, written as a plan the reference model follows. An
 * `alternative` is a correct solution that differs from the reference (wording, order, formats, another
 * fitting tool, harmless extra steps) and must pass; a `wrong` plan is a subtle mistake and must fail.
 */
export const probeFileSchema = z
  .strictObject({
    kind: z.enum(PROBE_KINDS).describe('alternative (a correct solution: must pass) or wrong (must fail).'),
    why: z.string().min(1).describe('One line: how this plan differs, or what it gets wrong.'),
    plan: z
      .array(planStep)
      .describe("Tool calls in order; any tool of the task's apps (probes run with every tool of them)."),
    answer: z.string().describe('The final answer this plan gives.'),
  })
  .describe('An mcp-arena task probe.');

export interface Probe {
  /** File name without `.yaml`. */
  name: string;
  kind: ProbeKind;
  why: string;
  plan: PlanStep[];
  answer: string;
}

/** Reads `<taskDir>/probes/*.yaml`, collecting every problem (schema, apps the task does not use). */
export function readProbes(
  taskDir: string,
  apps: readonly string[],
): { probes: Probe[]; problems: TaskProblem[] } {
  return readProbeFolder(path.join(taskDir, PROBES_DIR), apps);
}

/**
 * Reads every `*.yaml` probe file of a folder (a task's `probes/`, or a review round's `<round>/<task-id>/`),
 * collecting every problem; a file with a problem is not among the probes.
 */
export function readProbeFolder(
  dir: string,
  apps: readonly string[],
): { probes: Probe[]; problems: TaskProblem[] } {
  const probes: Probe[] = [];
  const problems: TaskProblem[] = [];
  if (!existsSync(dir)) return { probes, problems };
  const files = readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort();
  for (const name of files) {
    const file = path.join(dir, name);
    const shown = path.relative(process.cwd(), file) || file;
    const document = parseDocument(readFileSync(file, 'utf8'), { prettyErrors: true });
    if (document.errors.length > 0) {
      problems.push({
        file: shown,
        field: '',
        message: `is not valid YAML (${document.errors[0]!.message.split('\n')[0]})`,
        fix: 'correct the YAML syntax',
      });
      continue;
    }
    const parsed = probeFileSchema.safeParse(document.toJS(), { reportInput: true });
    if (!parsed.success) {
      problems.push(...problemsFromZod(shown, parsed.error.issues));
      continue;
    }
    parsed.data.plan.forEach((step, index) => {
      if (!isToolStep(step)) return;
      const app = step.tool.split('__')[0] ?? '';
      if (!apps.includes(app)) {
        problems.push({
          file: shown,
          field: `plan[${index}].tool`,
          message: `${step.tool} belongs to app "${app}", which the task does not use`,
          fix: `call a tool of ${apps.join(', ')}`,
        });
      }
    });
    probes.push({ name: name.replace(/\.ya?ml$/, ''), ...parsed.data });
  }
  return { probes, problems };
}
