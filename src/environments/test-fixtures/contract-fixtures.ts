import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Task } from '../../tasks/index.ts';
import type { AppContractFixture } from '../app-contract.ts';

/** A minimal task around a fixture folder, as loadTask would give it. */
export function fixtureTask(taskDir: string, app: string): Task {
  return {
    id: `contract-${app}`,
    title: `${app} contract`,
    category: 'test',
    difficulty: 'easy',
    prompt: 'contract test',
    apps: [app] as Task['apps'],
    tools: [],
    reference: { plan: [], answer: '' },
    checks: 'check.ts',
    keyPoints: [],
    listings: [],
    limits: { maxTurns: 1 },
    dir: taskDir,
    workspaceDir: path.join(taskDir, 'workspace'),
    checkPath: path.join(taskDir, 'check.ts'),
    probes: [],
  };
}

/** Seed, a read and a change through MCP for every app: used by the contract tests and bench/app-reset.ts. */
export const CONTRACT_FIXTURES = {
  files: {
    taskDir: path.join(import.meta.dirname, '../apps/files/test-fixtures/files'),
    seeded: async (state) => state.workspace !== undefined,
    read: { tool: 'files__read_text_file', arguments: { path: 'notes.txt' }, expect: 'hello' },
    change: { tool: 'files__write_file', arguments: { path: 'notes.txt', content: 'changed\n' } },
    changed: async (state) => {
      return readFileSync(path.join(state.workspace!, 'notes.txt'), 'utf8') === 'changed\n';
    },
  },
  sql: {
    taskDir: path.join(import.meta.dirname, '../apps/sql/test-fixtures/sql'),
    seeded: async (state) => {
      const rows = await state.sql!('SELECT name FROM customers ORDER BY id');
      const audit = await state.sql!('SELECT count(*)::int AS n FROM audit.events');
      return rows.map((row) => row.name).join() === 'Acme GmbH,Globex Ltd' && audit[0]?.n === 1;
    },
    read: {
      tool: 'sql__execute_sql',
      arguments: { sql: 'SELECT name FROM customers' },
      expect: 'Globex Ltd',
    },
    change: {
      tool: 'sql__execute_sql',
      arguments: {
        sql: "UPDATE invoices SET status = 'paid' WHERE customer_id = 2; INSERT INTO customers VALUES (3, 'Initech', 'US')",
      },
    },
    changed: async (state) => {
      const rows = await state.sql!("SELECT count(*)::int AS n FROM invoices WHERE status = 'open'");
      return rows[0]?.n === 0;
    },
    // Session settings, roles and an open transaction outlive DROP SCHEMA: a reset must undo them too.
    beforeReset: [
      { tool: 'sql__execute_sql', arguments: { sql: 'CREATE ROLE auditor' } },
      {
        tool: 'sql__execute_sql',
        arguments: { sql: "SET search_path TO audit; SET TIME ZONE 'Asia/Tokyo'" },
      },
      { tool: 'sql__execute_sql', arguments: { sql: "BEGIN; INSERT INTO events VALUES (99, 'open')" } },
    ],
    afterReset: [
      { tool: 'sql__execute_sql', arguments: { sql: 'CREATE ROLE auditor' } },
      { tool: 'sql__execute_sql', arguments: { sql: 'SELECT count(*) FROM events' }, fails: true },
    ],
  },
  git: {
    taskDir: path.join(import.meta.dirname, '../apps/git/test-fixtures/git'),
    seeded: async (state) => {
      const log = await state.git!('website', ['log', '--format=%s', 'main']);
      const branches = await state.git!('website', ['branch', '--format=%(refname:short)']);
      return log === 'Add stylesheet\nInitial commit\n' && branches === 'feature/dark-mode\nmain\n';
    },
    read: { tool: 'git__git_log', arguments: { path: 'website', maxCount: 5 }, expect: 'Add stylesheet' },
    change: {
      tool: 'git__git_branch',
      arguments: { path: 'website', mode: 'create', branchName: 'release/1.0' },
    },
    changed: async (state) =>
      (await state.git!('website', ['branch', '--list', 'release/1.0'])).trim() !== '',
    // The server keeps a session working directory: after a reset, a call without a path must fail as on a fresh start.
    beforeReset: [{ tool: 'git__git_set_working_dir', arguments: { path: 'website' } }],
    afterReset: [{ tool: 'git__git_status', arguments: {}, fails: true }],
  },
  memory: {
    taskDir: path.join(import.meta.dirname, '../apps/memory/test-fixtures/memory'),
    seeded: async (state) => {
      const graph = await state.memory!();
      return graph.entities.length === 2 && graph.relations.length === 1;
    },
    read: { tool: 'memory__read_graph', arguments: {}, expect: 'Priya Nair' },
    change: {
      tool: 'memory__add_observations',
      arguments: {
        observations: [{ entityName: 'Priya Nair', contents: ['Out of office until 30 November'] }],
      },
    },
    changed: async (state) =>
      (await state.memory!()).entities.some((entity) =>
        entity.observations.includes('Out of office until 30 November'),
      ),
  },
  mail: {
    taskDir: path.join(import.meta.dirname, '../apps/mail/test-fixtures/mail'),
    seeded: async (state) => {
      const inbox = await state.mail!.list('INBOX');
      const archive = await state.mail!.list('Archive');
      return (
        inbox.length === 1 &&
        inbox[0]!.attachments[0]?.filename === 'INV-2041.csv' &&
        archive.length === 1 &&
        (await state.mail!.folders()).includes('Sent')
      );
    },
    read: {
      tool: 'mail__list_emails',
      arguments: { account: 'default', mailbox: 'INBOX' },
      expect: 'INV-2041',
    },
    change: {
      tool: 'mail__move_email',
      arguments: { account: 'default', emailId: '1', sourceMailbox: 'INBOX', destinationMailbox: 'Archive' },
    },
    changed: async (state) =>
      (await state.mail!.list('Archive')).some((message) => message.subject.includes('INV-2041')),
    // email-mcp keeps its queue of scheduled mails in files of its own, beside the Maildir.
    beforeReset: [
      {
        tool: 'mail__schedule_email',
        arguments: {
          account: 'default',
          to: ['priya.nair@northwind.test'],
          subject: 'Quarterly report reminder',
          body: 'Due Friday.',
          send_at: '2027-01-04T09:00:00Z',
        },
      },
    ],
    afterReset: [
      { tool: 'mail__list_scheduled', arguments: { account: 'default' }, lacks: 'Quarterly report reminder' },
    ],
  },
  calendar: {
    taskDir: path.join(import.meta.dirname, '../apps/calendar/test-fixtures/calendar'),
    seeded: async (state) => {
      const events = await state.calendar!.events('work');
      return events.map((event) => event.summary).join() === 'Team standup,Q4 budget review';
    },
    read: {
      tool: 'calendar__list-events',
      arguments: { calendarUrl: '/sam/work/', start: '2026-11-01T00:00:00Z', end: '2026-12-01T00:00:00Z' },
      expect: 'Team standup',
    },
    change: {
      tool: 'calendar__create-event',
      arguments: {
        calendarUrl: '/sam/work/',
        summary: '1:1 with Priya',
        start: '2026-11-25T10:00:00Z',
        end: '2026-11-25T10:30:00Z',
      },
    },
    changed: async (state) =>
      (await state.calendar!.events()).some(
        (event) => event.summary === '1:1 with Priya' && event.start === '2026-11-25T10:00:00Z',
      ),
  },
  spreadsheet: {
    taskDir: path.join(import.meta.dirname, '../apps/spreadsheet/test-fixtures/spreadsheet'),
    seeded: async (state) => {
      const rows = await state.spreadsheet!.rows('budget.xlsx', 'Q4');
      return (
        JSON.stringify(rows) ===
        JSON.stringify([
          ['item', 'amount'],
          ['Rent', 1200],
          ['Software', 310.5],
        ])
      );
    },
    read: {
      tool: 'spreadsheet__excel_read_sheet',
      arguments: { fileAbsolutePath: 'budget.xlsx', sheetName: 'Q4' },
      expect: 'Software',
    },
    change: {
      tool: 'spreadsheet__excel_write_to_sheet',
      arguments: {
        fileAbsolutePath: 'budget.xlsx',
        sheetName: 'Q4',
        newSheet: false,
        range: 'A4:B4',
        values: [['Travel', 300]],
      },
    },
    changed: async (state) =>
      (await state.spreadsheet!.rows('budget.xlsx', 'Q4')).some((row) => row[0] === 'Travel'),
  },
  pdf: {
    taskDir: path.join(import.meta.dirname, '../apps/pdf/test-fixtures/pdf'),
    seeded: async (state) => existsSync(path.join(state.pdfFolder!, 'invoice.pdf')),
    read: {
      tool: 'pdf__read_pdf',
      arguments: { sources: [{ path: 'invoice.pdf' }], include_full_text: true },
      expect: 'Total due: EUR 1,200.00',
    },
  },
  tracker: {
    taskDir: path.join(import.meta.dirname, '../apps/tracker/test-fixtures/tracker'),
    seeded: async (state) => {
      const tasks = await state.tracker!.tasks();
      return (
        tasks.length === 1 && tasks[0]!.status === 'To Do' && tasks[0]!.description.includes('2026-12-01')
      );
    },
    read: { tool: 'tracker__task_view', arguments: { id: 'TASK-1' }, expect: 'Renew SSL certificate' },
    change: { tool: 'tracker__task_edit', arguments: { id: 'TASK-1', status: 'Done', assignee: ['@priya'] } },
    changed: async (state) => (await state.tracker!.tasks())[0]?.status === 'Done',
    // backlog.md caches the board: after a reset restored the files, archiving failed until it restarted.
    afterReset: [
      { tool: 'tracker__task_create', arguments: { title: 'Rotate the API keys' } },
      { tool: 'tracker__task_archive', arguments: { id: 'TASK-2' } },
    ],
  },
  sandbox: {
    taskDir: path.join(import.meta.dirname, '../apps/sandbox/test-fixtures/sandbox'),
    seeded: async (state) => existsSync(path.join(state.workspace!, 'notes.txt')),
    read: { tool: 'sandbox__run_shell', arguments: { command: 'cat notes.txt' }, expect: 'hello' },
    change: { tool: 'sandbox__run_python', arguments: { code: "open('notes.txt', 'w').write('changed')" } },
    changed: async (state) => readFileSync(path.join(state.workspace!, 'notes.txt'), 'utf8') === 'changed',
  },
  crm: {
    taskDir: path.join(import.meta.dirname, '../apps/crm/test-fixtures/crm'),
    seeded: async (state) => {
      const deals = await state.crm!.items('deals');
      const products = await state.crm!.items('products');
      return (
        deals.length === 61 &&
        deals.some(
          (deal) => deal.id === 901 && deal.amount === 18500.5 && deal.close_date === '2026-12-15',
        ) &&
        products[0]?.active === true
      );
    },
    read: { tool: 'crm__readSingleItemsDeals', arguments: { id: 901 }, expect: 'Fleet analytics' },
    change: { tool: 'crm__updateSingleItemsDeals', arguments: { id: 901, body: { stage: 'negotiation' } } },
    changed: async (state) =>
      (await state.crm!.items('deals')).find((deal) => deal.id === 901)?.stage === 'negotiation',
  },
} satisfies Record<string, AppContractFixture>;
