/**
 * `npx tsx src/environments/apps/mail/list-seed-mail.ts suites/core/<task> [folder]`: every mail a task's
 * mailbox starts with (its .eml files and the noise), with the id the email server gives it, without
 * starting any server. For writing reference plans and probes.
 */
import path from 'node:path';
import { readOwner, seededMail } from './mail-app.ts';
import { parseMessage } from './maildir.ts';
import { loadTask } from '../../../tasks/index.ts';

const [taskDir, only] = process.argv.slice(2);
if (!taskDir) {
  process.stderr.write(
    'usage: npx tsx src/environments/apps/mail/list-seed-mail.ts <task folder> [folder]\n',
  );
  process.exit(2);
}
const task = loadTask(path.resolve(taskDir));
const source = path.join(task.dir, 'seed', 'mail');
const folders = await seededMail(task.id, source, readOwner(source));
for (const [folder, raws] of Object.entries(folders)) {
  if (only && folder !== only) continue;
  for (const [index, raw] of raws.entries()) {
    const message = await parseMessage(raw, folder, []);
    const noise = message.messageId.startsWith('<noise-') ? ' ' : '*';
    process.stdout.write(
      `${folder}\t${index + 1}\t${noise}\t${message.date.slice(0, 16)}\t${message.from}\t${message.subject}\n`,
    );
  }
}
