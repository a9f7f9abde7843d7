import type { ArmContext } from './arm-context.ts';
import { joinPath } from './arm-path.ts';
import { isObjectSchema, propertySchema } from './arm-schema-values.ts';
import type { ArmCall, ArmResponse } from './arm-types.ts';

/**
 * A GET that names no stored resource and no list (a provider, a location's usage, a read-only resource
 * type): generated from the response schema, with the id, name and type the path gives where it asks.
 */
export function answerView(emulator: ArmContext, call: ArmCall): ArmResponse {
  const status = emulator.successStatus(call, ['200']);
  const schema = emulator.schemaOf(call, status);
  if (!isObjectSchema(schema)) return emulator.respond(status, emulator.render(call, status, undefined));
  const base: Record<string, unknown> = {};
  if (propertySchema(schema, 'id') !== undefined) base.id = joinPath(call.segments);
  if (propertySchema(schema, 'name') !== undefined) base.name = call.segments.at(-1);
  if (propertySchema(schema, 'type') !== undefined && call.path.kind === 'resource')
    base.type = emulator.typeOf(call.segments);
  return emulator.respond(status, emulator.render(call, status, schema === undefined ? undefined : base));
}

/**
 * A POST action (or another method on a path that names no resource): answered from the operation's
 * response schema; a long-running one with 202 and a `Location` whose poll gives that answer.
 */
export function answerAction(emulator: ArmContext, call: ArmCall, result?: unknown): ArmResponse {
  const listed = call.operation.responses;
  if (call.operation.longRunning && listed.has('202')) {
    const finalStatus = listed.has('200') ? 200 : 204;
    const body = finalStatus === 200 ? emulator.render(call, 200, result) : undefined;
    return emulator.accepted(call, 202, undefined, { status: finalStatus, body });
  }
  const status = emulator.successStatus(call);
  return emulator.respond(status, emulator.render(call, status, result));
}
