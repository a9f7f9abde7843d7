import { answerAction } from './arm-actions.ts';
import { type ArmBehaviour, isType } from './arm-behaviour.ts';
import { ArmError } from './arm-errors.ts';
import { joinPath } from './arm-path.ts';
import type { StoredResource } from './arm-state.ts';

const VM = 'Microsoft.Compute/virtualMachines';
export type PowerState = 'running' | 'stopped' | 'deallocated';

/** The power state each action leaves a VM in (restart needs a running VM, as Azure's does). */
const ACTIONS: Record<string, PowerState> = {
  start: 'running',
  poweroff: 'stopped',
  deallocate: 'deallocated',
  restart: 'running',
};
const DISPLAY: Record<PowerState, string> = {
  running: 'VM running',
  stopped: 'VM stopped',
  deallocated: 'VM deallocated',
};

/** A VM's power state (`running` for one created through the API; a seed may say otherwise). */
export function powerStateOf(resource: StoredResource): PowerState {
  const state = resource.meta.powerState;
  return state === 'stopped' || state === 'deallocated' ? state : 'running';
}

/** The instance view ARM gives of a VM: provisioning and power state statuses. */
export function instanceView(resource: StoredResource, now: string): Record<string, unknown> {
  const power = powerStateOf(resource);
  return {
    statuses: [
      {
        code: 'ProvisioningState/succeeded',
        level: 'Info',
        displayStatus: 'Provisioning succeeded',
        time: now,
      },
      { code: `PowerState/${power}`, level: 'Info', displayStatus: DISPLAY[power] },
    ],
  };
}

/** Virtual machines: start / powerOff / deallocate / restart change the power state; instanceView shows it. */
export const vmPowerBehaviour: ArmBehaviour = {
  name: 'vm-power',
  handle(emulator, call) {
    const { segments, request } = call;
    if (segments.length < 2 || !isType(emulator.typeOf(segments.slice(0, -1)), VM)) return undefined;
    const action = segments.at(-1)!.toLowerCase();
    const method = request.method.toUpperCase();
    if (method === 'GET' && action === 'instanceview') {
      const vm = emulator.requireResource(segments.slice(0, -1));
      return emulator.respond(200, emulator.render(call, 200, instanceView(vm, emulator.now)));
    }
    const next = ACTIONS[action];
    if (method !== 'POST' || next === undefined) return undefined;
    const vm = emulator.requireResource(segments.slice(0, -1));
    if (action === 'restart' && powerStateOf(vm) !== 'running')
      throw new ArmError(
        409,
        'OperationNotAllowed',
        `Operation 'restart' is not allowed on VM '${vm.body.name as string}' since the VM is ${powerStateOf(vm)}.`,
      );
    emulator.state.put({ ...vm, meta: { ...vm.meta, powerState: next } });
    return answerAction(emulator, call);
  },
  write(_emulator, _call, resource, previous) {
    if (!isType(resource, VM) || previous) return resource;
    return { ...resource, meta: { ...resource.meta, powerState: 'running' } };
  },
  render(emulator, call, resource, body) {
    if (!isType(resource, VM) || call.request.query.get('$expand') !== 'instanceView') return body;
    if (joinPath(call.segments).toLowerCase() !== resource.id.toLowerCase()) return body;
    const properties = (body.properties ?? {}) as Record<string, unknown>;
    return { ...body, properties: { ...properties, instanceView: instanceView(resource, emulator.now) } };
  },
};
