import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  CalendarEvent,
  MailMessage,
  MailReader,
  SheetCell,
  SpreadsheetReader,
} from '../../environments/index.ts';
import { changedSheets, diffCells, cellInRanges } from './diff-cells.ts';
import { diffFiles, matchesPaths } from './diff-files.ts';
import { diffRows } from './diff-rows.ts';
import { diffCalendar, diffMemory, missingMail } from './diff-state.ts';
import { isSupersetOf, keepsLines } from './superset.ts';

const invoices = [
  { id: 'INV-2040', amount: '1200.00', status: 'open', due: new Date('2026-12-01T00:00:00Z') },
  { id: 'INV-2041', amount: '800.00', status: 'open', due: new Date('2026-12-07T00:00:00Z') },
];

describe('diffRows', () => {
  it('passes when only the allowed column of the allowed row changed', () => {
    const after = [invoices[0]!, { ...invoices[1]!, status: 'paid' }];
    const diff = diffRows(invoices, after, { key: 'id', allow: { changed: { status: ['INV-2041'] } } });
    expect(diff).toMatchObject({ passed: true, detail: 'no unexpected changes', added: [], removed: [] });
    expect(diff.changed).toEqual([expect.objectContaining({ key: 'INV-2041', columns: ['status'] })]);
  });

  it('catches another column of the same row changed: the partial payment "recorded" by lowering the amount', () => {
    const after = [invoices[0]!, { ...invoices[1]!, status: 'paid', amount: '500.00' }];
    const diff = diffRows(invoices, after, {
      key: 'id',
      label: 'invoices',
      allow: { changed: { status: ['INV-2041'] } },
    });
    expect(diff.passed).toBe(false);
    expect(diff.detail).toBe('1 unexpected change: invoices row INV-2041: amount "800.00" → "500.00"');
  });

  it('catches the allowed column changed in a row not allowed, added and removed rows', () => {
    const after = [
      { ...invoices[0]!, status: 'paid' },
      { id: 'INV-2042', amount: '5.00', status: 'open', due: null },
    ];
    const diff = diffRows(invoices, after, { key: 'id', allow: { changed: { status: ['INV-2041'] } } });
    expect(diff.unexpected).toEqual([
      'row INV-2042 added: id="INV-2042", amount="5.00", status="open", due=null',
      'row INV-2040: status "open" → "paid"',
      'row INV-2041 removed: id="INV-2041", amount="800.00", status="open", due="2026-12-07T00:00:00.000Z"',
    ]);
    expect(diff.detail).toMatch(/^3 unexpected changes: /);
    expect(diffRows(invoices, after, { key: 'id', limit: 1 }).detail).toMatch(/\(and 2 more\)$/);
  });

  it('allows new rows by predicate, compares dates by instant and keeps numbers apart from numeric text', () => {
    const after = [
      { ...invoices[0]!, due: new Date('2026-12-01T00:00:00Z') },
      { ...invoices[1]!, due: '2026-12-07T00:00:00.000Z' },
      { id: 'INV-2042', amount: '5.00', status: 'draft', due: null },
    ];
    expect(
      diffRows(invoices, after, { key: 'id', allow: { added: (row) => row.status === 'draft' } }).passed,
    ).toBe(true);
    expect(diffRows([{ id: 1, fte: 16.8 }], [{ id: 1, fte: '16.80' }], { key: 'id' }).unexpected).toEqual([
      'row 1: fte 16.8 → "16.80"',
    ]);
  });

  it('reports a column added to a row, and rows with a composite or computed key', () => {
    const diff = diffRows([{ a: 1, b: 2 }], [{ a: 1, b: 2, c: 3 }], { key: ['a', 'b'] });
    expect(diff.unexpected).toEqual(['row 1/2: c (none) → 3']);
    const byName = diffRows([{ name: 'X' }], [{ name: 'x' }], { key: (row) => row.name.toLowerCase() });
    expect(byName.unexpected).toEqual(['row x: name "X" → "x"']);
  });
});

describe('isSupersetOf and keepsLines', () => {
  it('passes with rows added beside every seeded row, fails with one altered', () => {
    const added = [...invoices, { id: 'X', amount: '1', status: 'open', due: null }];
    expect(isSupersetOf(invoices, added).passed).toBe(true);
    expect(isSupersetOf(invoices, added, { key: 'id' }).passed).toBe(true);
    const altered = [invoices[0]!, { ...invoices[1]!, status: 'void' }];
    expect(isSupersetOf(invoices, altered).passed).toBe(false);
    expect(isSupersetOf(invoices, altered, { key: 'id' }).detail).toBe(
      '1 unexpected change: row INV-2041: status "open" → "void"',
    );
  });

  it('passes a note added beside kept content, fails a deleted seeded line', () => {
    const seed = '# Team\n\n| Name | FTE |\n| Ana | 1.0 |\n| Bo | 0.8 |\n';
    const withNote =
      '# Team\n\n| Name | FTE |\n| Ana | 1.0 |\n| Bo | 0.8 |\n\nNote: Bo’s FTE is from March.\n';
    expect(keepsLines(seed, withNote)).toEqual({
      passed: true,
      detail: 'no unexpected changes',
      missing: [],
    });
    const deleted = '# Team\n\n| Name | FTE |\n| Ana | 1.0 |\n';
    expect(keepsLines(seed, deleted).detail).toBe(
      '1 unexpected change: line missing or moved: "| bo | 0.8 |"',
    );
  });
});

const cell = (
  address: string,
  value: SheetCell['value'],
  type?: SheetCell['type'],
  formula?: string,
): SheetCell => ({
  address,
  type: type ?? (typeof value === 'number' ? 'number' : 'string'),
  value,
  ...(formula ? { formula, resultType: 'number' as const } : {}),
});

describe('diffCells', () => {
  const seeded: SheetCell[][] = [
    [cell('A1', 'Department'), cell('B1', 'FTE')],
    [cell('A2', 'Finance'), cell('B2', null, 'empty')],
    [cell('A3', 'Total'), cell('B3', 0, 'formula', 'SUM(B2:B2)')],
  ];

  it('passes the filled cells and a note below the table', () => {
    const after: SheetCell[][] = [
      seeded[0]!,
      [cell('A2', 'Finance'), cell('B2', 12.5)],
      [cell('A3', 'Total'), cell('B3', 12.5, 'formula', 'SUM(B2:B2)')],
      [],
      [cell('A5', 'Note: FTEs as of 1 Nov')],
    ];
    const diff = diffCells(seeded, after, { allow: { added: ['B2:B2', 'A5:F'], changed: ['B3'] } });
    expect(diff.detail).toBe('no unexpected changes');
  });

  it("ignores a kept formula's result changing with its inputs", () => {
    const after: SheetCell[][] = [
      seeded[0]!,
      [cell('A2', 'Finance'), cell('B2', 12.5)],
      [cell('A3', 'Total'), cell('B3', 12.5, 'formula', 'SUM(B2:B2)')],
    ];
    expect(diffCells(seeded, after, { allow: { added: ['B2'] } }).detail).toBe('no unexpected changes');
  });

  it('catches a Total formula overwritten by a constant even when the number is right', () => {
    const after: SheetCell[][] = [
      seeded[0]!,
      [cell('A2', 'Finance'), cell('B2', 12.5)],
      [cell('A3', 'Total'), cell('B3', 12.5)],
    ];
    const diff = diffCells(seeded, after, { allow: { added: ['B2'] } });
    expect(diff.unexpected).toEqual([
      'row B3: type "formula" → "number"',
      'row B3: value (none) → 12.5',
      'row B3: formula "SUM(B2:B2)" → (none)',
    ]);
  });

  it('reads ranges, open-ended ranges and rejects malformed ones', () => {
    expect(cellInRanges('C7', ['B2:D9'])).toBe(true);
    expect(cellInRanges('AA100', ['A10:AZ'])).toBe(true);
    expect(cellInRanges('A9', ['A10:F'])).toBe(false);
    expect(() => cellInRanges('A1', ['1:2'])).toThrow(/write it like/);
  });
});

describe('changedSheets', () => {
  // A reader over one workbook's sheets; only what changedSheets reads.
  const reader = (sheets: Record<string, SheetCell[][]>): SpreadsheetReader => ({
    files: () => ['book.xlsx'],
    sheets: async () => Object.keys(sheets),
    cells: async (_file, sheet) => sheets[sheet ?? '']!,
    rows: async () => [],
    cell: async () => cell('A1', null, 'empty'),
  });
  const seeded = reader({
    Notes: [[cell('A1', 'Read me')]],
    Q1: [[cell('A1', 'Total')]],
    Q2: [[cell('A1', 'x')]],
  });

  it('names each seeded sheet that changed or went, and skips the ones the task may change', async () => {
    const after = reader({ Notes: [[cell('A1', 'Read me')]], Q1: [[cell('A1', 'Sum')]], Extra: [] });
    expect(await changedSheets(seeded, after, 'book.xlsx')).toEqual([
      'Q1: 1 unexpected change: row A1: value "Total" → "Sum"',
      'Q2: 1 unexpected change: row A1 removed: address="A1", type="string", value="x", formula=(none)',
    ]);
    expect(await changedSheets(seeded, after, 'book.xlsx', { except: ['Q1', 'Q2'] })).toEqual([]);
    expect(await changedSheets(seeded, after, 'book.xlsx', { sheets: ['Notes', 'Q2'] })).toHaveLength(1);
  });
});

describe('diffFiles', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'diff-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists added, removed and changed files and checks them against the allow-list', () => {
    const write = (file: string, text: string): void => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('seed/notes.md', 'a');
    write('seed/data/old.csv', 'x');
    write('seed/keep.txt', 'k');
    write('after/notes.md', 'a, and more');
    write('after/keep.txt', 'k');
    write('after/reports/q4/summary.md', 'new');
    const diff = diffFiles(path.join(root, 'seed'), path.join(root, 'after'), {
      allow: { added: ['reports/**'], changed: ['notes.md'] },
    });
    expect(diff).toMatchObject({
      added: ['reports/q4/summary.md'],
      removed: ['data/old.csv'],
      changed: ['notes.md'],
      passed: false,
      detail: '1 unexpected change: file data/old.csv removed',
    });
    expect(matchesPaths('a/b.md', ['*.md'])).toBe(false);
    expect(matchesPaths('a/b.md', ['**/*.md'])).toBe(true);
    expect(matchesPaths('b.md', ['**/*.md'])).toBe(true);
  });
});

describe('diffMemory', () => {
  it('allows an observation added to the named entity only', () => {
    const before = {
      entities: [{ name: 'Acme', entityType: 'company', observations: ['supplier'] }],
      relations: [{ from: 'Ana', to: 'Acme', relationType: 'works_with' }],
    };
    const after = {
      entities: [{ name: 'Acme', entityType: 'company', observations: ['supplier', 'called 24 Nov'] }],
      relations: [],
    };
    const diff = diffMemory(before, after, { entities: { changed: { observations: ['Acme'] } } });
    expect(diff.unexpected).toEqual([
      'relation row Ana/works_with/Acme removed: from="Ana", to="Acme", relationType="works_with"',
    ]);
  });
});

describe('diffCalendar and missingMail', () => {
  const event = (uid: string, start: string): CalendarEvent => ({
    calendar: 'work',
    uid,
    summary: `Meeting ${uid}`,
    start,
    end: start,
    location: '',
    description: '',
    attendees: ['a@example.test'],
  });
  const seeded = [event('e1', '2026-11-24T09:00:00Z'), event('e2', '2026-11-25T09:00:00Z')];

  it('lets the allowed events be added and catches a seeded one moved', () => {
    const added = [...seeded, event('e3', '2026-11-26T09:00:00Z')];
    expect(diffCalendar(seeded, added, { added: true }).passed).toBe(true);
    const moved = [seeded[0]!, { ...seeded[1]!, start: '2026-11-27T09:00:00Z' }];
    expect(diffCalendar(seeded, moved, { added: true }).unexpected).toEqual([
      'event row e2: start "2026-11-25T09:00:00Z" → "2026-11-27T09:00:00Z"',
    ]);
  });

  it('names the seeded messages in no folder, a moved one being kept', async () => {
    const message = (messageId: string) => ({ messageId }) as MailMessage;
    const mail: MailReader = {
      folders: async () => ['INBOX', 'Archive'],
      list: async (folder) => (folder === 'Archive' ? [message('<m1@x>')] : [message('<m2@x>')]),
      sent: async () => [],
    };
    expect(await missingMail(mail, ['<m1@x>', '<m2@x>', '<m3@x>'])).toEqual(['<m3@x>']);
  });
});
