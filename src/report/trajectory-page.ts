import type { PersonReply, ToolCallRecord, Turn } from '../agent/index.ts';
import type { Checkpoint } from '../evaluation/index.ts';
import type { AttemptRecord, CellSummary } from '../store/index.ts';
import { escapeHtml } from './html.ts';

/** Results longer than this show their first part, with the full output one click away. */
export const RESULT_PREVIEW_CHARS = 2000;

/** Tools through which an agent searches for tools (retrieval mode), with or without a server prefix. */
const RETRIEVAL_TOOL = /(^|__)(find_tools|route)$/;

/** A judge's verdict on the cell, as later stages store it (only the fields shown here). */
export interface TrajectoryVerdict {
  judge: string;
  judgeModel: string;
  promptVersion?: string;
  sample?: number;
  status: string;
  success?: boolean;
  resultScore?: number;
  trajectoryScore?: number;
  reasons: string;
}

/** A tool-search call's query and the tools it returned, by its position in the trajectory. */
export interface TrajectoryRetrieval {
  turnIndex: number;
  index: number;
  query: string;
  returned: string[];
}

/** What stages after the run may have stored about a cell; each part is shown only when present. */
export interface TrajectoryExtras {
  verdicts?: readonly TrajectoryVerdict[];
  failureClass?: { failureClass: string; source: string; evidence: string };
  retrieval?: readonly TrajectoryRetrieval[];
}

export interface TrajectoryPageInput {
  cell: CellSummary;
  turns: Turn[];
  checkpoints: Checkpoint[];
  extras?: TrajectoryExtras;
  /** The cell's tries that ended in an infrastructure error (`Store.listAttempts`, this cell's only). */
  attempts?: readonly AttemptRecord[];
}

/**
 * One cell turn by turn: text, reasoning, tool calls with arguments and results, retrieval queries
 * with the tools they returned, checkpoints, and judge verdicts and failure class when stored.
 */
export function renderTrajectory({
  cell,
  turns,
  checkpoints,
  extras = {},
  attempts = [],
}: TrajectoryPageInput): string {
  const statusClass = cell.status === 'passed' ? 'pass' : cell.status === 'failed' ? 'fail' : 'err';
  const cost = cell.costUsd === null ? 'unknown' : `$${cell.costUsd.toFixed(4)}`;
  const facts = [
    ['task', `${cell.taskId}: ${cell.taskTitle}`],
    ['category / difficulty', `${cell.category} / ${cell.difficulty}`],
    ['model · mode · repeat', `${cell.model} · ${cell.mode} · #${cell.repeat}`],
    ['score', `${cell.score.toFixed(3)} (${cell.earned}/${cell.total} points)`],
    [
      'turns / tool calls',
      `${cell.turns} / ${cell.toolCalls} (${cell.failedToolCalls} failed, ${cell.unknownToolCalls} unknown tool)`,
    ],
    [
      'tokens',
      `${cell.inputTokens} in (${cell.cachedInputTokens} cached), ${cell.outputTokens} out (${cell.reasoningTokens} reasoning)`,
    ],
    ['cost', cost],
    ['wall time', `${(cell.durationMs / 1000).toFixed(1)} s`],
    ['run', cell.runId],
    ...(cell.confinement ? [['confined', cell.confinement]] : []),
  ];
  return `<section id="cell-summary"><h2>Cell <span class="badge ${statusClass}">${escapeHtml(cell.status)}</span></h2>
    <table>${facts.map(([name, value]) => `<tr><th>${escapeHtml(name!)}</th><td>${escapeHtml(value!)}</td></tr>`).join('')}</table>
    ${cell.status === 'error' ? `<h3>Error (infrastructure): ${escapeHtml(cell.outcome)}</h3><pre>${escapeHtml(cell.error ?? '')}</pre>` : ''}
    <h3>Final answer</h3><pre id="final-answer">${escapeHtml(cell.finalAnswer || '(none)')}</pre></section>
    ${attemptSection(cell, attempts)}
    ${checkpointSection(checkpoints)}
    ${verdictSection(extras)}
    <section id="trajectory"><h2>Trajectory (${turns.length} turns)</h2>${
      turns.length === 0
        ? '<p class="note">No turns recorded.</p>'
        : turns.map((turn) => renderTurn(turn, extras.retrieval ?? [])).join('')
    }</section>`;
}

const usd = (cost: number | null): string => (cost === null ? 'unknown' : `$${cost.toFixed(4)}`);

/**
 * Every try of a cell retried after infrastructure errors, with what each spent: the run's cost counts
 * them all, while the summary above is the last try's.
 */
function attemptSection(cell: CellSummary, attempts: readonly AttemptRecord[]): string {
  const earlier = attempts.filter((attempt) => attempt.retried !== false);
  if (earlier.length === 0) return '';
  const row = (attempt: number, outcome: string, worker: string, tokens: string, cost: number | null) =>
    `<tr><td class="num">${attempt}</td><td>${escapeHtml(outcome)}</td><td>${escapeHtml(worker)}</td>
      <td class="num">${escapeHtml(tokens)}</td><td class="num">${usd(cost)}</td></tr>`;
  const rows = earlier.map((attempt) =>
    row(
      attempt.attempt,
      `${attempt.outcome}: ${attempt.error}`,
      attempt.worker,
      attempt.usage ? `${attempt.usage.inputTokens} / ${attempt.usage.outputTokens}` : '–',
      attempt.usage?.costUsd ?? null,
    ),
  );
  rows.push(
    row(
      earlier.length + 1,
      `this result (${cell.outcome})`,
      '',
      `${cell.inputTokens} / ${cell.outputTokens}`,
      cell.costUsd,
    ),
  );
  const costs = [...earlier.map((attempt) => attempt.usage?.costUsd ?? null), cell.costUsd];
  const total = costs.some((cost) => cost === null)
    ? null
    : costs.reduce<number>((sum, cost) => sum + cost!, 0);
  return `<section id="attempts"><h2>Tries (${earlier.length + 1})</h2>
    <p class="note">The runner retried this cell after infrastructure errors; every try's spend counts in the run's cost: ${usd(total)} in all.</p>
    <table id="attempts-table"><thead><tr><th>try</th><th>outcome</th><th>worker</th><th>tokens in / out</th><th>cost</th></tr></thead>
    <tbody>${rows.join('')}</tbody></table></section>`;
}

function checkpointSection(checkpoints: Checkpoint[]): string {
  if (checkpoints.length === 0) return '';
  const rows = checkpoints.map(
    (checkpoint) =>
      `<tr><td><span class="badge ${checkpoint.passed ? 'pass' : 'fail'}">${checkpoint.passed ? 'passed' : 'failed'}</span></td>
      <td>${escapeHtml(checkpoint.name)}</td><td class="num">${checkpoint.points}</td>
      <td>${checkpoint.required ? 'required' : 'optional'}</td><td>${escapeHtml(checkpoint.detail)}</td></tr>`,
  );
  return `<section id="checkpoints"><h2>Checkpoints</h2><table><thead><tr><th></th><th>checkpoint</th><th>points</th>
    <th></th><th>detail</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

function verdictSection(extras: TrajectoryExtras): string {
  const parts: string[] = [];
  if (extras.failureClass) {
    const failure = extras.failureClass;
    parts.push(`<p id="failure-class">Failure class: <b>${escapeHtml(failure.failureClass)}</b>
      <span class="muted">(${escapeHtml(failure.source)})</span> ${escapeHtml(failure.evidence)}</p>`);
  }
  if (extras.verdicts && extras.verdicts.length > 0) {
    const rows = extras.verdicts.map((verdict) => {
      const outcome = [
        verdict.success === undefined
          ? ''
          : verdict.judge === 'people'
            ? verdict.success
              ? 'no simulator fault'
              : 'people-simulator fault'
            : verdict.success
              ? 'success'
              : 'failure',
        verdict.resultScore === undefined ? '' : `result ${verdict.resultScore}/5`,
        verdict.trajectoryScore === undefined ? '' : `trajectory ${verdict.trajectoryScore}/5`,
      ]
        .filter(Boolean)
        .join(', ');
      return `<tr><td>${escapeHtml(verdict.judge)}</td><td>${escapeHtml(verdict.judgeModel)}</td>
        <td>${escapeHtml(verdict.promptVersion ?? '')}</td><td class="num">${verdict.sample ?? ''}</td>
        <td>${escapeHtml(verdict.status)}</td><td>${escapeHtml(outcome)}</td><td>${escapeHtml(verdict.reasons)}</td></tr>`;
    });
    parts.push(`<table id="verdicts-table"><thead><tr><th>judge</th><th>model</th><th>prompt</th><th>sample</th>
      <th>status</th><th>verdict</th><th>reasons</th></tr></thead><tbody>${rows.join('')}</tbody></table>`);
  }
  return parts.length === 0 ? '' : `<section id="verdicts"><h2>Judgement</h2>${parts.join('')}</section>`;
}

function renderTurn(turn: Turn, retrieval: readonly TrajectoryRetrieval[]): string {
  const usage = turn.usage;
  const cost = usage.costUsd === null ? 'cost unknown' : `$${usage.costUsd.toFixed(4)}`;
  return `<div class="turn" data-turn="${turn.index}"><h3>Turn ${turn.index + 1}</h3>
    <p class="muted">${usage.inputTokens} in / ${usage.outputTokens} out tokens, ${cost}, model ${(turn.modelMs / 1000).toFixed(2)} s${stopReason(turn)}</p>
    ${turn.reasoning ? `<details><summary>reasoning</summary><pre>${escapeHtml(turn.reasoning)}</pre></details>` : ''}
    ${turn.text ? `${turn.reply ? '<p class="muted">to the user:</p>' : ''}<pre class="turn-text">${escapeHtml(turn.text)}</pre>` : ''}
    ${(turn.coworkerReplies ?? []).map(renderCoworkerReply).join('')}
    ${turn.toolCalls
      .map((call, index) =>
        renderToolCall(
          call,
          retrieval.find((record) => record.turnIndex === turn.index && record.index === index),
        ),
      )
      .join('')}
    ${turn.notice ? `<p class="turn-notice"><em>${escapeHtml(turn.notice)}</em></p>` : ''}
    ${turn.reply ? renderReply(turn.reply) : ''}</div>`;
}

/** What the task's user answered to the turn's message, with what playing them cost. */
function renderReply(reply: PersonReply): string {
  const ended = reply.end ? ` <span class="badge fail">ended: ${escapeHtml(reply.end)}</span>` : '';
  const calls = (reply.toolCalls ?? [])
    .map(
      (call) =>
        `<div class="muted">on their device: <code>${escapeHtml(call.name)}(${escapeHtml(JSON.stringify(call.arguments))})</code>${call.isError ? ' <span class="badge fail">error</span>' : ''}</div>`,
    )
    .join('');
  return `<div class="reply"><strong>${escapeHtml(reply.from)}</strong>${ended}${replyCost(reply)}${calls}<pre>${escapeHtml(reply.text)}</pre></div>`;
}

/**
 * A coworker's answer, posted in the chat just before this turn's tool calls: shown above them, so the
 * call that read it (or the write that did not wait for it) is seen beside it.
 */
function renderCoworkerReply(reply: PersonReply): string {
  return `<div class="reply coworker-reply"><span class="muted">on the chat, before this turn's calls:</span>
    <strong>${escapeHtml(reply.from)}</strong> <span class="badge part">coworker</span>${replyCost(reply)}<pre>${escapeHtml(reply.text)}</pre></div>`;
}

/** What playing a person cost for one reply, when an LLM played them. */
function replyCost(reply: PersonReply): string {
  return reply.usage
    ? ` <span class="muted">(${reply.usage.inputTokens} in / ${reply.usage.outputTokens} out tokens${
        reply.usage.costUsd === null ? '' : `, $${reply.usage.costUsd.toFixed(4)}`
      }, apart from the agent's)</span>`
    : '';
}

/** Why the model stopped, when it stopped for more than its usual reason. */
function stopReason(turn: Turn): string {
  if (!turn.finishReason || turn.finishReason === 'stop' || turn.finishReason === 'tool-calls') return '';
  const raw = turn.rawFinishReason ? ` (${turn.rawFinishReason})` : '';
  return `, <span class="finish-reason">stopped: ${escapeHtml(turn.finishReason + raw)}</span>`;
}

function renderToolCall(call: ToolCallRecord, record: TrajectoryRetrieval | undefined): string {
  const retrieval = record !== undefined || RETRIEVAL_TOOL.test(call.name);
  const flags = [
    call.isError ? '<span class="badge fail">error</span>' : '',
    call.unknownTool ? '<span class="badge err">unknown tool</span>' : '',
    retrieval ? '<span class="badge part">retrieval query</span>' : '',
  ].join(' ');
  const query =
    record?.query ??
    (retrieval && typeof call.arguments.query === 'string' ? call.arguments.query : undefined);
  const returned = record
    ? `<div class="retrieved">tools returned: ${
        record.returned.length === 0
          ? '<i>none</i>'
          : `<ol>${record.returned.map((name) => `<li><code>${escapeHtml(name)}</code></li>`).join('')}</ol>`
      }</div>`
    : '';
  const long = call.result.length > RESULT_PREVIEW_CHARS;
  const result = long
    ? `<pre>${escapeHtml(call.result.slice(0, RESULT_PREVIEW_CHARS))}…</pre>
       <details class="full-output"><summary>full output (${call.result.length.toLocaleString('en-US')} characters)</summary>
       <pre>${escapeHtml(call.result)}</pre></details>`
    : `<pre>${escapeHtml(call.result)}</pre>`;
  return `<div class="call${call.isError ? ' error' : ''}" data-tool="${escapeHtml(call.name)}">
    <div><b class="tool-name">${escapeHtml(call.name)}</b> ${flags} <span class="muted">${call.durationMs.toFixed(0)} ms</span></div>
    ${query === undefined ? '' : `<div>query: <q>${escapeHtml(query)}</q> (${query.split(/\s+/).filter(Boolean).length} words)</div>`}
    ${returned}
    <div class="muted">arguments</div><pre class="arguments">${escapeHtml(JSON.stringify(call.arguments, null, 2))}</pre>
    <div class="muted">result</div>${result}</div>`;
}
