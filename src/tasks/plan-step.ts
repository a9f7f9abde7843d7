import { z } from 'zod';

export const toolName = z
  .string()
  .regex(/^[a-z][a-z0-9-]*__[A-Za-z0-9_-]+$/, 'must look like <app>__<tool>, e.g. files__read_text_file');

export const toolStep = z.strictObject({
  tool: toolName.describe('Tool to call, as the agent sees it: <app>__<tool>.'),
  arguments: z.record(z.string(), z.unknown()).default({}).describe('Arguments of the call.'),
  why: z.string().optional().describe('What this step is for; shown in reports, never to the agent.'),
});

/** A message to the user of a task with people (a question, a confirmation asked, a summary). */
export const sayStep = z.strictObject({
  say: z.string().min(1).describe('What the agent tells the user; the user answers before the next step.'),
  why: z.string().optional().describe('What this step is for; shown in reports, never to the agent.'),
});

export const planStep = z.union([toolStep, sayStep]);

export type PlanStep = z.infer<typeof planStep>;
export type ToolStep = z.infer<typeof toolStep>;
export type SayStep = z.infer<typeof sayStep>;

export function isToolStep(step: PlanStep): step is ToolStep {
  return 'tool' in step;
}

/** The tool calls of a plan, its messages to the user left out. */
export function toolStepsOf(plan: readonly PlanStep[]): ToolStep[] {
  return plan.filter(isToolStep);
}
