import { ArenaError } from '../errors.ts';

/**
 * `--db`: a Postgres server's URL; anything else (a typo such as `postgress://`, `mysql://`, a word) is
 * refused here, before it could become a local folder named like the URL. Leaving it out means the
 * embedded store in the arena home.
 */
export function storeUrl(value: string): string {
  if (/^postgres(ql)?:\/\/./i.test(value)) return value;
  throw new ArenaError(
    'USAGE',
    `--db "${value}" is not a postgres:// or postgresql:// URL; leave --db out to use the embedded store`,
  );
}
