/** The migration that gave cells and attempts their outcome kind (its tests open stores from before it). */
export const TYPED_OUTCOMES_VERSION = 9;

/**
 * The store's Postgres schema, one migration per version. Never edit a released migration:
 * add the next one, so stores written by older versions open and upgrade.
 */
export const MIGRATIONS: ReadonlyArray<{ version: number; sql: string }> = [
  {
    version: 1,
    sql: `
      create table runs (
        id text primary key,
        created_at timestamptz not null,
        config jsonb not null
      );
      create table cells (
        id text primary key,
        run_id text not null references runs(id) on delete cascade,
        task_id text not null,
        task_title text not null,
        category text not null,
        difficulty text not null,
        model text not null,
        mode text not null,
        repeat integer not null,
        status text not null check (status in ('passed', 'failed', 'error')),
        score double precision not null,
        earned double precision not null,
        total double precision not null,
        turns integer not null,
        tool_calls integer not null,
        failed_tool_calls integer not null,
        unknown_tool_calls integer not null,
        input_tokens bigint not null,
        cached_input_tokens bigint not null,
        output_tokens bigint not null,
        reasoning_tokens bigint not null,
        cost_usd double precision,
        duration_ms double precision not null,
        final_answer text not null,
        end_reason text,
        error text,
        started_at timestamptz not null,
        finished_at timestamptz not null,
        unique (run_id, task_id, model, mode, repeat)
      );
      create table turns (
        cell_id text not null references cells(id) on delete cascade,
        index integer not null,
        text text not null,
        reasoning text,
        input_tokens bigint not null,
        cached_input_tokens bigint not null,
        output_tokens bigint not null,
        reasoning_tokens bigint not null,
        cost_usd double precision,
        model_ms double precision not null,
        started_at timestamptz not null,
        primary key (cell_id, index)
      );
      create table tool_calls (
        cell_id text not null references cells(id) on delete cascade,
        turn_index integer not null,
        index integer not null,
        call_id text not null,
        name text not null,
        arguments jsonb not null,
        result text not null,
        is_error boolean not null,
        unknown_tool boolean not null,
        duration_ms double precision not null,
        primary key (cell_id, turn_index, index)
      );
      create table checkpoints (
        cell_id text not null references cells(id) on delete cascade,
        index integer not null,
        name text not null,
        points double precision not null,
        passed boolean not null,
        required boolean not null,
        detail text not null,
        primary key (cell_id, index)
      );
      create index cells_run on cells(run_id);
    `,
  },
  {
    // Every attempt of a cell that ended in an infrastructure error, with its cause; `cells` keeps only
    // the final outcome (one row per run × task × model × mode × repeat).
    version: 2,
    sql: `
      create table cell_attempts (
        id text primary key,
        run_id text not null references runs(id) on delete cascade,
        task_id text not null,
        model text not null,
        mode text not null,
        repeat integer not null,
        attempt integer not null,
        error text not null,
        worker text not null,
        started_at timestamptz not null,
        finished_at timestamptz not null
      );
      create index cell_attempts_run on cell_attempts(run_id);
    `,
  },
  {
    // Evaluation beyond checks: LLM judge verdicts (one row per sample), key points extracted for tasks
    // without any, failure classes of failed cells, retrieval records of tool-search calls, co-temporal
    // reference runs, and the metadata of tasks imported from public benchmarks (LiveMCPBench).
    version: 3,
    sql: `
      create table verdicts (
        cell_id text not null references cells(id) on delete cascade,
        judge text not null,
        judge_model text not null,
        prompt_version text not null,
        sample integer not null,
        status text not null check (status in ('parsed', 'unparsed')),
        success boolean,
        result_score integer,
        trajectory_score integer,
        reasons text not null,
        raw text not null,
        created_at timestamptz not null default now(),
        primary key (cell_id, judge, judge_model, prompt_version, sample)
      );
      create table failure_classes (
        cell_id text primary key references cells(id) on delete cascade,
        class text not null,
        source text not null check (source in ('rule', 'judge', 'imported')),
        judge_model text,
        prompt_version text,
        evidence text not null,
        raw text not null,
        created_at timestamptz not null default now()
      );
      create table retrieval_records (
        cell_id text not null references cells(id) on delete cascade,
        turn_index integer not null,
        index integer not null,
        query text not null,
        returned jsonb not null,
        primary key (cell_id, turn_index, index)
      );
      create table task_key_points (
        task_id text not null,
        prompt_hash text not null,
        key_points jsonb not null,
        judge_model text not null,
        prompt_version text not null,
        raw text not null,
        created_at timestamptz not null default now(),
        primary key (task_id, prompt_hash)
      );
      create table reference_runs (
        run_id text not null references runs(id) on delete cascade,
        task_id text not null,
        model text not null,
        mode text not null,
        repeat integer not null,
        output text not null,
        trajectory jsonb,
        error text,
        started_at timestamptz not null,
        finished_at timestamptz not null,
        primary key (run_id, task_id, model, mode, repeat)
      );
      create table imported_tasks (
        source text not null,
        task_id text not null,
        title text not null,
        category text not null,
        prompt text not null,
        answer text not null,
        key_points jsonb not null,
        tools jsonb not null,
        servers jsonb not null,
        needs_network boolean not null,
        requirements text not null,
        primary key (source, task_id)
      );
      create table imported_tools (
        source text not null,
        name text not null,
        server text not null,
        tool_name text not null,
        description text not null,
        input_schema jsonb not null,
        primary key (source, name)
      );
    `,
  },
  {
    // The safety policy's decision for each tool call ({action, rule, destructive}); null before v4.
    version: 4,
    sql: `alter table tool_calls add column policy jsonb;`,
  },
  {
    // The task's oracle tools, kept with each cell the runner stores (for retrieval recall); null before v5
    // and for imported cells, whose oracle tools are in imported_tasks.
    version: 5,
    sql: `alter table cells add column oracle_tools jsonb;`,
  },
  {
    // Outcome classes and provider adaptation (issue 16): each turn's stop reason (the AI SDK's unified one
    // and the provider's own word) and the harness notice given after it; the tools a provider saw under
    // another name; and what each failed attempt spent, with whether it was retried (so it is counted once).
    version: 6,
    sql: `
      alter table turns add column finish_reason text;
      alter table turns add column raw_finish_reason text;
      alter table turns add column notice text;
      alter table cells add column tool_names jsonb;
      alter table cell_attempts add column input_tokens bigint;
      alter table cell_attempts add column cached_input_tokens bigint;
      alter table cell_attempts add column output_tokens bigint;
      alter table cell_attempts add column reasoning_tokens bigint;
      alter table cell_attempts add column cost_usd double precision;
      alter table cell_attempts add column retried boolean;
    `,
  },
  {
    // Which process is storing a run's cells ({host, pid, command}) and when it last said so (every few
    // seconds while it runs, null once it closed the store): what `mcp-arena runs` calls running.
    version: 7,
    sql: `alter table runs add column owner jsonb; alter table runs add column heartbeat_at timestamptz;`,
  },
  {
    // How an external agent was confined (bubblewrap, allowed hosts); null for unconfined cells.
    version: 8,
    sql: `alter table cells add column confinement text;`,
  },
  {
    // Typed outcomes (issue 25): how every cell and attempt ended, as a kind (src/store/cell-outcome.ts)
    // instead of a prefix of its error text. Stored rows are classified once, here, from status and text.
    version: TYPED_OUTCOMES_VERSION,
    sql: typedOutcomesMigration(),
  },
  {
    // Simulated people (issue 26): what the task's user answered to a turn's message ({from, text, end});
    // null for turns without one and before v10.
    version: 10,
    sql: `alter table turns add column reply jsonb;`,
  },
  {
    // Coworkers on the chat (issue 26): what the task's coworkers answered in the chat during a turn
    // ([{from, text, usage?}], in order); null for turns without one and before v11.
    version: 11,
    sql: `alter table turns add column coworker_replies jsonb;`,
  },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

/**
 * Migration 9, self-contained: adds `outcome` to cells and cell_attempts and classifies the rows already
 * stored, once, from their status and error text (the one place that reads it); a text that matches no
 * kind is a `harness-fault`. From then on every cell's outcome agrees with its status.
 */
function typedOutcomesMigration(): string {
  // The texts mcp-arena wrote before kinds existed, first match first, as prefixes (`starts`) or LIKE
  // patterns (`like`). Frozen with this migration.
  const legacyTexts: ReadonlyArray<{ kind: string; starts?: string[]; like?: string[] }> = [
    { kind: 'skipped', starts: ['skipped:'] },
    { kind: 'interrupted', starts: ['interrupted'] },
    { kind: 'harness-timeout', starts: ['harness timeout after '] },
    {
      kind: 'configuration',
      starts: [
        'harness error: ',
        'unknown model ',
        'unknown provider ',
        'unknown agent ',
        'no recording loaded for ',
      ],
      like: ['% has no recording of %', 'no base URL for %', 'task % lists tools its apps do not offer%'],
    },
    {
      kind: 'provider-fault',
      starts: [
        'model call failed after ',
        'embedding request to ',
        'embedding endpoint ',
        'cannot load the Universal Sentence Encoder',
      ],
    },
    {
      kind: 'app-fault',
      starts: ['crm seed of ', "the mail app's IMAP server runs as uid "],
      like: [
        '% did not start%',
        '%exited during the cell%',
        '%(an app fault)%',
        'sql seed % failed: %',
        'git seed % failed: %',
      ],
    },
  ];
  const errorKinds = `'skipped', 'interrupted', 'harness-timeout', 'app-fault', 'provider-fault',
    'configuration', 'harness-fault'`;
  const quote = (text: string): string => `'${text.replaceAll("'", "''")}'`;
  const kindOfError = `case ${legacyTexts
    .map(({ kind, starts = [], like = [] }) => {
      const tests = [
        ...starts.map((prefix) => `starts_with(error, ${quote(prefix)})`),
        ...like.map((pattern) => `error like ${quote(pattern)}`),
      ];
      return `when ${tests.join(' or ')} then ${quote(kind)}`;
    })
    .join('\n')} else 'harness-fault' end`;
  return `
    alter table cells add column outcome text;
    update cells set outcome = case when status = 'error' then ${kindOfError} else status end;
    alter table cells alter column outcome set not null;
    alter table cells add constraint cells_outcome_kind check (
      case status when 'error' then outcome in (${errorKinds}) else outcome = status end
    );
    alter table cell_attempts add column outcome text;
    update cell_attempts set outcome = ${kindOfError};
    alter table cell_attempts alter column outcome set not null;
    alter table cell_attempts add constraint cell_attempts_outcome_kind check (outcome in (${errorKinds}));
  `;
}
