import os from 'node:os';
import type { SandboxLimits, SandboxResult } from './sandbox-runner.ts';

/**
 * The text the agent reads for one command: how it ended, then its stdout and stderr. Output over the
 * sandbox's cap is cut with a note saying how much was dropped and how to see it; output under the cap
 * but over the agent's own limit is paged by the agent loop.
 */
export function formatSandboxResult(
  result: SandboxResult,
  limits: SandboxLimits,
): { text: string; isError: boolean } {
  const lines: string[] = [];
  const failed = result.timedOut || result.exitCode !== 0;
  lines.push(describeEnd(result, limits));
  if (result.stdout) lines.push('--- stdout ---', result.stdout.replace(/\n$/, ''));
  if (result.stderr) lines.push('--- stderr ---', result.stderr.replace(/\n$/, ''));
  if (!result.stdout && !result.stderr) lines.push('(no output)');
  if (result.cutChars > 0) {
    lines.push(
      `[sandbox: output cut: kept the first ${count(limits.outputChars)} of ${count(result.totalChars)} ` +
        `characters, dropped ${count(result.cutChars)}. Write large output to a file in the workspace ` +
        `and read it in parts (head, tail, sed -n, grep).]`,
    );
  }
  return { text: lines.join('\n'), isError: failed };
}

function describeEnd(result: SandboxResult, limits: SandboxLimits): string {
  if (result.timedOut) {
    return `killed: wall-time limit of ${limits.wallSeconds} s reached (every process of the command was stopped)`;
  }
  const signal = result.signal ?? signalOfExitCode(result.exitCode);
  if (signal === 'SIGXCPU') return `killed: CPU-time limit of ${limits.cpuSeconds} s reached`;
  if (signal === 'SIGXFSZ') {
    return `killed: file-size limit of ${Math.round(limits.fileBytes / 1024 ** 2)} MiB reached`;
  }
  if (result.exitCode === null && !signal) return 'the command could not be started';
  const code = result.exitCode === null ? '' : `exit code ${result.exitCode}`;
  if (!signal) return code;
  return `${code ? `${code}, ` : ''}killed by ${signal}`;
}

/** Shells and bubblewrap report a death by signal N as exit code 128 + N. */
function signalOfExitCode(code: number | null): NodeJS.Signals | undefined {
  if (code === null || code <= 128 || code > 128 + 64) return undefined;
  const number = code - 128;
  return (Object.entries(os.constants.signals) as Array<[NodeJS.Signals, number]>).find(
    ([, value]) => value === number,
  )?.[0];
}

function count(value: number): string {
  return value.toLocaleString('en-US');
}
