import { existsSync } from 'node:fs';
import type { ScenarioTime } from '../tasks/index.ts';

/** Where Debian (and most distributions) put libfaketime; `setup` installs it (package `faketime`). */
const LIBFAKETIME = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/faketime/libfaketime.so.1',
  '/usr/lib64/faketime/libfaketime.so.1',
  '/usr/local/lib/faketime/libfaketime.so.1',
];

export function libfaketime(): string | undefined {
  return LIBFAKETIME.find((file) => existsSync(file));
}

/**
 * The environment that puts a process of a cell on the scenario's clock: libfaketime starts its wall clock
 * at the scenario's time when the process starts, and it runs on from there (monotonic clocks, which
 * timers use, stay real). TZ makes "today" the scenario's in every app. Empty without a scenario time.
 */
export function clockEnvironment(time: ScenarioTime | undefined): Record<string, string> {
  if (!time) return {};
  const library = libfaketime();
  return {
    TZ: time.timeZone,
    ...(library
      ? {
          LD_PRELOAD: library,
          FAKETIME: `@${time.wallTime}`,
          FAKETIME_DONT_FAKE_MONOTONIC: '1',
        }
      : {}),
  };
}

const CLOCK_VARIABLES = ['TZ', 'LD_PRELOAD', 'FAKETIME', 'FAKETIME_DONT_FAKE_MONOTONIC'] as const;

/** The clock a process of a cell runs on, to hand on to what it starts in a clean environment (the sandbox). */
export function inheritedClock(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    CLOCK_VARIABLES.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])),
  );
}
