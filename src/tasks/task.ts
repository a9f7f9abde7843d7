import { z } from 'zod';
import { APP_NAME_PATTERN, appNames } from './app-names.ts';
import { peopleSchema } from './people.ts';
import { historySchema } from './conversation-history.ts';
import { planStep, toolName, toolStep } from './plan-step.ts';
import type { Probe } from './probe.ts';
import { isTimeZone } from './scenario-time.ts';

/**
 * The name of an app a task runs against (`files`, `mail`, or an app registered from a folder); each app
 * exposes its tools as `<app>__<tool>`. The apps are declared by the registry (src/environments/app-registry.ts).
 */
export type AppName = string;

/** An app name: one of the declared apps (any well-formed name where none is declared). */
const appName = z.string().superRefine((name, context) => {
  const known = appNames();
  if (known.length === 0 ? APP_NAME_PATTERN.test(name) : known.includes(name)) return;
  context.addIssue({
    code: 'invalid_value',
    values: known.length === 0 ? ['a name like crm or my-app'] : [...known],
    input: name,
  });
});

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/** The task file schema, `task.yaml`. Its JSON Schema is published in `schema/task.schema.json`. */
export const taskFileSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes')
      .describe('Unique id of the task within its suite.'),
    title: z.string().min(1).describe('One-line title for reports.'),
    category: z.string().min(1).describe('Category for reports, e.g. finance, engineering, office.'),
    difficulty: z.enum(DIFFICULTIES).describe('easy, medium or hard.'),
    prompt: z.string().min(1).describe('What the agent is asked, as a user would ask it.'),
    history: historySchema,
    instructions: z
      .string()
      .min(1)
      .optional()
      .describe(
        "What the agent's operator tells it before the user's message, such as a domain policy (τ²-bench gives " +
          "its agents the policy this way): every agent gets it ahead of the prompt; the task's people never see it.",
      ),
    apps: z.array(appName).min(1).describe('Apps the task runs against.'),
    now: z.iso
      .datetime({ offset: true })
      .optional()
      .describe(
        "When the scenario takes place, e.g. 2026-11-24T09:00:00Z: the cell's apps run on a clock that starts " +
          'there, the agent is told it, and checks read today from it (context.today). Without it, the machine’s clock.',
      ),
    timeZone: z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone, e.g. Europe/Berlin or UTC')
      .optional()
      .describe(
        'IANA time zone of the scenario (default UTC): the apps’ TZ, the SQL session’s, and what today means.',
      ),
    tools: z.array(toolName).min(1).describe('Oracle tools: the tools a correct solution needs.'),
    people: peopleSchema,
    reference: z
      .strictObject({
        plan: z
          .array(planStep)
          .min(1)
          .describe('Validated steps, in order, that solve the task: tool calls, and what to tell the user.'),
        answer: z.string().describe('The final answer a correct run gives.'),
      })
      .describe('A validated way to solve the task; the reference model follows it.'),
    checks: z
      .string()
      .default('check.ts')
      .describe('TypeScript module beside task.yaml whose default export reads the final state.'),
    keyPoints: z.array(z.string().min(1)).default([]).describe('Facts a successful answer must establish.'),
    listings: z
      .array(toolStep)
      .default([])
      .describe(
        'The natural calls that show the state an agent must work through (list the inbox, select the table, ' +
          'read the export). Never shown to the agent: validate runs them on the seeded apps and reports what ' +
          'they return, so the suite can say how much an agent has to read, page or search.',
      ),
    limits: z
      .strictObject({
        maxTurns: z.number().int().positive().default(30).describe('Model turns before the run is stopped.'),
        callTimeoutSeconds: z
          .number()
          .int()
          .positive()
          .optional()
          .describe(
            "Seconds one tool call may take before it is an app fault (an error result, and the cell an error); the run's --call-timeout (default 120) when longer.",
          ),
      })
      .default({ maxTurns: 30 })
      .describe('Budgets for one run of the task.'),
  })
  .describe('An mcp-arena task (format v1).');

export type TaskFile = z.infer<typeof taskFileSchema>;
/** A loaded, validated task with the locations of its files. */
export interface Task extends TaskFile {
  /** Folder holding task.yaml. */
  dir: string;
  /** Seed files copied into every cell's workspace (may not exist: empty workspace). */
  workspaceDir: string;
  /** Absolute path of the check module. */
  checkPath: string;
  /** Alternative correct and subtly wrong plans (`probes/*.yaml`) that `validate` runs. */
  probes: Probe[];
}

export {
  isToolStep,
  type PlanStep,
  planStep,
  type SayStep,
  type ToolStep,
  toolStepsOf,
} from './plan-step.ts';
