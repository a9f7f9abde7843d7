/**
 * The names of the apps a task may name. tasks/ knows no app itself: the registry of apps
 * (src/environments/app-registry.ts) declares the built-in apps here when it loads, and every app folder
 * registered after them. A process that reads tasks without loading the registry (a report listing stored
 * runs) has none declared, and then any well-formed name passes.
 */
const declared: string[] = [];

/** Adds app names (in order, each once) to those tasks may name. */
export function declareAppNames(names: Iterable<string>): void {
  for (const name of names) if (!declared.includes(name)) declared.push(name);
}

/** The app names tasks may name, in the registry's order; empty when no registry has declared any. */
export function appNames(): readonly string[] {
  return declared;
}

/** What an app name looks like: it is also the prefix of its tools (`<app>__<tool>`) and a seed folder. */
export const APP_NAME_PATTERN = /^[a-z][a-z0-9-]*$/;
