/** One task of the tracker as a check sees it. */
export interface TrackerTask {
  id: string;
  title: string;
  status: string;
  assignee: string[];
  labels: string[];
  priority?: string;
  description: string;
  /** True when the ticket was archived (moved to `archive/`): off the board, though its status is unchanged. */
  archived: boolean;
  /** The whole markdown file. */
  markdown: string;
}

export interface TrackerReader {
  tasks(): Promise<TrackerTask[]>;
}

/** What the tracker app offers checks (`context.tracker`, and `before.tracker` as seeded). */
export interface TrackerState {
  /** Tasks of the tracker app: `await tracker.tasks()`. */
  tracker: TrackerReader;
}
