/** A gateway tool call as a trajectory records it (the agent's `ToolCallRecord`, structurally). */
export interface RecordedCall {
  name: string;
  arguments: Record<string, unknown>;
  /** The whole result text. */
  result: string;
  isError: boolean;
}

/** One tool search: its turn, its position in the turn, the query and the tool names it returned, best first. */
export interface ToolSearch {
  turnIndex: number;
  index: number;
  query: string;
  returned: string[];
}

/**
 * The tool searches of a retrieval-mode trajectory: every successful `find_tools` call (result
 * `{"tools": [{"name": ...}]}`) and `route` call (result `{"servers": [{"tools": [{"name": ...}]}]}`), as
 * the gateway's dispatch answers them. Failed calls and results that are not the gateway's JSON are left out.
 */
export function toolSearchesOf(
  turns: ReadonlyArray<{ index: number; toolCalls: readonly RecordedCall[] }>,
): ToolSearch[] {
  const searches: ToolSearch[] = [];
  for (const turn of turns) {
    for (const [index, call] of turn.toolCalls.entries()) {
      if ((call.name !== 'find_tools' && call.name !== 'route') || call.isError) continue;
      const query = call.arguments.query;
      const returned = returnedNames(call.name, call.result);
      if (typeof query !== 'string' || returned === undefined) continue;
      searches.push({ turnIndex: turn.index, index, query, returned });
    }
  }
  return searches;
}

function returnedNames(name: 'find_tools' | 'route', result: string): string[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(result);
  } catch {
    return undefined;
  }
  if (name === 'find_tools') return namesOf((parsed as { tools?: unknown } | null)?.tools);
  const servers = (parsed as { servers?: unknown } | null)?.servers;
  if (!Array.isArray(servers)) return undefined;
  const names = servers.map((server) => namesOf((server as { tools?: unknown } | null)?.tools));
  return names.every((list): list is string[] => list !== undefined) ? names.flat() : undefined;
}

function namesOf(tools: unknown): string[] | undefined {
  if (!Array.isArray(tools)) return undefined;
  const names = tools.map((tool) => (tool as { name?: unknown } | null)?.name);
  return names.every((name): name is string => typeof name === 'string') ? names : undefined;
}
