/**
 * τ²-bench's published leaderboard (`submission.json` files, one a submission, as the corpus keeps them in
 * `leaderboard/`): per submission the model, who submitted it and when, pass^1..pass^4 per domain, and how
 * far it was verified, so a run's pass^k can stand beside the figures people already know.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ArenaError } from '../errors.ts';

const score = z.number().nullable().optional();
const submissionFile = z.object({
  model_name: z.string(),
  model_organization: z.string().optional(),
  submitting_organization: z.string().optional(),
  submission_date: z.string().optional(),
  submission_type: z.string().nullable().optional(),
  trajectories_available: z.boolean().nullable().optional(),
  results: z
    .record(z.string(), z.object({ pass_1: score, pass_2: score, pass_3: score, pass_4: score }).nullable())
    .nullable()
    .optional(),
  methodology: z
    .object({
      user_simulator: z.string().nullable().optional(),
      verification: z
        .object({
          modified_prompts: z.boolean().nullable().optional(),
          omitted_questions: z.boolean().nullable().optional(),
          details: z.string().nullable().optional(),
        })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
});

export interface Tau2Submission {
  file: string;
  model: string;
  submitter: string;
  date: string;
  /** pass^1..pass^4 by domain, in percent, where given. */
  results: Record<string, Array<number | null>>;
  /** `verified`, or what stands against it: `unverified`, `modified prompts`, `omitted questions`, `custom scaffold`. */
  status: string;
  userSimulator: string | null;
}

/**
 * How far a submission was checked, from its methodology: `unverified` when it says so (or says nothing of
 * its prompts), the departures from the standard evaluation it declares, else `verified`; `, trajectories`
 * when its trajectories are public.
 */
export function verificationStatus(file: z.infer<typeof submissionFile>): string {
  const verification = file.methodology?.verification;
  const details = verification?.details ?? '';
  const flags: string[] = [];
  if (/\bunverified\b/i.test(details) || verification?.modified_prompts == null) flags.push('unverified');
  if (verification?.modified_prompts === true) flags.push('modified prompts');
  if (verification?.omitted_questions === true) flags.push('omitted questions');
  if (file.submission_type === 'custom') flags.push('custom scaffold');
  const status = flags.length > 0 ? flags.join(', ') : 'verified';
  return file.trajectories_available ? `${status}, trajectories` : status;
}

/** Every submission of a leaderboard folder, with an error that names a file that cannot be read. */
export function readTau2Leaderboard(dir: string): Tau2Submission[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    throw new ArenaError('USAGE', `--leaderboard: cannot read ${dir}; give τ²-bench's leaderboard folder`);
  }
  if (names.length === 0)
    throw new ArenaError('USAGE', `--leaderboard: ${dir} has no submission .json files`);
  return names.sort().map((name) => {
    const file = path.join(dir, name);
    const parsed = submissionFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success)
      throw new ArenaError(
        'USAGE',
        `--leaderboard: ${file} is not a τ²-bench submission: ${parsed.error.issues[0]?.message ?? ''}`,
      );
    const data = parsed.data;
    const results: Record<string, Array<number | null>> = {};
    for (const [domain, passes] of Object.entries(data.results ?? {})) {
      if (!passes) continue;
      const values = [passes.pass_1, passes.pass_2, passes.pass_3, passes.pass_4].map(
        (value) => value ?? null,
      );
      if (values.some((value) => value !== null)) results[domain] = values;
    }
    return {
      file: name,
      model: data.model_name,
      submitter: data.submitting_organization ?? data.model_organization ?? '',
      date: data.submission_date ?? '',
      results,
      status: verificationStatus(data),
      userSimulator: data.methodology?.user_simulator ?? null,
    };
  });
}
