import type { App, EnvironmentOptions } from './app.ts';

/** A system package an app needs, named for each package manager: what `setup` installs for it. */
export interface SystemPackageSpec {
  /** Debian / Ubuntu package (apt-get). */
  apt: string;
  /** Fedora / RHEL package (dnf). */
  dnf: string;
  /** Homebrew formula, or why there is none. */
  brew: string | { none: string };
  /** Executables that show it is installed where there is no dpkg (any one of them). */
  commands: string[];
}

/** An npm package folder kept out of the project's `npm ci` (setup runs `npm ci` in it). */
export interface NpmServiceSpec {
  /** Folder relative to the checkout (or installed package) root. */
  folder: string;
  /** What it is, for the line that says a step is starting. */
  what: string;
  /** How long `npm ci` of it took on a 2-core machine (measured), so a long step is not taken for a hang. */
  about: string;
}

/** What a task folder holds for the app. */
export interface SeedFormat {
  /** Where, relative to the task folder: `seed/<app>/`, or `workspace/`. */
  folder: string;
  /** The files read there, in a few words (for `doctor`, the README's table and new app authors). */
  files: string;
}

/** The noise a task can ask the app for (see the README's Noise section). */
export interface NoiseSpec {
  /** The task's file that asks for it, relative to the task folder (`seed/mail/noise.yaml`). */
  file: string;
  /**
   * The generator the app's start calls with what that file says (each app's takes its own arguments); its
   * content (names, texts) comes from data files beside it, its randomness is seeded with the task id.
   */
  generate: (...args: never[]) => unknown;
}

/**
 * One app, declared in one place: its folder's `index.ts` (built-in apps, listed in apps/builtin-apps.ts)
 * or the default export of an `app.ts` in a folder registered with `registerAppFolder` / `MCP_ARENA_APPS`.
 * `State` is what its running instance offers checks (`{ mail: MailReader }`); app names, the task
 * schema's enum, the state types checks see and the check stubs for apps a task does not use all derive
 * from these declarations.
 */
export interface AppModule<Name extends string = string, State extends object = object> {
  /** The name tasks use in `apps:`, the prefix of its tools (`<name>__<tool>`) and its seed folder. */
  readonly name: Name;
  /** How it starts: a fresh App (availability here, start and seed per cell, reset, snapshot, stop). */
  create(options?: EnvironmentOptions): App;
  /** Its seed format. */
  readonly seed: SeedFormat;
  /** Its noise generator, for apps that generate noise. */
  readonly noise?: NoiseSpec;
  /**
   * The universe service whose tools it serves under its own name (`azure-arm` for azure: `azure__X` is the
   * universe's `azure-arm__X`): a cell's distractor universe leaves out those copies of the app's tools, so
   * retrieval finds the one that runs against the cell.
   */
  readonly universeService?: string;
  /** What `setup` installs for it (its availability, `create().availability()`, names the command). */
  readonly install?: { system?: readonly SystemPackageSpec[]; npm?: readonly NpmServiceSpec[] };
  /**
   * Its state readers as checks see them when the task does not use the app (`context.mail` in a task
   * without mail): the shape of its running state, every call failing through `fail`, which names the app.
   * None for an app whose state is a folder (files, pdf, sandbox), which checks reach as `workspace`.
   */
  absentState?(fail: () => never): State;
}

/** The state an app module's running instance offers checks. */
export type StateOf<Module> = Module extends AppModule<string, infer State> ? State : never;

/** Declares an app module: `export default defineApp<'toy', { toy: ToyReader }>({ name: 'toy', ... })`. */
export function defineApp<Name extends string, State extends object>(
  module: AppModule<Name, State>,
): AppModule<Name, State> {
  return module;
}
