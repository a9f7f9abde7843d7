import type { Tau2Rewards } from '../evaluation/tau2/tau2-reward.ts';
import type { Probe } from '../tasks/index.ts';

/** How one probe fared statically under both rewards. */
export interface Tau2ProbeSummary {
  name: string;
  kind: Probe['kind'];
  why: string;
  rewards: Tau2Rewards;
}

/** What a static replay of one task gave: the reference plan's rewards, a do-nothing run's, the probes'. */
export interface Tau2TaskSummary {
  id: string;
  upstreamId: string;
  gold: Tau2Rewards;
  nothing: Tau2Rewards;
  probes: Tau2ProbeSummary[];
}

export interface Tau2ImportSummary {
  domain: string;
  out: string;
  tasks: Tau2TaskSummary[];
}
