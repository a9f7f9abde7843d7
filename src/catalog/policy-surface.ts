import { decide, type ToolPolicy } from './tool-policy.ts';
import type { ToolSpec } from './tool-spec.ts';
import type { ToolResult, ToolSurface } from './tool-surface.ts';

/**
 * A surface whose every call passes the safety policy first. A denied call never reaches its tool and
 * comes back as an error saying why; every decision travels with the result into the trajectory.
 */
export class PolicySurface implements ToolSurface {
  readonly tools: ToolSpec[];
  private readonly inner: ToolSurface;
  private readonly policy: ToolPolicy;
  private readonly byName: Map<string, ToolSpec>;

  constructor(inner: ToolSurface, policy: ToolPolicy) {
    this.inner = inner;
    this.policy = policy;
    this.tools = inner.tools;
    this.byName = new Map(inner.tools.map((tool) => [tool.name, tool]));
  }

  has(name: string): boolean {
    return this.inner.has?.(name) ?? this.byName.has(name);
  }

  target(name: string, args: Record<string, unknown>): ToolSpec | undefined {
    return this.inner.target?.(name, args) ?? this.byName.get(name);
  }

  async call(name: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<ToolResult> {
    const tool = this.target(name, args);
    // Calls that reach no universe tool (find_tools, an unknown name) are the surface's own business.
    if (!tool) return this.inner.call(name, args, signal);
    const policy = decide(this.policy, tool);
    if (policy.action === 'deny') {
      const why = policy.destructive ? `${policy.rule}: it may destroy data` : policy.rule;
      return {
        content: `Error: ${tool.name} was not run: the safety policy denies it (${why}).`,
        isError: true,
        policy,
      };
    }
    return { ...(await this.inner.call(name, args, signal)), policy };
  }
}
