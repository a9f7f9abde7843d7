/** Which tools the agent sees: only the task's oracle tools, or every tool of the task's apps. */
export const TOOL_MODES = ['oracle', 'servers', 'retrieval'] as const;
export type ToolMode = (typeof TOOL_MODES)[number];
/** The modes an environment serves itself; `retrieval` puts the gateway in front of `servers`. */
export type DirectToolMode = Exclude<ToolMode, 'retrieval'>;
