import { describe, expect, it } from 'vitest';
import { csvRows } from './csv-rows.ts';

describe('csvRows', () => {
  it('reads the rows by header, cells trimmed', () => {
    expect(csvRows('nda_id,party\nNDA-2026-025, Lumen Analytics GmbH\n')).toEqual([
      { nda_id: 'NDA-2026-025', party: 'Lumen Analytics GmbH' },
    ]);
  });

  it('gives no rows for a missing or empty file', () => {
    expect(csvRows(undefined)).toEqual([]);
    expect(csvRows('')).toEqual([]);
  });

  it('gives no rows for a file that no longer parses', () => {
    expect(csvRows('nda_id,party\n"NDA-2026-025,Lumen\n')).toEqual([]);
  });
});
