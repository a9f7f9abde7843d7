import type { ArmContext } from './arm-context.ts';
import { idKey, joinPath } from './arm-path.ts';
import type { ArmCall, ArmResponse } from './arm-types.ts';

/**
 * Starts a long-running operation as ARM does: the first answer is 201 or 202 with an
 * `Azure-AsyncOperation` URL (its status: Succeeded) and a `Location` URL (the final result), both on the
 * emulator. The work itself is already done: a client that polls sees it finished.
 */
export function startAsyncOperation(
  emulator: ArmContext,
  call: ArmCall,
  status: number,
  body: unknown,
  final: { status: number; body?: unknown },
): ArmResponse {
  const state = emulator.state;
  const number = state.operations.size + 1;
  const name = `00000000-0000-4000-a000-${number.toString(16).padStart(12, '0')}`;
  const location =
    body !== null && typeof body === 'object' && typeof (body as { location?: unknown }).location === 'string'
      ? (body as { location: string }).location.replace(/\s+/g, '').toLowerCase() || 'eastus'
      : 'eastus';
  const base = [
    ...(call.path.subscriptionId !== undefined ? ['subscriptions', call.path.subscriptionId] : []),
    'providers',
    call.path.namespace,
    'locations',
    location,
  ];
  const statusPath = joinPath([...base, 'operationStatuses', name]);
  const resultPath = joinPath([...base, 'operationResults', name]);
  const record = { id: statusPath, status: 'Succeeded' as const, startTime: emulator.now, result: final };
  state.operations.set(idKey(statusPath), record);
  state.operations.set(idKey(resultPath), record);
  const query = `?api-version=${encodeURIComponent(call.apiVersion)}`;
  const headers: Record<string, string> = {
    'azure-asyncoperation': `${call.request.origin}${statusPath}${query}`,
    location: `${call.request.origin}${resultPath}${query}`,
    'retry-after': '0',
  };
  return emulator.respond(status, body, headers);
}

/** The answer to a poll of an operation's status or result URL, or undefined when `segments` is not one. */
export function answerPoll(emulator: ArmContext, segments: string[]): ArmResponse | undefined {
  const key = idKey(joinPath(segments));
  const record = emulator.state.operations.get(key);
  if (!record) return undefined;
  if (segments.at(-2)?.toLowerCase() === 'operationstatuses') {
    return emulator.respond(200, {
      id: record.id,
      name: segments.at(-1),
      status: record.status,
      startTime: record.startTime,
      endTime: record.startTime,
    });
  }
  return emulator.respond(record.result.status, record.result.body);
}
