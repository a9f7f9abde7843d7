import path from 'node:path';
import { z } from 'zod';
import { ArenaError } from '../../../errors.ts';
import { readNoiseYaml } from '../../noise/noise-yaml.ts';
import {
  KIND_WEIGHTS,
  MAIL_BUILDERS,
  MAIL_NOISE_KINDS,
  type MailNoiseKind,
  type NoiseMail,
} from './mail-kinds.ts';
import { Random, spreadDates } from '../../noise/random.ts';

/** `seed/mail/noise.yaml`: how many noise mails each folder gets, over which dates, and which kinds to leave out. */
export interface MailNoiseSpec {
  folders: Record<string, number>;
  from: Date;
  to: Date;
  exclude: MailNoiseKind[];
}

const day = z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'a date such as 2026-09-01')]);
const schema = z.strictObject({
  folders: z.record(z.string().min(1), z.int().min(0).max(2000)),
  from: day,
  to: day,
  exclude: z.array(z.enum(MAIL_NOISE_KINDS)).default([]),
});

/** `2026-09-01` → its first instant; `to` dates count in full (up to 23:59:59 UTC). */
function instant(value: Date | string, endOfDay: boolean): Date {
  const text = value instanceof Date ? value.toISOString() : value;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (endOfDay && /^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z)?$/.test(text)) date.setUTCHours(23, 59, 59);
  return date;
}

/** Reads and checks `noise.yaml` in a task's mail seed folder; undefined when there is none. */
export function readMailNoise(seedDir: string): MailNoiseSpec | undefined {
  const file = path.join(seedDir, 'noise.yaml');
  const read = readNoiseYaml(
    file,
    schema,
    `expected folders: {INBOX: 45}, from: 2026-09-01, to: 2026-11-23, optional exclude: [${MAIL_NOISE_KINDS.join(', ')}]`,
  );
  if (!read) return undefined;
  const spec = { ...read, from: instant(read.from, false), to: instant(read.to, true) };
  if (Number.isNaN(spec.from.getTime()) || Number.isNaN(spec.to.getTime()) || spec.from > spec.to)
    throw new ArenaError('TASK_INVALID', `${file}: from and to must be dates with from before to`);
  if (spec.exclude.length === MAIL_NOISE_KINDS.length)
    throw new ArenaError('TASK_INVALID', `${file}: exclude leaves no kind of noise; drop noise.yaml instead`);
  return spec;
}

function pickKind(random: Random, allowed: MailNoiseKind[]): MailNoiseKind {
  const total = allowed.reduce((sum, kind) => sum + KIND_WEIGHTS[kind], 0);
  let roll = random.next() * total;
  for (const kind of allowed) {
    roll -= KIND_WEIGHTS[kind];
    if (roll < 0) return kind;
  }
  return allowed[allowed.length - 1]!;
}

async function compose(mail: NoiseMail, date: Date, messageId: string, boundary: string): Promise<Buffer> {
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
  const composer = new MailComposer({
    ...mail,
    date,
    messageId,
    baseBoundary: boundary,
    // A fixed boundary and encoding, so the bytes are the same in every cell.
    textEncoding: 'quoted-printable',
  });
  return composer.compile().build();
}

const cache = new Map<string, Promise<Record<string, Buffer[]>>>();

/**
 * The noise mails of every folder as raw RFC 5322 messages, the same for a task every time: the random
 * source is seeded with the task id and the folder name. Built once per process and task.
 */
export function mailNoise(
  taskId: string,
  spec: MailNoiseSpec,
  owner: { address: string; name: string },
): Promise<Record<string, Buffer[]>> {
  const key = JSON.stringify([taskId, spec, owner]);
  let built = cache.get(key);
  if (!built) {
    built = buildMailNoise(taskId, spec, owner);
    cache.set(key, built);
    built.catch(() => cache.delete(key));
  }
  return built;
}

async function buildMailNoise(
  taskId: string,
  spec: MailNoiseSpec,
  owner: { address: string; name: string },
): Promise<Record<string, Buffer[]>> {
  const domain = owner.address.split('@')[1] ?? 'example.test';
  const allowed = MAIL_NOISE_KINDS.filter((kind) => !spec.exclude.includes(kind));
  const ownerPerson = {
    name: owner.name,
    first: owner.name.split(' ')[0] ?? owner.name,
    address: owner.address,
  };
  const result: Record<string, Buffer[]> = {};
  for (const [folder, count] of Object.entries(spec.folders)) {
    const random = new Random(`${taskId}/mail/${folder}`);
    const dates = spreadDates(random, spec.from.getTime(), spec.to.getTime(), count);
    result[folder] = await Promise.all(
      dates.map((date, index) => {
        const kind = pickKind(random, allowed);
        const key = `${random.hex(10)}${index}`;
        const mail = MAIL_BUILDERS[kind]({ random, owner: ownerPerson, domain, date, key });
        return compose(mail, date, `<noise-${key}@${domain}>`, random.hex(16));
      }),
    );
  }
  return result;
}
