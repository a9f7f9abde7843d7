import { type ArmBehaviour, isType } from './arm-behaviour.ts';

const SECRET = 'Microsoft.KeyVault/vaults/secrets';

/** Key Vault secrets as data: the value a PUT gives is kept (in `meta.value`) and, as in ARM, never returned. */
export const keyVaultSecretsBehaviour: ArmBehaviour = {
  name: 'keyvault-secrets',
  write(_emulator, _call, resource, previous) {
    if (!isType(resource, SECRET)) return resource;
    const properties = { ...((resource.body.properties ?? {}) as Record<string, unknown>) };
    const value = properties.value ?? previous?.meta.value;
    delete properties.value;
    const vault = resource.id.split('/').at(-3) ?? 'vault';
    const name = resource.body.name as string;
    properties.secretUri = `https://${vault.toLowerCase()}.vault.azure.net/secrets/${name}`;
    properties.secretUriWithVersion = `${properties.secretUri as string}/00000000000000000000000000000001`;
    return {
      ...resource,
      body: { ...resource.body, properties },
      meta: value === undefined ? resource.meta : { ...resource.meta, value },
    };
  },
};
