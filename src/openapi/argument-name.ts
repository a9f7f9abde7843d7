/** Argument names every LLM provider accepts as JSON Schema property keys. */
export const ARGUMENT_NAME_PATTERN = /^[a-zA-Z0-9_.-]{1,64}$/;

/** Turns a parameter or body property name into a valid, unused argument name. */
export function argumentName(raw: string, taken: ReadonlySet<string>, suffix: string): string {
  let base = raw
    .replace(/^\$+/, '')
    .replace(/[^a-zA-Z0-9_.-]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (base === '') base = 'arg';
  base = base.slice(0, 64);
  if (!taken.has(base)) return base;
  const withSuffix = `${base.slice(0, 63 - suffix.length)}_${suffix}`;
  if (!taken.has(withSuffix)) return withSuffix;
  for (let index = 2; ; index++) {
    const numbered = `${base.slice(0, 60 - String(index).length)}_${index}`;
    if (!taken.has(numbered)) return numbered;
  }
}
