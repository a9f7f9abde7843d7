import type { AzureResource } from '../../environments/app-state.ts';
import { BUILTIN_ROLES } from '../../environments/apps/azure/azure-seed.ts';
import { escapeRegExp } from './normalize-text.ts';

/**
 * What an answer says a thing holds, is tied to or was set to, read against the tenant: the relations
 * (`disk-a is attached to vm-b`), the values (`upgraded it to 6.0`, `removed 3389 from rule-a`) and the
 * roles (`granted Contributor on the subscription`) it reports. Statements come lower-cased and
 * accent-free (`statementsOf`); names are the tenant's, as `falseAzureClaims` finds them.
 */

/** Each resource's text (body and what the emulator keeps beside it), lower-cased, by lower-cased id. */
export type TenantTexts = ReadonlyMap<string, string>;

export function tenantTexts(
  resources: readonly AzureResource[],
  /** Texts of things that are not resources (an app's settings by `<config id>/<key>`). */
  more: ReadonlyMap<string, string> = new Map(),
): TenantTexts {
  const texts = new Map(
    resources.map((resource) => [
      resource.id.toLowerCase(),
      JSON.stringify([resource.body, resource.meta]).toLowerCase(),
    ]),
  );
  for (const [id, text] of more) texts.set(id.toLowerCase(), text.toLowerCase());
  return texts;
}

const SETTINGS = /\/config\/(?:appsettings|connectionstrings)$/i;
/** An app's settings and connection strings, each by `<config id>/<key>`, with its value as JSON. */
export function settingsOf(resources: readonly AzureResource[]): Map<string, string> {
  const settings = new Map<string, string>();
  for (const resource of resources)
    if (SETTINGS.test(resource.id))
      for (const [key, value] of Object.entries((resource.body.properties ?? {}) as Record<string, unknown>))
        settings.set(`${resource.id}/${key}`, JSON.stringify(value));
  return settings;
}

/** What a thing and everything under it say (an app's settings, an NSG's rules); ids are lower-cased. */
function subtree(id: string, texts: TenantTexts): string {
  const key = id.toLowerCase();
  let text = '';
  for (const [each, body] of texts) if (each === key || each.startsWith(`${key}/`)) text += `${body}\n`;
  return text;
}

/** A whole token in a text: `vm-a`, not `vm-a2`; `3389`, not `33890` or `3.3389`. */
const holds = (text: string, token: string): boolean =>
  new RegExp(`(?<![\\w.-])${escapeRegExp(token)}(?![\\w-]|\\.\\w)`).test(text);

/** A thing the answer names, with the ids it can stand for. */
export interface NamedThing {
  start: number;
  end: number;
  name: string;
  ids: readonly string[];
}

/** Words that tie what comes before them to the name after them. */
const RELATION =
  /\b(?:attached to|in use by|used by|mounted (?:on|to)|writes? to|writing to|reads? from|uses|points? (?:at|to)|pointing (?:at|to)|references|referencing|connected to|bound to|linked to|backed by)\s+(?:(?:the|its|a|an)\s+)?(?:[\w-]+\s+){0,2}$/;
const DENIED = /\b(?:not|no longer|never|nor)\b|n't\b/;

/**
 * `disk-a is now attached to vm-b`, `func-a writes to st-b`, `nic-a (in use by vm-c)`: one of the two
 * things says the other's name (the VM's disks, the app's settings, the disk's `managedBy`), in the tenant
 * as it ends (`now`) or as it was or ends. Each name is held to the next one in its statement.
 */
export function falseRelations(
  text: string,
  things: readonly NamedThing[],
  before: TenantTexts,
  after: TenantTexts,
): string[] {
  const wrong: string[] = [];
  for (const [index, subject] of things.entries()) {
    const object = things[index + 1];
    if (!object) break;
    const gap = text.slice(subject.end, object.start);
    const relation = gap.match(RELATION);
    if (!relation) continue;
    const lead = gap.slice(0, relation.index);
    if (lead.length > 40 || /[.;!?]/.test(lead) || DENIED.test(lead)) continue;
    const tenants = /\bnow\b/.test(lead) ? [after] : [before, after];
    const tied = tenants.some((texts) =>
      subject.ids.some((x) =>
        object.ids.some(
          (y) => holds(subtree(x, texts), object.name) || holds(subtree(y, texts), subject.name),
        ),
      ),
    );
    if (!tied)
      wrong.push(
        `says ${subject.name} ${relation[0].trim()} ${object.name}, but neither names the other in the tenant: "${text}"`,
      );
  }
  return wrong;
}

const VERSION = /^\d+(?:\.\d+)+$/;
/** `upgraded it to 6.0`, `set the version to MongoDB 4.2`: what a verb says something now is. */
const SET_TO =
  /\b(?:upgraded|downgraded|updated|changed|moved|set|raised|lowered|switched|bumped|migrated)\b[^.;:]{0,60}?\bto\s+(?:[a-z][\w-]*\s+){0,2}v?(\d+(?:\.\d+)+)(?!\w|\.\d)/g;

/**
 * A version the answer says something was set to that no change made (`upgraded it to 6.0` when 4.2
 * was set). Held only where the tenant's changes set versions: `changedValues` are the values the diff's
 * changed paths hold after the run.
 */
export function falseVersions(text: string, changedValues: readonly string[]): string[] {
  const versions = new Set(changedValues.filter((value) => VERSION.test(value)));
  if (versions.size === 0) return [];
  return [...text.matchAll(SET_TO)]
    .filter((match) => !versions.has(match[1]!) && !DENIED.test(match[0]))
    .map(
      (match) =>
        `says something was set to ${match[1]}, but the changes made set ${[...versions].join(', ')}: "${text}"`,
    );
}

/** `removed 443 and 3389 from deny-legacy-mgmt`, `added port 8443 to nsg-a's rule`: numbers moved in or out of a thing. */
const MOVED =
  /\b(removed|dropped|took out|deleted|added|appended)\s+((?:(?:ports?|tcp|udp)\s+)?\d[\d\s,/-]*(?:and|&)?[\d\s,/-]*?)\s+(from|to)\s+(?:(?:the|its)\s+)?(?:[\w-]+\s+){0,2}$/;

/** Numbers an answer says were taken out of a thing that still holds them, or put into one that lacks them. */
export function falseMembers(text: string, things: readonly NamedThing[], after: TenantTexts): string[] {
  const wrong: string[] = [];
  for (const thing of things) {
    const lead = text
      .slice(Math.max(0, thing.start - 80), thing.start)
      .split(/[.;!?]/)
      .at(-1)!;
    const moved = lead.match(MOVED);
    if (!moved || DENIED.test(lead.slice(0, moved.index))) continue;
    const out = moved[3] === 'from';
    if (out !== /^(?:removed|dropped|took out|deleted)$/.test(moved[1]!)) continue;
    // A namesake where the claim holds (staging's rule of the same name) leaves the claim standing.
    const insides = thing.ids.map((id) => subtree(id, after));
    for (const value of moved[2]!.match(/\d+/g) ?? [])
      if (insides.every((inside) => holds(inside, value) === out))
        wrong.push(
          `says ${value} was ${moved[1]} ${moved[3]} ${thing.name}, but it ${out ? 'is still there' : 'is not there'}: "${text}"`,
        );
  }
  return wrong;
}

/** Built-in role names, longest first so `Storage Blob Data Reader` is not read as `Reader`. */
const ROLES = Object.keys(BUILTIN_ROLES).sort((a, b) => b.length - a.length);
const ROLE = new RegExp(`\\b(?:${ROLES.map(escapeRegExp).join('|')})\\b`, 'gi');
const GRANTED = /\b(?:granted|assigned|gave|given|now has|now have|has been given|now holds)\b/;
/** Where a grant is said to reach the whole subscription (`on the Contoso Finance subscription`). */
const SUBSCRIPTION_WIDE =
  /\b(?:on|at|across|over|for) the (?:whole |entire )?(?:[\w-]+ ){0,2}subscription\b(?! as a whole)|\bsubscription[- ](?:level|scope|wide)\b/;

/**
 * A role the answer says was granted that no new assignment gives, or a grant it says reaches the whole
 * subscription when every new one is narrower. Each clause is read on its own (`she now has Reader on
 * rg-a; the existing Contributor is kept`).
 */
export function falseGrants(text: string, created: readonly AzureResource[]): string[] {
  const roles = created.map((assignment) => {
    const body = assignment.body as { properties?: { roleDefinitionId?: string } };
    return {
      role: String(body.properties?.roleDefinitionId ?? '')
        .split('/')
        .pop()!
        .toLowerCase(),
      wide: /^\/subscriptions\/[^/]+\/providers\//i.test(assignment.id),
    };
  });
  const wrong: string[] = [];
  for (const clause of text.split(/[;,.!?]|\b(?:but|while|whereas)\b/)) {
    if (!GRANTED.test(clause)) continue;
    for (const match of clause.matchAll(ROLE)) {
      const before = clause.slice(0, match.index);
      if (DENIED.test(before) || /\b(?:existing|already|previous|other)\b/.test(before)) continue;
      const name = ROLES.find((role) => role.toLowerCase() === match[0].toLowerCase())!;
      const given = roles.filter((each) => each.role === BUILTIN_ROLES[name]!.toLowerCase());
      if (given.length === 0)
        wrong.push(`says ${name} was granted, but no new assignment gives it: "${text}"`);
      else if (SUBSCRIPTION_WIDE.test(clause.slice(match.index)) && !given.some((each) => each.wide))
        wrong.push(`says ${name} was granted on the whole subscription, but no new assignment is: "${text}"`);
    }
  }
  return wrong;
}
