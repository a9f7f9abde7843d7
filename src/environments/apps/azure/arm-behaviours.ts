import type { ArmBehaviour } from './arm-behaviour.ts';
import { keyVaultSecretsBehaviour } from './arm-keyvault-secrets.ts';
import { networkChildrenBehaviour } from './arm-network-children.ts';
import { storageKeysBehaviour } from './arm-storage-keys.ts';
import { vmPowerBehaviour } from './arm-vm-power.ts';
import { webPlansBehaviour } from './arm-web-plans.ts';
import { webSettingsBehaviour } from './arm-web-settings.ts';

/** The hand-written behaviour the emulator has beside ARM's generic semantics. */
export const BUILTIN_BEHAVIOURS: readonly ArmBehaviour[] = [
  vmPowerBehaviour,
  storageKeysBehaviour,
  keyVaultSecretsBehaviour,
  webSettingsBehaviour,
  webPlansBehaviour,
  networkChildrenBehaviour,
];
