/** What the files app offers checks: its workspace folder (`context.workspace`, `readText`, `listFiles`). */
export interface FilesState {
  /** Folder of the files app's workspace. */
  workspace: string;
}
