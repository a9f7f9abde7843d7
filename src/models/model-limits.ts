import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ArenaError } from '../errors.ts';
import defaultLimits from './model-limits.json' with { type: 'json' };

const limits = z.strictObject({
  contextTokens: z.number().int().positive(),
  maxOutputTokens: z.number().int().positive(),
});
const limitsFile = z.object({
  about: z.string().optional(),
  default: limits.optional(),
  models: z.record(z.string(), limits),
});

/** A model's context window and the most tokens it may write in one reply. */
export type ModelLimits = z.infer<typeof limits>;

/** Context window and output limit per model id, beside the price table; overridable by file. */
export class ModelLimitsTable {
  private readonly models: Map<string, ModelLimits>;
  private readonly fallback: ModelLimits;

  constructor(models: Record<string, ModelLimits>, fallback: ModelLimits) {
    this.models = new Map(Object.entries(models));
    this.fallback = fallback;
  }

  static default(): ModelLimitsTable {
    const parsed = limitsFile.parse(defaultLimits);
    return new ModelLimitsTable(parsed.models, parsed.default!);
  }

  /** The default table with the file's entries (and default, if given) on top. */
  static withOverrides(file: string): ModelLimitsTable {
    let parsed: z.infer<typeof limitsFile>;
    try {
      parsed = limitsFile.parse(JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      throw new ArenaError(
        'USAGE',
        `cannot read model limits from ${file}: ${(error as Error).message.split('\n')[0]}; ` +
          'expected {"models": {"provider:model": {"contextTokens": 32768, "maxOutputTokens": 4096}}}',
      );
    }
    const base = limitsFile.parse(defaultLimits);
    return new ModelLimitsTable({ ...base.models, ...parsed.models }, parsed.default ?? base.default!);
  }

  of(modelId: string): ModelLimits {
    return this.models.get(modelId) ?? this.fallback;
  }

  /** Whether the table knows this model (else `of` gives the default). */
  has(modelId: string): boolean {
    return this.models.has(modelId);
  }
}
