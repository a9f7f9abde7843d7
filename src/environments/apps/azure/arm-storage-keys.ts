import { createHash } from 'node:crypto';
import { answerAction } from './arm-actions.ts';
import { type ArmBehaviour, isType } from './arm-behaviour.ts';
import { ArmError } from './arm-errors.ts';
import type { StoredResource } from './arm-state.ts';

const ACCOUNT = 'Microsoft.Storage/storageAccounts';

export interface StorageKey {
  keyName: string;
  value: string;
  permissions: 'FULL';
  creationTime: string;
}

/** A key's value: 64 bytes in base64 as Azure's are, derived from the account, the key and its generation. */
function keyValue(id: string, keyName: string, generation: number): string {
  const first = createHash('sha256').update(`${id.toLowerCase()}|${keyName}|${generation}`).digest();
  const second = createHash('sha256').update(first).digest();
  return Buffer.concat([first, second]).toString('base64');
}

/** The account's keys as stored (generated at creation). */
export function storageKeysOf(resource: StoredResource): StorageKey[] {
  return (resource.meta.keys as StorageKey[] | undefined) ?? [];
}

/** Storage accounts: two access keys made at creation, `listKeys` reads them, `regenerateKey` replaces one. */
export const storageKeysBehaviour: ArmBehaviour = {
  name: 'storage-keys',
  handle(emulator, call) {
    const { segments, request } = call;
    if (request.method.toUpperCase() !== 'POST' || segments.length < 2) return undefined;
    const action = segments.at(-1)!.toLowerCase();
    if (action !== 'listkeys' && action !== 'regeneratekey') return undefined;
    if (!isType(emulator.typeOf(segments.slice(0, -1)), ACCOUNT)) return undefined;
    const account = emulator.requireResource(segments.slice(0, -1));
    let keys = storageKeysOf(account);
    if (action === 'regeneratekey') {
      emulator.validator.checkRequestBody(emulator.index.requestSchema(call.operation), request.body ?? {});
      const keyName = String((request.body as { keyName?: unknown } | undefined)?.keyName ?? '');
      const index = keys.findIndex((key) => key.keyName.toLowerCase() === keyName.toLowerCase());
      if (index === -1)
        throw new ArmError(
          400,
          'InvalidRequestContent',
          `The key name '${keyName}' is invalid: use key1 or key2.`,
          [
            {
              code: 'InvalidPropertyValue',
              target: 'keyName',
              message: `'${keyName}' is not one of key1, key2.`,
            },
          ],
        );
      const generation = Number(account.meta.generation ?? 0) + 1;
      keys = keys.map((key, at) =>
        at === index
          ? { ...key, value: keyValue(account.id, key.keyName, generation), creationTime: emulator.now }
          : key,
      );
      emulator.state.put({ ...account, meta: { ...account.meta, keys, generation } });
    }
    return answerAction(emulator, call, { keys });
  },
  write(emulator, _call, resource, previous) {
    if (!isType(resource, ACCOUNT) || (previous && storageKeysOf(previous).length > 0)) return resource;
    const keys: StorageKey[] = ['key1', 'key2'].map((keyName) => ({
      keyName,
      value: keyValue(resource.id, keyName, 0),
      permissions: 'FULL',
      creationTime: emulator.now,
    }));
    return { ...resource, meta: { ...resource.meta, keys } };
  },
};
