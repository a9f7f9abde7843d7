import { randomUUID } from 'node:crypto';
import type { Verdict } from '../evaluation/index.ts';
import { ArenaError } from '../errors.ts';
import { type Store, VerdictStore } from '../store/index.ts';
import { LIVEMCPBENCH_SOURCE, readLiveMcpBench } from './livemcpbench.ts';

/** What an import wrote. */
export interface ImportSummary {
  source: string;
  /** One run per recorded agent: its cells carry the human verdicts as status, every judge's as verdicts. */
  runs: Array<{ id: string; model: string; cells: number; judges: string[] }>;
  tasks: number;
  tools: number;
  tasksNeedingNetwork: number;
}

/** The prompt version recorded with LiveMCPBench's own judge verdicts (LiveMCPEval's prompt). */
export const LIVEMCPEVAL_PROMPT_VERSION = 'livemcpeval-2025';
/** Who gave the human verdicts. */
export const LIVEMCPBENCH_ANNOTATORS = 'annotators';

/**
 * Imports LiveMCPBench into the store: tasks and tools, and one run of the recorded agent in `retrieval`
 * mode whose cells pass or fail as the annotators said, with every judge's verdict stored beside them
 * (`keypoints` verdicts of judge model = the judge's folder name) and a retrieval record per `route` call.
 */
export async function importLiveMcpBench(store: Store, dir: string): Promise<ImportSummary> {
  const data = readLiveMcpBench(dir);
  const verdictStore = new VerdictStore(store);
  await verdictStore.saveImport(
    LIVEMCPBENCH_SOURCE,
    data.tasks,
    data.tools.map((tool) => ({
      source: LIVEMCPBENCH_SOURCE,
      name: tool.name,
      server: tool.server,
      toolName: tool.toolName,
      description: tool.description,
      inputSchema: tool.inputSchema,
    })),
  );
  const tasks = new Map(data.tasks.map((task) => [task.taskId, task]));
  const run = await store.createRun({
    paths: [dir],
    models: [data.agentModel],
    modes: ['retrieval'],
    repeats: 1,
  });
  const at = new Date();
  for (const cell of data.cells) {
    const task = tasks.get(cell.taskId);
    const human = data.humanLabels.get(cell.taskId);
    if (!task || human === undefined) {
      throw new ArenaError(
        'USAGE',
        `task ${cell.taskId} of the recorded runs has no annotation or human label`,
      );
    }
    const cellId = randomUUID();
    const saved = await store.saveCell({
      id: cellId,
      runId: run.id,
      taskId: cell.taskId,
      taskTitle: task.title,
      category: task.category,
      difficulty: 'unrated',
      model: data.agentModel,
      mode: 'retrieval',
      repeat: 0,
      status: human ? 'passed' : 'failed',
      outcome: human ? 'passed' : 'failed',
      score: { earned: human ? 1 : 0, total: 1, success: human, score: human ? 1 : 0 },
      checkpoints: [],
      trajectory: cell.trajectory,
      error: undefined,
      startedAt: at,
      finishedAt: at,
      durationMs: 0,
    });
    if (!saved.stored)
      throw new ArenaError('USAGE', `task ${cell.taskId} is recorded twice in the runs file`);
    const verdicts: Verdict[] = [
      {
        judge: 'human',
        judgeModel: LIVEMCPBENCH_ANNOTATORS,
        promptVersion: 'livemcpbench',
        sample: 0,
        status: 'parsed',
        success: human,
        reasons: '',
        raw: human ? 'success' : 'failure',
      },
    ];
    for (const judge of data.judges) {
      const verdict = judge.verdicts.get(cell.taskId);
      if (!verdict) continue;
      verdicts.push({
        judge: 'keypoints',
        judgeModel: judge.name,
        promptVersion: LIVEMCPEVAL_PROMPT_VERSION,
        sample: 0,
        status: 'parsed',
        success: verdict.success,
        reasons: verdict.reasons,
        raw: verdict.text,
      });
    }
    await verdictStore.saveVerdicts(cellId, verdicts);
    await verdictStore.saveRetrievalRecords(cellId, cell.retrieval);
  }
  return {
    source: LIVEMCPBENCH_SOURCE,
    runs: [
      {
        id: run.id,
        model: data.agentModel,
        cells: data.cells.length,
        judges: data.judges.map((judge) => judge.name),
      },
    ],
    tasks: data.tasks.length,
    tools: data.tools.length,
    tasksNeedingNetwork: data.tasks.filter((task) => task.needsNetwork).length,
  };
}
