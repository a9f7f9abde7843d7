import { CommanderError } from 'commander';
import { ArenaError } from '../errors.ts';

/** What the user can do about a file-system error, by its code. */
const FILE_ADVICE: Record<string, string> = {
  ENOENT: 'check the path exists (create the folder first for an output file)',
  ENOTDIR: 'a part of the path is a file, not a folder; check the path',
  EISDIR: 'the path is a folder; give a file path',
  EACCES: 'permission denied; choose a path you can read or write',
  EPERM: 'permission denied; choose a path you can read or write',
  EROFS: 'the file system is read-only; choose another path',
  ENOSPC: 'the disk is full; free some space',
  ECONNREFUSED: 'nothing listens there; start the server or fix the URL',
};

/**
 * One line for the user and an exit code, for any error that reached the top: ours and bad options
 * exit 2 (fix the command line), anything else exits 1. Never a stack trace (MCP_ARENA_DEBUG=1 adds it).
 */
export function userFacing(error: unknown): { message: string; code: number } {
  if (error instanceof ArenaError || error instanceof CommanderError)
    return { message: error.message.replace(/^error: /, ''), code: 2 };
  const system = error as NodeJS.ErrnoException;
  const advice = system?.code ? FILE_ADVICE[system.code] : undefined;
  if (advice) {
    const target = system.path ?? (system as { address?: string }).address ?? '';
    return { message: `${system.syscall ?? 'failed'} ${target}: ${advice} (${system.code})`, code: 2 };
  }
  const message = (error as Error)?.message ?? String(error);
  return {
    message: `${message.split('\n')[0]} (unexpected; run again with MCP_ARENA_DEBUG=1 for details and report it)`,
    code: 1,
  };
}
