import type { AzureResource } from '../../environments/app-state.ts';
import { escapeRegExp } from './normalize-text.ts';
import { claimsAbout } from './statements.ts';

const nameOf = (id: string): string => id.split('/').at(-1)!.toLowerCase();

/**
 * A claim that a VM still costs compute (`only powered off`, `still billing`; not its disks' storage), unless
 * the statement says it was deallocated; the sentences after one naming the VM speak of it too (`Powered off
 * vm-a. It is still allocated.`).
 */
const STILL_BILLING =
  /\b(?:still (?:bill|incur|charg|running|allocated)|keeps? (?:billing|running)|only (?:powered off|stopped)|billing continues)(?![^.;]{0,40}\b(?:disks?|storage)\b)/;

/** What the answer says of a deallocated VM that only holds for a running one (`vm-a was only powered off`). */
export function vmStateClaims(
  answer: string,
  resources: readonly AzureResource[],
  subscriptions: ReadonlyArray<{ subscriptionId: string; displayName: string }>,
): string[] {
  const vms = resources.filter((resource) => /\/virtualmachines\/[^/]+$/i.test(resource.id));
  const names = new Set(vms.filter((vm) => vm.meta.powerState === 'deallocated').map((vm) => nameOf(vm.id)));
  // Where a VM is, as a statement would name it: its subscription's display name and its resource group.
  const places = (vm: AzureResource): string[] => {
    const [, , subscription, , group] = vm.id.toLowerCase().split('/');
    const display = subscriptions.find((each) => each.subscriptionId.toLowerCase() === subscription);
    return [group ?? '', display?.displayName.toLowerCase() ?? ''].filter(Boolean);
  };
  // Each VM's part of a statement that lists several (`vm-a, vm-b. vm-c and vm-d keep running`).
  const exactly = (name: string): RegExp => new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`);
  const others = vms.map((vm) => exactly(nameOf(vm.id)));
  return [...names].flatMap((name) =>
    claimsAbout(answer, exactly(name), STILL_BILLING, {
      others: others.filter((other) => other.source !== exactly(name).source),
      continued: true,
    })
      .filter((statement) => {
        if (/\bdeallocat/.test(statement.replace(/\b(?:not|never|n't)\s+(?:\w+\s+)?deallocat\w*/g, '')))
          return false;
        // The namesakes the statement places it among (`vm-a in Staging keeps running` may be true of
        // another), all of them when it names no place: each must be deallocated for the claim to be false.
        const namesakes = vms.filter((vm) => nameOf(vm.id) === name);
        const score = (vm: AzureResource): number =>
          places(vm).filter((place) => statement.includes(place)).length;
        const best = Math.max(...namesakes.map(score));
        return namesakes
          .filter((vm) => score(vm) === best)
          .every((vm) => vm.meta.powerState === 'deallocated');
      })
      .map((statement) => `says ${name} still costs compute, but it is deallocated: "${statement}"`),
  );
}
