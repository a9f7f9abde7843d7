import path from 'node:path';
import { z } from 'zod';
import { readNoiseYaml } from '../../noise/noise-yaml.ts';
import type { Task } from '../../../tasks/index.ts';
import { csv, pdf, png } from '../../noise/binary-files.ts';
import { DOC_PARAGRAPHS } from '../git/git-noise-content.ts';
import { NEWSLETTER_ARTICLES, SOCIAL } from '../mail/mail-text.ts';
import { colleagues, COMPANIES } from '../../noise/people.ts';
import { Random, spreadDates } from '../../noise/random.ts';
import { seedFolderWithNoise, writeNoiseFile } from '../../noise/seed-folder.ts';
import { fill } from '../../noise/templates.ts';
import DATA from './files-noise.json' with { type: 'json' };

/** `seed/files/noise.yaml`: clutter files to add to workspace folders. */
const schema = z.array(
  z.strictObject({
    into: z
      .string()
      .refine(
        (value) => !path.isAbsolute(value) && !value.split(/[\\/]/).includes('..'),
        'a folder inside the workspace',
      ),
    files: z.int().min(1).max(5000),
  }),
);
type FilesNoiseSpec = z.infer<typeof schema>;

export function readFilesNoise(task: Task): FilesNoiseSpec | undefined {
  return readNoiseYaml(
    path.join(task.dir, 'seed', 'files', 'noise.yaml'),
    schema,
    'expected a list such as - { into: notes, files: 60 }',
  );
}

const FROM = Date.UTC(2026, 3, 1);
const TO = Date.UTC(2026, 10, 20);

function stamp(date: Date): string {
  return date.toISOString().slice(0, 10);
}

type Maker = (random: Random, date: Date) => { name: string; content: Buffer | string };

const MAKERS: Array<{ weight: number; make: Maker }> = [
  {
    weight: 4,
    make: (random, date) => {
      const people = colleagues(random, 'noise.test', random.int(3, 5));
      const topic = random.pick(DATA.MEETING_TOPICS);
      const lines = [
        `# ${topic[0]!.toUpperCase()}${topic.slice(1)}, ${stamp(date)}`,
        '',
        `Present: ${people.map((person) => person.name).join(', ')}`,
        '',
        '## Notes',
        '',
      ];
      for (const paragraph of random.sample(DOC_PARAGRAPHS, random.int(2, 4))) lines.push(`- ${paragraph}`);
      lines.push(
        '',
        '## Follow-ups',
        '',
        `- ${fill(DATA.MEETING_FOLLOW_UP, { first: people[0]!.first })}`,
        '',
      );
      return {
        name: `meeting-notes-${topic.replace(/\s+/g, '-')}-${stamp(date)}.md`,
        content: lines.join('\n'),
      };
    },
  },
  {
    weight: 3,
    make: (random) => {
      const article = random.pick(NEWSLETTER_ARTICLES);
      const slug = article.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/-$/, '');
      const suffix = random.pick(DATA.DRAFT_SUFFIXES);
      return {
        name: `${slug.slice(0, 40)}-${suffix}.md`,
        content: `# ${article.title}\n\n${article.body.join('\n\n')}\n`,
      };
    },
  },
  {
    weight: 3,
    make: (random, date) => {
      const kind = random.pick(DATA.EXPORT_KINDS);
      const rows = Array.from({ length: random.int(20, 400) }, (_, index) => {
        const day = new Date(date.getTime() - index * 3_600_000 * random.int(1, 20));
        return [stamp(day), random.pick(DATA.EXPORT_PLACES), random.int(1, 60)];
      });
      return { name: `${kind}-export-${stamp(date)}.csv`, content: csv(['date', 'place', 'count'], rows) };
    },
  },
  {
    weight: 2,
    make: (random, date) => {
      const job = random.pick(DATA.LOG_JOBS);
      const lines = Array.from({ length: random.int(30, 600) }, (_, index) => {
        const time = new Date(date.getTime() + index * random.int(5, 90) * 1000).toISOString();
        const level = random.chance(0.05) ? 'WARN' : 'INFO';
        return `${time} ${level} ${job}: ${random.pick(DATA.LOG_EVENTS)}`;
      });
      return { name: `${job}-${stamp(date)}.log`, content: `${lines.join('\n')}\n` };
    },
  },
  {
    weight: 2,
    make: (random, date) => ({
      name: random.pick([
        `screenshot-${stamp(date)}-${random.int(10, 99)}.png`,
        `whiteboard-${random.int(1, 9)}.png`,
        `photo-${random.int(1000, 9999)}.png`,
      ]),
      content: png(random, random.int(24, 64), random.int(16, 48)),
    }),
  },
  {
    weight: 1,
    make: (random) => {
      const vendor = random.pick(COMPANIES.vendors);
      return {
        name: `brochure-${vendor.name.toLowerCase().replace(/[^a-z]+/g, '-')}.pdf`,
        content: pdf([vendor.name, '', ...DATA.BROCHURE.map((line) => fill(line, vendor))]),
      };
    },
  },
  {
    weight: 1,
    make: (random) => {
      const item = random.pick(SOCIAL);
      return {
        name: `${item.subject
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/-$/, '')}.txt`,
        content: `${item.subject}\n\n${item.body}\n`,
      };
    },
  },
];

/** The clutter files of one `into` entry: relative path → content. */
export function filesNoise(
  taskId: string,
  into: string,
  count: number,
  taken: Set<string>,
): Map<string, Buffer | string> {
  const random = new Random(`${taskId}/files/${into}`);
  const weighted = MAKERS.flatMap((maker) => Array<Maker>(maker.weight).fill(maker.make));
  const out = new Map<string, Buffer | string>();
  for (let attempt = 0; out.size < count && attempt < count * 3; attempt += 1) {
    const { name, content } = random.pick(weighted)(random, spreadDates(random, FROM, TO, 1)[0]!);
    const folder = random.chance(0.25) ? path.join(into, random.pick(DATA.SUBFOLDERS)) : into;
    const file = path.join(folder, name);
    if (taken.has(file) || out.has(file)) continue;
    out.set(file, content);
  }
  return out;
}

/**
 * The folder a task's workspace is seeded from: its `workspace/`, plus the clutter of
 * `seed/files/noise.yaml` when it has one. That union is built once per machine (a folder under the
 * temporary directory, keyed by the workspace's files, the noise spec and this generator's source), so
 * cells copy it like any workspace and checks compare against it as the seed.
 */
export function seededWorkspace(task: Task): string {
  const spec = readFilesNoise(task);
  if (!spec) return task.workspaceDir;
  return seedFolderWithNoise({
    area: 'mcp-arena-workspaces',
    task,
    spec,
    from: task.workspaceDir,
    addNoise: (dir, own) => {
      const taken = new Set(own);
      for (const { into, files: count } of spec) {
        for (const [file, content] of filesNoise(task.id, path.normalize(into), count, taken)) {
          writeNoiseFile(dir, file, content);
          taken.add(file);
        }
      }
    },
  });
}
