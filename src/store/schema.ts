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
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;
