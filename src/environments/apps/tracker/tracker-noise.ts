import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, stringify } from 'yaml';
import { z } from 'zod';
import { ArenaError } from '../../../errors.ts';
import { readNoiseYaml } from '../../noise/noise-yaml.ts';
import type { Task } from '../../../tasks/index.ts';
import { colleagues } from '../../noise/people.ts';
import { Random, spreadDates } from '../../noise/random.ts';
import { seedFolderWithNoise, writeNoiseFile } from '../../noise/seed-folder.ts';
import { fill } from '../../noise/templates.ts';
import {
  DOC_TITLES,
  DONE_SUMMARIES,
  DROPPED_REASONS,
  KIND_LABELS,
  NOISE_PROJECTS,
  PROGRESS_NOTES,
  type NoiseProject,
} from './tracker-content.ts';
import DATA from './tracker-content.json' with { type: 'json' };

const day = z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2026-11-20')]);
const words = z.array(z.union([z.string(), z.number()]).transform(String)).default([]);
const schema = z.strictObject({
  tasks: z.int().min(0).max(2000).default(0),
  completed: z.int().min(0).max(2000).default(0),
  archived: z.int().min(0).max(2000).default(0),
  drafts: z.int().min(0).max(500).default(0),
  docs: z.int().min(0).max(DOC_TITLES.length).default(0),
  from: day,
  to: day,
  avoid: z
    .strictObject({ assignees: words, labels: words, words, statuses: words })
    .default({ assignees: [], labels: [], words: [], statuses: [] }),
});

/** `seed/tracker/noise.yaml`: unrelated tickets to add to the task's board. */
export interface TrackerNoiseSpec {
  tasks: number;
  completed: number;
  archived: number;
  drafts: number;
  docs: number;
  from: Date;
  to: Date;
  avoid: { assignees: string[]; labels: string[]; words: string[]; statuses: string[] };
}

export function readTrackerNoise(seedDir: string): TrackerNoiseSpec | undefined {
  const file = path.join(seedDir, 'noise.yaml');
  const expected =
    'expected tasks: 120, completed: 80, archived: 20, from: 2026-01-05, to: 2026-11-20, optional drafts, docs and avoid: { assignees: [...], labels: [...], words: [...], statuses: [...] }';
  const read = readNoiseYaml(file, schema, expected);
  if (!read) return undefined;
  const utc = (value: Date | string): Date =>
    value instanceof Date ? value : new Date(`${value}T00:00:00Z`);
  const spec = { ...read, from: utc(read.from), to: utc(read.to) };
  if (Number.isNaN(spec.from.getTime()) || Number.isNaN(spec.to.getTime()) || spec.from >= spec.to)
    throw new ArenaError('TASK_INVALID', `${file}: from and to must be dates, from before to (${expected})`);
  return spec;
}

/** Where a generated file goes, relative to the `backlog/` folder, and its content. */
export interface NoiseFile {
  file: string;
  content: string;
}

type Folder = 'tasks' | 'completed' | 'archive/tasks' | 'drafts';
interface Draft {
  folder: Folder;
  created: Date;
  project: NoiseProject;
  title: string;
  why: string;
  criteria: string[];
}

/** The highest number among the seed's ids of a kind (`task-12 - ….md` → 12) in the given folders. */
function highestId(seedDir: string, folders: string[], prefix: RegExp): number {
  let highest = 0;
  for (const folder of folders) {
    const dir = path.join(seedDir, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const match = prefix.exec(name);
      if (match) highest = Math.max(highest, Number(match[1]));
    }
  }
  return highest;
}

function taskPrefix(seedDir: string): string {
  const config = path.join(seedDir, 'config.yml');
  const configured = existsSync(config)
    ? (parseYaml(readFileSync(config, 'utf8')) as { task_prefix?: unknown } | null)?.task_prefix
    : undefined;
  return typeof configured === 'string' && configured ? configured.toLowerCase() : 'task';
}

const stampOf = (date: Date): string => date.toISOString().slice(0, 16).replace('T', ' ');
const slug = (title: string): string =>
  title
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** Quoted like backlog.md writes them, so `created_date` stays a string for every YAML reader. */
const FRONT_MATTER = { lineWidth: 0, defaultStringType: 'QUOTE_SINGLE', defaultKeyType: 'PLAIN' } as const;

function render(front: Record<string, unknown>, sections: string[]): string {
  return `---\n${stringify(front, FRONT_MATTER)}---\n\n${sections.join('\n\n')}\n`;
}

/**
 * The noise files of a board: tickets from unrelated projects, ids after the seed's highest id in
 * created-date order (the highest id is never archived: backlog.md numbers new tickets from the active and
 * completed folders only), drafts after the highest draft, docs after the highest doc. Nothing generated
 * names an avoided assignee, label, status or word.
 */
export function trackerNoise(taskId: string, spec: TrackerNoiseSpec, seedDir: string): NoiseFile[] {
  const random = new Random(`${taskId}/tracker`);
  const avoidWords = spec.avoid.words.map((word) => word.toLowerCase());
  const avoidLabels = new Set(spec.avoid.labels.map((label) => label.toLowerCase()));
  const avoidPeople = new Set(spec.avoid.assignees.map((name) => name.replace(/^@/, '').toLowerCase()));
  const clean = (text: string): boolean => !avoidWords.some((word) => text.toLowerCase().includes(word));
  const projects = NOISE_PROJECTS.filter(
    (project) => !avoidLabels.has(project.label) && clean(`${project.name} ${project.milestones.join(' ')}`),
  );
  const kinds = KIND_LABELS.filter((label) => !avoidLabels.has(label) && clean(label));
  const team = colleagues(random, 'noise.test', 14)
    .map((person) => person.first.toLowerCase())
    .filter((handle) => !avoidPeople.has(handle) && clean(handle));
  const statuses = ['To Do', 'In Progress', 'Done'].filter(
    (status) => !spec.avoid.statuses.some((avoided) => avoided.toLowerCase() === status.toLowerCase()),
  );
  // backlog.md refuses to archive a Done ticket: archived ones are shelved work.
  const shelved = statuses.filter((status) => status !== 'Done');
  if (!shelved.length) shelved.push('To Do');
  const candidates = projects.flatMap((project) =>
    project.ideas.flatMap((idea) =>
      (idea.each ?? ['']).map((fill) => ({
        project,
        title: idea.title.replace('{x}', fill),
        why: idea.why.replace('{x}', fill),
        criteria: idea.criteria,
      })),
    ),
  );
  const usable = candidates.filter((item) => clean(`${item.title} ${item.why} ${item.criteria.join(' ')}`));
  const total = spec.tasks + spec.completed + spec.archived + spec.drafts;
  if (total > 0 && (usable.length === 0 || statuses.length === 0 || team.length < 3))
    throw new ArenaError('TASK_INVALID', `${taskId}: tracker noise avoids too much to generate any ticket`);
  // Each idea once before any repeats, handed out in random order over the folders.
  const ordered = random.shuffle(
    Array.from({ length: Math.ceil(total / Math.max(usable.length, 1)) }, () => usable)
      .flat()
      .slice(0, total),
  );
  const [from, to] = [spec.from.getTime(), spec.to.getTime() + 86_399_000];
  const span = to - from;
  const drafts: Draft[] = [];
  const add = (folder: Folder, count: number, start: number, end: number): void => {
    for (const created of spreadDates(random, start, end, count))
      drafts.push({ folder, created, ...ordered[drafts.length]! });
  };
  add('archive/tasks', spec.archived, from, from + span * 0.7);
  add('completed', spec.completed, from, from + span * 0.9);
  add('tasks', spec.tasks, from + span * 0.3, to);
  add('drafts', spec.drafts, from + span * 0.5, to);
  const tickets = drafts
    .filter((item) => item.folder !== 'drafts')
    .sort((a, b) => a.created.getTime() - b.created.getTime());
  // In time order, a repeated idea is a later round of the same work, so titles stay distinct.
  const rounds = new Map<string, number>();
  for (const item of [...tickets, ...drafts.filter((entry) => entry.folder === 'drafts')]) {
    const round = rounds.get(item.title) ?? 0;
    rounds.set(item.title, round + 1);
    if (round) item.title = `${item.title}: ${DATA.FOLLOW_UPS[(round - 1) % DATA.FOLLOW_UPS.length]}`;
  }
  const folders = tickets.map((item) => item.folder);
  const last = Math.max(folders.lastIndexOf('tasks'), folders.lastIndexOf('completed'));
  if (last >= 0) tickets.push(...tickets.splice(last, 1));
  const prefix = taskPrefix(seedDir);
  const escaped = prefix.replace(/[^a-z0-9]/g, '\\$&');
  let nextTask = highestId(
    seedDir,
    ['tasks', 'completed', 'archive/tasks'],
    new RegExp(`^${escaped}-(\\d+)`, 'i'),
  );
  let nextDraft = highestId(seedDir, ['drafts'], /^draft-(\d+)/i);
  const files: NoiseFile[] = [];
  const byProject = new Map<string, string[]>();
  const ordering = [...tickets, ...drafts.filter((item) => item.folder === 'drafts')];
  for (const item of ordering) {
    const isDraft = item.folder === 'drafts';
    const number = isDraft ? (nextDraft += 1) : (nextTask += 1);
    const id = isDraft ? `DRAFT-${number}` : `${prefix.toUpperCase()}-${number}`;
    const status = isDraft
      ? 'Draft'
      : item.folder === 'completed'
        ? 'Done'
        : item.folder === 'archive/tasks'
          ? random.pick(shelved)
          : random.pick(statuses.flatMap((status) => (status === 'To Do' ? [status, status] : [status])));
    const people = random.chance(0.15) ? [] : random.sample(team, random.chance(0.2) ? 2 : 1);
    const labels = [item.project.label, ...(random.chance(0.4) && kinds.length ? [random.pick(kinds)] : [])];
    const earlier = byProject.get(item.project.label) ?? [];
    const front: Record<string, unknown> = {
      id,
      title: item.title,
      status,
      assignee: people.map((handle) => `@${handle}`),
      created_date: stampOf(item.created),
    };
    const updated = item.created.getTime() + random.int(1, 40) * 86_400_000;
    if (status !== 'To Do' && updated < to) front.updated_date = stampOf(new Date(updated));
    front.labels = labels;
    if (random.chance(0.3)) front.milestone = random.pick(item.project.milestones);
    front.dependencies = !isDraft && earlier.length && random.chance(0.12) ? [random.pick(earlier)] : [];
    if (random.chance(0.85)) front.priority = random.pick(['high', 'medium', 'medium', 'low', 'low']);
    if (!isDraft) byProject.set(item.project.label, [...earlier, id]);
    const done = status === 'Done';
    const sections = [
      `## Description\n\n<!-- SECTION:DESCRIPTION:BEGIN -->\n${item.why}\n\n${fill(DATA.PART_OF_PROJECT, { project: item.project.name })}\n<!-- SECTION:DESCRIPTION:END -->`,
      `## Acceptance Criteria\n<!-- AC:BEGIN -->\n${item.criteria
        .map(
          (text, index) =>
            `- [${done || (status === 'In Progress' && index === 0) ? 'x' : ' '}] #${index + 1} ${text}`,
        )
        .join('\n')}\n<!-- AC:END -->`,
    ];
    const note =
      item.folder === 'archive/tasks'
        ? random.pick(DROPPED_REASONS)
        : status === 'In Progress' && random.chance(0.6)
          ? random.pick(PROGRESS_NOTES)
          : undefined;
    if (note)
      sections.push(
        `## Implementation Notes\n\n<!-- SECTION:NOTES:BEGIN -->\n${note}\n<!-- SECTION:NOTES:END -->`,
      );
    if (done && random.chance(0.7))
      sections.push(
        `## Final Summary\n\n<!-- SECTION:FINAL_SUMMARY:BEGIN -->\n${random.pick(DONE_SUMMARIES)}\n<!-- SECTION:FINAL_SUMMARY:END -->`,
      );
    const name = `${isDraft ? 'draft' : prefix}-${number} - ${slug(item.title)}.md`;
    files.push({ file: `${item.folder}/${name}`, content: render(front, sections) });
  }
  let nextDoc = highestId(seedDir, ['docs'], /^doc-(\d+)/i);
  for (const title of random.sample(DOC_TITLES.filter(clean), spec.docs)) {
    const project = NOISE_PROJECTS.find((candidate) => title.startsWith(candidate.name.split(' ')[0]!));
    const ideas = (project?.ideas ?? [])
      .map((idea) => idea.title.replace('{x}', idea.each?.[0] ?? ''))
      .filter(clean);
    nextDoc += 1;
    const created = spreadDates(random, from, to, 1)[0]!;
    const body = [
      `# ${title}`,
      DATA.DOC_OWNER,
      '## Open items',
      ...(ideas.length
        ? [
            ideas
              .slice(0, 4)
              .map((idea) => `- ${idea}`)
              .join('\n'),
          ]
        : [`- ${DATA.DOC_NOTHING_OPEN}`]),
    ];
    files.push({
      file: `docs/doc-${nextDoc} - ${slug(title)}.md`,
      content: `---\n${stringify({ id: `doc-${nextDoc}`, title, type: 'other', created_date: stampOf(created) }, FRONT_MATTER)}---\n\n${body.join('\n\n')}\n`,
    });
  }
  return files;
}

/**
 * The folder a task's board is seeded from: its `seed/tracker/`, plus the tickets of its `noise.yaml` when it
 * has one (the spec itself is left out). Built once per machine under the temporary directory, keyed by the
 * seed's files, the spec and the noise generators' source, so cells copy it and checks see it as the seed.
 */
export function seededTracker(task: Task, seedDir: string): string {
  const spec = readTrackerNoise(seedDir);
  if (!spec) return seedDir;
  return seedFolderWithNoise({
    area: 'mcp-arena-tracker-seeds',
    task,
    spec,
    from: seedDir,
    addNoise: (dir) => {
      rmSync(path.join(dir, 'noise.yaml'));
      for (const { file, content } of trackerNoise(task.id, spec, seedDir))
        writeNoiseFile(dir, file, content);
    },
  });
}
