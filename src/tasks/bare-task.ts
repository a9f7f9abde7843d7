import path from 'node:path';
import type { Task } from './task.ts';

/**
 * A task with no plan, checks, tools or seed beyond its folder, as loadTask would give a task.yaml naming only
 * these fields: for starting apps outside a suite (listing their tools, contract tests).
 */
export function bareTask(
  dir: string,
  fields: Pick<Task, 'id' | 'title' | 'category' | 'prompt' | 'apps'>,
): Task {
  return {
    id: fields.id,
    title: fields.title,
    category: fields.category,
    difficulty: 'easy',
    prompt: fields.prompt,
    apps: fields.apps,
    tools: [],
    reference: { plan: [], answer: '' },
    checks: 'check.ts',
    keyPoints: [],
    listings: [],
    limits: { maxTurns: 1 },
    dir,
    workspaceDir: path.join(dir, 'workspace'),
    checkPath: path.join(dir, 'check.ts'),
    probes: [],
  };
}
