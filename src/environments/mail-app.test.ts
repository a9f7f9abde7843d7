import { chmodSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeAppContract } from './app-contract.ts';
import { assertTraversable, MailApp } from './mail-app.ts';
import { CONTRACT_FIXTURES } from './test-fixtures/contract-fixtures.ts';

describeAppContract('mail', () => new MailApp(), CONTRACT_FIXTURES.mail);

describe('the mail user reaching the cell folder', () => {
  const mailUser = { uid: 4242, gid: 4242 };

  it('fails with what to do when a folder above the cell is private', () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'private-'));
    const cell = path.join(parent, 'cells', 'cell-1');
    mkdirSync(cell, { recursive: true });
    chmodSync(parent, 0o700);
    expect(() => assertTraversable(cell, mailUser)).toThrow(`cannot enter ${parent}, above the cell folder`);
    chmodSync(parent, 0o711);
    expect(() => assertTraversable(cell, mailUser)).not.toThrow();
  });
});
