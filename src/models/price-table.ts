import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ArenaError } from '../errors.ts';
import defaultPrices from './prices.json' with { type: 'json' };

const price = z.strictObject({
  input: z.number().nonnegative(),
  cachedInput: z.number().nonnegative().optional(),
  output: z.number().nonnegative(),
});
const priceFile = z.object({ about: z.string().optional(), models: z.record(z.string(), price) });

/** USD per million tokens. `cachedInput` defaults to `input` when a provider has no cache discount. */
export type Price = z.infer<typeof price>;

export class PriceTable {
  private readonly prices: Map<string, Price>;

  constructor(prices: Record<string, Price>) {
    this.prices = new Map(Object.entries(prices));
  }

  static default(): PriceTable {
    return new PriceTable(priceFile.parse(defaultPrices).models);
  }

  /** The default table with the file's entries on top. */
  static withOverrides(file: string): PriceTable {
    let parsed: z.infer<typeof priceFile>;
    try {
      parsed = priceFile.parse(JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      throw new ArenaError(
        'USAGE',
        `cannot read prices from ${file}: ${(error as Error).message.split('\n')[0]}; ` +
          'expected {"models": {"provider:model": {"input": 1.25, "cachedInput": 0.125, "output": 10}}} in USD per million tokens',
      );
    }
    return new PriceTable({ ...priceFile.parse(defaultPrices).models, ...parsed.models });
  }

  /** Cost in USD, or null when the model has no price: an unknown cost is never 0. */
  cost(
    modelId: string,
    usage: { inputTokens: number; cachedInputTokens: number; outputTokens: number },
  ): number | null {
    const entry = this.prices.get(modelId);
    if (!entry) return null;
    const uncached = Math.max(0, usage.inputTokens - usage.cachedInputTokens);
    const cachedRate = entry.cachedInput ?? entry.input;
    return (
      (uncached * entry.input + usage.cachedInputTokens * cachedRate + usage.outputTokens * entry.output) /
      1e6
    );
  }
}
