/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe to put inside a `<script>` element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The style every page of the report and the dashboard shares. */
export const PAGE_STYLE = `
  :root { color-scheme: light; --line: #d8dde6; --muted: #5b6573; --pass: #2e9d4f; --fail: #d64545; --part: #e0a526; --err: #9aa3ad; }
  body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0; color: #1c2430; background: #f6f7f9; }
  header { background: #1f3a93; color: #fff; padding: 14px 24px; }
  header a { color: #fff; }
  header h1 { font-size: 20px; margin: 0 0 4px; }
  nav a { margin-right: 16px; }
  main { padding: 16px 24px 48px; max-width: 1400px; }
  section { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 12px 16px; margin: 16px 0; }
  h2 { font-size: 17px; margin: 4px 0 10px; }
  h3 { font-size: 15px; margin: 12px 0 6px; }
  p.note, .muted { color: var(--muted); }
  table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
  th, td { border-bottom: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
  th { background: #eef1f6; font-weight: 600; }
  td.num { text-align: right; white-space: nowrap; }
  th.num { text-align: right; }
  td .sub { display: block; font-size: 12px; color: var(--muted); }
  th.group { text-align: center; }
  td a, td a:visited { color: inherit; text-decoration: none; border-bottom: 1px dotted #8892a0; }
  .scroll { overflow-x: auto; }
  .chart { width: 100%; height: 360px; }
  .charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(520px, 1fr)); gap: 16px; }
  .pair { display: flex; flex-wrap: wrap; gap: 16px 32px; align-items: flex-start; }
  .pair > * { min-width: 0; }
  .pair > :last-child { flex: 1 1 460px; }
  .grid td.square { text-align: center; min-width: 54px; color: #fff; font-weight: 600; }
  .grid th.mode { text-align: center; }
  .grid td.task { white-space: nowrap; }
  .grid td.square a { color: #fff; border: 0; display: block; }
  .pass { background: var(--pass); } .fail { background: var(--fail); } .part { background: var(--part); } .err { background: var(--err); }
  .badge { display: inline-block; padding: 0 6px; border-radius: 3px; color: #fff; font-size: 12px; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f3f5f8; border: 1px solid var(--line); padding: 8px; margin: 4px 0; max-height: 480px; overflow: auto; }
  details > summary { cursor: pointer; color: #1f3a93; }
  .turn { border-left: 3px solid #1f3a93; padding: 4px 12px; margin: 12px 0; }
  .call { border: 1px solid var(--line); border-radius: 4px; padding: 6px 10px; margin: 8px 0; background: #fbfcfd; }
  .call.error { border-color: var(--fail); }
  .reply { border-left: 3px solid #2e7d32; padding: 2px 10px; margin: 8px 0 0 12px; }
  .coworker-reply { border-left-color: #6a1b9a; margin: 4px 0 8px 12px; }
`;
