import type { Tau2Call } from '../environments/app-state.ts';

/** What the agent says before a write: the action's details and a request for an explicit yes. */
export function confirmation(action: Tau2Call): string {
  const details = Object.entries(action.arguments)
    .map(
      ([key, value]) =>
        `${key.replaceAll('_', ' ')}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
    )
    .join('; ');
  return `Here is what I will do: ${action.name.replaceAll('_', ' ')} (${details}). Do you confirm (yes/no)?`;
}
