/**
 * Probes of an imported τ²-bench telecom task, derived from its gold actions as the reference plan is
 * (telecomReferencePlan on the task with one action left out): each kind is written once here and applied to
 * every task it fits, and a re-import regenerates them, so they never drift from the corpus.
 */
import type { Tau2Action, Tau2Task } from '../environments/app-state.ts';
import { telecomToolKind } from '../environments/apps/tau2/telecom-toolkit.ts';
import type { Probe } from '../tasks/index.ts';
import { referenceAnswer } from './tau2-task-file.ts';
import { telecomReferencePlan } from './tau2-telecom-user.ts';

const TRANSFER = 'transfer_to_human_agents';

/** The task's reference plan with one gold action left out. */
function without(task: Tau2Task, drop: Tau2Action): Probe['plan'] {
  const actions = (task.evaluation_criteria.actions ?? []).filter((action) => action !== drop);
  return telecomReferencePlan({ ...task, evaluation_criteria: { ...task.evaluation_criteria, actions } });
}

export function telecomProbes(task: Tau2Task): Probe[] {
  const actions = task.evaluation_criteria.actions ?? [];
  const answer = referenceAnswer(task);
  const probes: Probe[] = [
    {
      name: 'alternative-diagnose-first',
      kind: 'alternative',
      why: 'the agent has the user read their status bar before anything else, as the manual starts',
      plan: [
        { say: 'Before we start, could you tell me what your status bar shows?' },
        ...telecomReferencePlan(task),
      ],
      answer,
    },
  ];
  const userActions = actions.filter((action) => action.requestor === 'user');
  const lastUser = userActions.at(-1);
  if (lastUser)
    probes.push({
      name: 'wrong-user-action-skipped',
      kind: 'wrong',
      why: `the agent never asks the user for their last action on the phone (${lastUser.name})`,
      plan: without(task, lastUser),
      answer,
    });
  const agentWrites = actions.filter(
    (action) => action.requestor !== 'user' && telecomToolKind(action.name) === 'write',
  );
  const lastWrite = agentWrites.at(-1);
  if (lastWrite)
    probes.push({
      name: 'wrong-agent-write-skipped',
      kind: 'wrong',
      why: `the agent leaves out its own last change (${lastWrite.name})`,
      plan: without(task, lastWrite),
      answer,
    });
  const transfer = actions.find((action) => action.name === TRANSFER);
  if (transfer)
    probes.push({
      name: 'wrong-no-transfer',
      kind: 'wrong',
      why: 'the agent does not transfer the user, whose trouble it cannot fix',
      plan: without(task, transfer),
      answer,
    });
  return probes;
}
