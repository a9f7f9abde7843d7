/**
 * A noise text from the data files with its `{name}` placeholders filled from the values; a placeholder
 * without a value stays as written.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
