import { type ArmBehaviour, isType } from './arm-behaviour.ts';
import type { ArmContext } from './arm-context.ts';
import { idKey } from './arm-path.ts';
import type { JsonObject, StoredResource } from './arm-state.ts';

const PLAN = 'Microsoft.Web/serverfarms';
const SITE = 'Microsoft.Web/sites';

/** The web apps (sites) whose `serverFarmId` names the plan: a site is not the plan's child in its id. */
function sitesOf(emulator: ArmContext, plan: StoredResource): StoredResource[] {
  const subscription = plan.id.split('/').slice(0, 3).join('/');
  const wanted = idKey(plan.id);
  return emulator.state.list(subscription, SITE).filter((site) => {
    const farm = (site.body.properties as JsonObject | undefined)?.serverFarmId;
    return typeof farm === 'string' && idKey(farm) === wanted;
  });
}

/**
 * App Service plans: `GET .../serverfarms/{name}/sites` lists the web apps the plan hosts, and the plan as
 * returned counts them (`properties.numberOfSites`), as ARM does; whether a plan is empty is how a
 * cleanup tells a leftover plan from one still in use.
 */
export const webPlansBehaviour: ArmBehaviour = {
  name: 'web-plans',
  handle(emulator, call) {
    const { segments, request } = call;
    if (request.method.toUpperCase() !== 'GET' || segments.at(-1)?.toLowerCase() !== 'sites')
      return undefined;
    if (!isType(emulator.typeOf(segments.slice(0, -1)), PLAN)) return undefined;
    const plan = emulator.requireResource(segments.slice(0, -1));
    const value = sitesOf(emulator, plan).map((site) => emulator.present(call, site));
    return emulator.respond(200, emulator.render(call, 200, { value }));
  },
  render(emulator, _call, resource, body) {
    if (!isType(resource, PLAN)) return body;
    const properties = (body.properties ?? {}) as JsonObject;
    return { ...body, properties: { ...properties, numberOfSites: sitesOf(emulator, resource).length } };
  },
};
