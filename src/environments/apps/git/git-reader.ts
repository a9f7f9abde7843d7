/** Runs `git <args>` in one of the git app's repositories and returns its standard output. */
export type GitReader = (repository: string, args: string[]) => Promise<string>;

/** What the git app offers checks (`context.git`, and `before.git` as seeded). */
export interface GitState {
  /** Standard output of `git <args>` in a repository of the git app, e.g. `await git('api', ['log', '--oneline'])`. */
  git: GitReader;
}
