import type { ToolSurface } from '../catalog/index.ts';
import type { Environment, ToolMode } from '../environments/index.ts';
import { RetrievalSurface } from '../gateway/index.ts';
import type { Task } from '../tasks/index.ts';
import type { RunSettings } from './run-cell.ts';

/**
 * The tools the agent sees in a cell: the task's oracle tools, every tool of its apps, or (retrieval)
 * only the gateway's find_tools / call_tool over those tools and the run's distractors.
 */
export async function createCellSurface(
  environment: Environment,
  mode: ToolMode,
  task: Task,
  settings: RunSettings,
): Promise<ToolSurface> {
  if (mode !== 'retrieval') return environment.toolSurface(mode, task);
  return RetrievalSurface.create(environment.toolSurface('servers', task), {
    retriever: settings.retrieval?.retriever ?? 'bm25',
    ...(settings.retrieval?.style ? { style: settings.retrieval.style } : {}),
    extra: settings.retrieval?.distractors ?? [],
  });
}
