import { answerAction } from './arm-actions.ts';
import type { ArmBehaviour } from './arm-behaviour.ts';
import { joinPath } from './arm-path.ts';

/** The config resources whose `.../list` action returns them (app settings, connection strings, ...). */
const LISTED = new Set([
  'appsettings',
  'connectionstrings',
  'metadata',
  'authsettings',
  'azurestorageaccounts',
]);

/**
 * Web apps' settings: `PUT .../config/appsettings` stores them (the generic create of a child
 * resource); `POST .../config/appsettings/list` (and connectionstrings, for a site or a slot) returns what
 * was stored, or empty settings.
 */
export const webSettingsBehaviour: ArmBehaviour = {
  name: 'web-settings',
  handle(emulator, call) {
    const { segments, request, path } = call;
    if (request.method.toUpperCase() !== 'POST' || path.namespace.toLowerCase() !== 'microsoft.web')
      return undefined;
    const length = segments.length;
    if (
      length < 4 ||
      segments[length - 1]!.toLowerCase() !== 'list' ||
      segments[length - 3]!.toLowerCase() !== 'config'
    )
      return undefined;
    if (!LISTED.has(segments[length - 2]!.toLowerCase())) return undefined;
    const configPath = segments.slice(0, -1);
    emulator.requireResource(segments.slice(0, -3));
    const stored = emulator.state.get(joinPath(configPath));
    const body = stored
      ? emulator.present(call, stored)
      : {
          id: joinPath(configPath),
          name: segments[length - 2],
          type: emulator.typeOf(configPath),
          properties: {},
        };
    return answerAction(emulator, call, body);
  },
};
