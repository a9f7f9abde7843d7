import { createHash } from 'node:crypto';
import type { ProviderProfile } from './provider-profiles.ts';

/**
 * Tool names as one provider may see them: names it accepts stay as they are; others get their
 * offending characters replaced, a valid first character, and (when too long or taken) a short hash of
 * the real name, so the mapping is collision-free and reversible. Calls come back under the real name.
 */
export class ToolNameMap {
  private readonly toSent = new Map<string, string>();
  private readonly toReal = new Map<string, string>();

  constructor(realNames: readonly string[], profile: ProviderProfile) {
    // Names already valid keep themselves first, so a renamed tool never takes a real tool's name.
    const valid = realNames.filter((name) => profile.namePattern.test(name));
    for (const name of valid) this.add(name, name);
    for (const name of realNames) {
      if (this.toSent.has(name)) continue;
      this.add(name, this.rename(name, profile));
    }
  }

  /** The name sent for a real tool name (unknown names pass unchanged). */
  sent(real: string): string {
    return this.toSent.get(real) ?? real;
  }

  /** The real name of a name the model used (a name it made up passes unchanged). */
  real(sent: string): string {
    return this.toReal.get(sent) ?? sent;
  }

  /** Only the names that differ: real name → name sent. */
  renamed(): Record<string, string> {
    return Object.fromEntries([...this.toSent].filter(([real, sent]) => real !== sent));
  }

  private add(real: string, sent: string): void {
    this.toSent.set(real, sent);
    this.toReal.set(sent, real);
  }

  private rename(name: string, profile: ProviderProfile): string {
    let base = [...name].map((char) => (profile.nameChars.test(char) ? char : '_')).join('');
    if (!profile.nameStart.test(base.charAt(0))) base = `_${base}`;
    const fits = base.slice(0, profile.maxNameLength);
    if (fits === base && !this.toReal.has(base) && profile.namePattern.test(base)) return base;
    for (let salt = 0; ; salt += 1) {
      const hash = createHash('sha256').update(`${name}\0${salt}`).digest('hex').slice(0, 8);
      const candidate = `${base.slice(0, profile.maxNameLength - hash.length - 1)}_${hash}`;
      if (!this.toReal.has(candidate) && profile.namePattern.test(candidate)) return candidate;
    }
  }
}
