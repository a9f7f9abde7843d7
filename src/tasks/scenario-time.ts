/**
 * The moment a task's scenario takes place (`now:` and `timeZone:` in task.yaml). A cell's apps run on a
 * clock that starts there, the agent is told it, and checks read "today" from it: a verdict never depends on
 * the day a suite is run.
 */
export interface ScenarioTime {
  /** The instant the scenario starts. */
  at: Date;
  /** IANA time zone the scenario's people and apps live in. */
  timeZone: string;
  /** The scenario's date in its time zone, `YYYY-MM-DD`. */
  today: string;
  /** Wall-clock time in the time zone, `YYYY-MM-DD HH:MM:SS` (what libfaketime's FAKETIME takes). */
  wallTime: string;
  /** As a person says it: `Tuesday 24 November 2026, 09:00 (UTC)`. */
  spoken: string;
}

/** The scenario time of a task that declares one (`now`, optionally `timeZone`, default UTC). */
export function scenarioTime(task: { now?: string; timeZone?: string }): ScenarioTime | undefined {
  if (task.now === undefined) return undefined;
  return timeAt(new Date(task.now), task.timeZone ?? 'UTC');
}

export function timeAt(at: Date, timeZone: string): ScenarioTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const month = new Intl.DateTimeFormat('en-GB', { timeZone, month: '2-digit' }).format(at);
  const today = `${parts.year}-${month}-${parts.day}`;
  const clock = `${parts.hour}:${parts.minute}`;
  return {
    at,
    timeZone,
    today,
    wallTime: `${today} ${clock}:${parts.second}`,
    spoken: `${parts.weekday} ${Number(parts.day)} ${parts.month} ${parts.year}, ${clock} (${timeZone})`,
  };
}

/** Whether a string names a time zone this Node.js knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The user's message as the agent receives it: dated as a message is, so the agent knows the scenario's
 * today as the person asking does, after the task's `instructions` (its operator's policy) when it has them
 * (every agent, native or external, gets the same text).
 */
export function deliveredPrompt(task: {
  prompt: string;
  now?: string;
  timeZone?: string;
  instructions?: string;
}): string {
  const preamble = deliveredPreamble(task);
  return preamble ? `${preamble}\n\n${task.prompt}` : task.prompt;
}

/** What leads the agent's first message: the task's `instructions`, then the scenario's date ('' for neither). */
export function deliveredPreamble(task: { now?: string; timeZone?: string; instructions?: string }): string {
  const time = scenarioTime(task);
  return [task.instructions, time ? `Date: ${time.spoken}` : undefined].filter(Boolean).join('\n\n');
}
