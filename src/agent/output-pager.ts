/** Overlong tool outputs, kept whole so the model can page through them instead of drowning in them. */
export class OutputPager {
  readonly limitChars: number;
  readonly pageChars: number;
  private readonly outputs = new Map<string, string>();

  constructor(options: { limitChars?: number; pageChars?: number } = {}) {
    this.limitChars = options.limitChars ?? 100_000;
    this.pageChars = options.pageChars ?? 10_000;
  }

  /** The text the model sees for an output: the output itself, or its first page with a way to read on. */
  present(output: string): { shown: string; outputId?: string } {
    if (output.length <= this.limitChars) return { shown: output };
    const outputId = `out-${this.outputs.size + 1}`;
    this.outputs.set(outputId, output);
    const pages = Math.ceil(output.length / this.pageChars);
    const shown =
      `${output.slice(0, this.pageChars)}\n\n[Output truncated: ${output.length} characters in ${pages} pages; ` +
      `this was page 1. Read on with read_output(id: "${outputId}", page: 2), ` +
      `or find lines with search_output(id: "${outputId}", pattern: "...").]`;
    return { shown, outputId };
  }

  read(outputId: string, page: number): string {
    const output = this.outputs.get(outputId);
    if (output === undefined) return this.unknown(outputId);
    const pages = Math.ceil(output.length / this.pageChars);
    if (!Number.isInteger(page) || page < 1 || page > pages) {
      throw new Error(`page must be a whole number from 1 to ${pages}`);
    }
    const text = output.slice((page - 1) * this.pageChars, page * this.pageChars);
    return `[${outputId} page ${page} of ${pages}]\n${text}`;
  }

  search(outputId: string, pattern: string, maxLines = 100): string {
    const output = this.outputs.get(outputId);
    if (output === undefined) return this.unknown(outputId);
    const matcher = toMatcher(pattern);
    const lines = output.split('\n');
    const hits: string[] = [];
    let total = 0;
    lines.forEach((line, index) => {
      if (!matcher(line)) return;
      total += 1;
      if (hits.length < maxLines)
        hits.push(`${index + 1}: ${line.length > 500 ? `${line.slice(0, 500)}…` : line}`);
    });
    if (total === 0) return `No line of ${outputId} matches ${JSON.stringify(pattern)}.`;
    const more = total > hits.length ? `\n[${total - hits.length} more matching lines not shown]` : '';
    return `${total} matching lines of ${lines.length} in ${outputId}:\n${hits.join('\n')}${more}`;
  }

  private unknown(outputId: string): never {
    const known = [...this.outputs.keys()];
    throw new Error(`no stored output "${outputId}"${known.length ? `; stored: ${known.join(', ')}` : ''}`);
  }
}

/** A regular expression, case-insensitive; text that is not a valid expression is matched literally. */
export function toMatcher(pattern: string): (line: string) => boolean {
  try {
    const expression = new RegExp(pattern, 'i');
    return (line) => expression.test(line);
  } catch {
    const needle = pattern.toLowerCase();
    return (line) => line.toLowerCase().includes(needle);
  }
}
