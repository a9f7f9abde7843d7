import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ArenaError } from '../../../errors.ts';
import type { Task } from '../../../tasks/index.ts';
import type { App, AppAvailability, RunningApp } from '../../app.ts';
import type { MailMessage, MailState } from './mail-reader.ts';
import {
  type Daemon,
  packageServer,
  seedDir,
  seedFiles,
  serverPackageAvailability,
  SystemProgram,
} from '../../app-support.ts';
import type { CellDir } from '../../cell-dir.ts';
import { greeting, startListening } from '../../daemon-start.ts';
import { hashTree } from '../files/files-app.ts';
import { byHeaderDate, Maildir, parseMessage, sortMessages } from './maildir.ts';
import { mailNoise, readMailNoise } from './mail-noise.ts';
import { promptSmtpServer } from './prompt-smtp.ts';

const DOVECOT = new SystemProgram(['/usr/sbin/dovecot', 'dovecot'], {
  reason: 'dovecot (IMAP server) is not installed',
  install: 'apt-get install -y --no-install-recommends dovecot-imapd',
});
/** The mail server the agent talks to: optional, from vendor/npm/ (see serverPackageAvailability). */
const SERVER_PACKAGE = '@codefuturist/email-mcp';
const PASSWORD = 'arena-mail-password';
/** Folders every mailbox has, as a mail client would create them. */
const STANDARD_FOLDERS = ['Sent', 'Drafts', 'Trash', 'Archive'];

/** `seed/mail/mailbox.yaml`: whose mailbox it is. */
interface MailboxOwner {
  address: string;
  name: string;
}

export function readOwner(dir: string): MailboxOwner {
  const file = path.join(dir, 'mailbox.yaml');
  const owner = existsSync(file) ? (parseYaml(readFileSync(file, 'utf8')) as Partial<MailboxOwner>) : {};
  return { address: owner.address ?? 'sam.carter@northwind.test', name: owner.name ?? 'Sam Carter' };
}

/**
 * Every seeded folder's raw mails: the task's `.eml` files plus generated noise (`noise.yaml`), in Date
 * order, so mail ids (IMAP UIDs 1..n) follow time.
 */
export async function seededMail(
  taskId: string,
  source: string,
  owner: MailboxOwner,
): Promise<Record<string, Buffer[]>> {
  const folders: Record<string, Buffer[]> = {};
  if (existsSync(source))
    for (const item of readdirSync(source, { withFileTypes: true }).filter((entry) => entry.isDirectory()))
      folders[item.name] = seedFiles(path.join(source, item.name), ['.eml']).map((file) =>
        readFileSync(file),
      );
  const spec = readMailNoise(source);
  const noise = spec ? await mailNoise(taskId, spec, owner) : {};
  for (const [folder, raws] of Object.entries(noise)) folders[folder] = [...(folders[folder] ?? []), ...raws];
  for (const folder of Object.keys(folders)) folders[folder] = byHeaderDate(folders[folder]!);
  return folders;
}

/** Who owns the mail: dovecot never serves mail as root, so a root process hands it to the system's `mail` user. */
function mailOwner(): { uid: number; gid: number } {
  const uid = process.getuid?.() ?? 0;
  if (uid !== 0) return { uid, gid: process.getgid?.() ?? uid };
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('mail:'));
  const [, , mailUid, mailGid] = line?.split(':') ?? [];
  return { uid: Number(mailUid ?? 8), gid: Number(mailGid ?? 8) };
}

/**
 * Dovecot reads the Maildir as the mail user, who must pass through every folder above the cell's: a private
 * parent (a `mktemp -d` as MCP_ARENA_TMPDIR, say) would otherwise break IMAP with no clear sign.
 */
export function assertTraversable(cellDir: string, owner: { uid: number; gid: number }): void {
  for (let dir = path.dirname(cellDir); ; dir = path.dirname(dir)) {
    const { mode, uid, gid } = statSync(dir);
    const passes = uid === owner.uid ? mode & 0o100 : gid === owner.gid ? mode & 0o010 : mode & 0o001;
    if (!passes) {
      throw new ArenaError(
        'APP_START_FAILED',
        `the mail app's IMAP server runs as uid ${owner.uid} and cannot enter ${dir}, above the cell folder; ` +
          `allow it (chmod o+x ${dir}) or set MCP_ARENA_TMPDIR to a folder it can reach`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

function chownTree(root: string, owner: { uid: number; gid: number }): void {
  if (process.getuid?.() !== 0) return;
  chownSync(root, owner.uid, owner.gid);
  const entries = readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[];
  for (const entry of entries) chownSync(path.join(entry.parentPath, entry.name), owner.uid, owner.gid);
}

function dovecotConfig(dir: string, port: number, owner: MailboxOwner, greeting: string): string {
  const root = process.getuid?.() === 0;
  const user = os.userInfo().username;
  const mail = mailOwner();
  return `# One cell's IMAP server; nothing here is shared with the machine's dovecot.
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = arena-${path.basename(path.dirname(dir))}
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
# This cell's own greeting: the readiness probe knows this dovecot from another cell's.
login_greeting = ${greeting}
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = 0
default_internal_user = ${root ? 'dovecot' : user}
default_login_user = ${root ? 'dovenull' : user}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${mail.uid} gid=${mail.gid} home=${dir}/home
}
mail_location = maildir:${dir}/Maildir
namespace inbox {
  inbox = yes
  separator = /
${STANDARD_FOLDERS.map((folder) => `  mailbox ${folder} {\n    special_use = \\${folder}\n    auto = subscribe\n  }`).join('\n')}
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
# The cell folder is private (0700): the processes that read it run as this process's user.
service auth {
  user = ${user}
}
service auth-worker {
  user = ${user}
}
# ${owner.address}
`;
}

/**
 * A real mailbox: a per-cell dovecot IMAP server over a Maildir, an SMTP server (nodemailer's smtp-server,
 * in process) that keeps every accepted message and delivers mail for the mailbox owner to INBOX, and
 * `@codefuturist/email-mcp` on top. Seeded from `seed/mail/<Folder>/*.eml` (INBOX unread, other folders
 * read), `seed/mail/mailbox.yaml` (`address`, `name` of the owner) and `seed/mail/noise.yaml` (generated
 * noise mails); each folder is delivered in Date order.
 */
export class MailApp implements App<MailState> {
  readonly name = 'mail';

  availability(): AppAvailability {
    return DOVECOT.availability(() => serverPackageAvailability(SERVER_PACKAGE));
  }

  async start(task: Task, cell: CellDir): Promise<RunningApp<MailState>> {
    const dovecot = DOVECOT.require();
    const source = seedDir(task, 'mail');
    const owner = readOwner(source);
    const dir = cell.subdir('mail');
    const maildir = new Maildir(path.join(dir, 'Maildir'));
    const outbox = cell.subdir('mail-outbox');
    const seedMail = await seededMail(task.id, source, owner);
    const writeSeed = (target: Maildir): void => {
      for (const folder of ['INBOX', ...STANDARD_FOLDERS]) target.createFolder(folder);
      for (const [folder, raws] of Object.entries(seedMail))
        target.seedFolder(folder, raws, folder !== 'INBOX');
    };
    const seed = (): void => {
      rmSync(maildir.root, { recursive: true, force: true });
      rmSync(path.join(dir, 'home'), { recursive: true, force: true });
      for (const file of readdirSync(outbox)) rmSync(path.join(outbox, file));
      writeSeed(maildir);
      chownTree(maildir.root, mailOwner());
    };
    // The mailbox as seeded, for checks' before.mail: a copy no server touches (the seed files, written once).
    const seededMaildir = new Maildir(path.join(cell.subdir('mail-seed'), 'Maildir'));
    writeSeed(seededMaildir);
    // The mail user only passes through the private cell folder to its Maildir; it cannot list it.
    if (process.getuid?.() === 0) {
      assertTraversable(cell.dir, mailOwner());
      chmodSync(cell.dir, 0o711);
    }
    seed();
    writeFileSync(path.join(dir, 'passwd'), `${owner.address}:{PLAIN}${PASSWORD}::::::\n`);

    let accepted = 0;
    const smtp = await promptSmtpServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, callback) => callback(null, { user: owner.address }),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          accepted += 1;
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          const name = String(accepted).padStart(5, '0');
          // The envelope beside the message: its recipients include the blind copies the headers leave out.
          writeFileSync(path.join(outbox, `${name}.rcpt.json`), JSON.stringify(recipients));
          writeFileSync(path.join(outbox, `${name}.eml`), raw);
          if (recipients.includes(owner.address.toLowerCase())) maildir.deliver('INBOX', raw, false);
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(0, '127.0.0.1', () => resolve());
    });
    const smtpPort = (smtp.server.address() as { port: number }).port;
    const closeSmtp = (): Promise<void> => new Promise((resolve) => smtp.close(() => resolve()));

    const greetingText = `arena mail ${randomBytes(6).toString('hex')} ready.`;
    const dovecotLog = (): string =>
      existsSync(path.join(dir, 'dovecot.log')) ? readFileSync(path.join(dir, 'dovecot.log'), 'utf8') : '';
    const dovecotDaemon = (port?: number): Promise<{ daemon: Daemon; port: number }> =>
      startListening(
        cell,
        {
          name: 'dovecot',
          launch: (imap) => {
            writeFileSync(path.join(dir, 'dovecot.conf'), dovecotConfig(dir, imap, owner, greetingText));
            return { command: dovecot, args: ['-F', '-c', path.join(dir, 'dovecot.conf')] };
          },
          answers: async (imap) => (await greeting(imap)).includes(greetingText),
          log: dovecotLog,
        },
        // A restart keeps its port: the MCP server was told it.
        port === undefined ? {} : { port: async () => port },
      );
    let daemon: Daemon | undefined;
    let imapPort: number;
    try {
      ({ daemon, port: imapPort } = await dovecotDaemon());
    } catch (error) {
      await closeSmtp();
      throw error;
    }

    const sent = async (): Promise<MailMessage[]> =>
      sortMessages(
        await Promise.all(
          readdirSync(outbox)
            .filter((file) => file.endsWith('.eml'))
            .sort()
            .map((file) => {
              const envelope = path.join(outbox, file.replace(/\.eml$/, '.rcpt.json'));
              const recipients = existsSync(envelope)
                ? (JSON.parse(readFileSync(envelope, 'utf8')) as string[])
                : [];
              return parseMessage(readFileSync(path.join(outbox, file)), 'SMTP', [], recipients);
            }),
        ),
      );
    const home = cell.subdir('mail-client');
    // email-mcp's own files (its queue of scheduled mails, what it noted of processed mails): a run's, not the seed's.
    const clientState = [path.join(home, 'state'), path.join(home, 'data'), path.join(home, 'cache')];
    return {
      name: this.name,
      servers: [
        packageServer('mail', SERVER_PACKAGE, {
          cwd: home,
          env: {
            HOME: home,
            XDG_CONFIG_HOME: path.join(home, 'config'),
            XDG_DATA_HOME: path.join(home, 'data'),
            XDG_STATE_HOME: path.join(home, 'state'),
            XDG_CACHE_HOME: path.join(home, 'cache'),
            MCP_EMAIL_ADDRESS: owner.address,
            MCP_EMAIL_FULL_NAME: owner.name,
            MCP_EMAIL_USERNAME: owner.address,
            MCP_EMAIL_PASSWORD: PASSWORD,
            MCP_EMAIL_IMAP_HOST: '127.0.0.1',
            MCP_EMAIL_IMAP_PORT: String(imapPort),
            MCP_EMAIL_IMAP_TLS: 'false',
            MCP_EMAIL_SMTP_HOST: '127.0.0.1',
            MCP_EMAIL_SMTP_PORT: String(smtpPort),
            MCP_EMAIL_SMTP_TLS: 'false',
            MCP_EMAIL_SMTP_STARTTLS: 'false',
            MCP_EMAIL_SMTP_VERIFY_SSL: 'false',
            MCP_EMAIL_SMTP_POOL_ENABLED: 'false',
            MCP_EMAIL_RATE_LIMIT: '1000',
          },
        }),
      ],
      state: {
        mail: {
          folders: async () => maildir.folders(),
          list: (folder) => maildir.list(folder),
          sent,
        },
      },
      before: {
        mail: {
          folders: async () => seededMaildir.folders(),
          list: (folder) => seededMaildir.list(folder),
          sent: async () => [],
        },
      },
      reset: async () => {
        // dovecot keeps indexes beside the mail: stop it, restore the Maildir, start it again on the same port.
        // Its indexes and the Maildir are written again below, so nothing is lost by not waiting for its shutdown
        // but the lock a killed dovecot leaves in its state folder, which held the next start 10 s.
        await daemon?.stop(0);
        rmSync(path.join(dir, 'state'), { recursive: true, force: true });
        daemon = undefined;
        seed();
        accepted = 0;
        for (const folder of clientState) rmSync(folder, { recursive: true, force: true });
        ({ daemon } = await dovecotDaemon(imapPort));
      },
      snapshot: async () => {
        const folders: Record<string, MailMessage[]> = {};
        for (const folder of maildir.folders()) folders[folder] = await maildir.list(folder);
        const client = Object.fromEntries(
          clientState.map((folder) => [path.basename(folder), hashTree(folder)]),
        );
        return { folders, sent: await sent(), client };
      },
      stop: async () => {
        await daemon?.stop();
        await closeSmtp();
      },
      lost: () => daemon?.lost() && `dovecot exited during the cell (${daemon.lost()})`,
    };
  }
}
