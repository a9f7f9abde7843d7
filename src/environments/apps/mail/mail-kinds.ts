import { csv, ics, pdf, png } from '../../noise/binary-files.ts';
import {
  NEWSLETTER_ARTICLES,
  fillNotification,
  NOTIFICATIONS,
  OUT_OF_OFFICE,
  PROMOS,
  SOCIAL,
  THREAD_TOPICS,
} from './mail-text.ts';
import { colleague, colleagues, COMPANIES, mailbox, type Person } from '../../noise/people.ts';
import type { Random } from '../../noise/random.ts';
import { fill } from '../../noise/templates.ts';
import DATA from './mail-kinds.json' with { type: 'json' };

/** The kinds of noise mail; a task's `exclude` names the ones it must not get. */
export const MAIL_NOISE_KINDS = [
  'newsletter',
  'notification',
  'thread',
  'attachment',
  'promo',
  'auto-reply',
  'social',
] as const;
export type MailNoiseKind = (typeof MAIL_NOISE_KINDS)[number];

/** How often each kind is drawn. */
export const KIND_WEIGHTS: Record<MailNoiseKind, number> = {
  newsletter: 20,
  notification: 20,
  thread: 18,
  attachment: 12,
  promo: 10,
  'auto-reply': 6,
  social: 14,
};

export interface NoiseMail {
  from: string;
  to: string;
  cc?: string;
  subject: string;
  text?: string;
  html?: string;
  attachments?: Array<{ filename: string; content: Buffer | string; contentType: string }>;
  headers?: Record<string, string>;
  inReplyTo?: string;
  references?: string[];
}

export interface MailContext {
  random: Random;
  owner: Person;
  domain: string;
  date: Date;
  /** Unique per mail: used in generated ids. */
  key: string;
}

const { ATTACHMENTS, NEWSLETTER, PROMO } = DATA;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function paragraphsHtml(text: string): string {
  return text
    .split('\n\n')
    .map(
      (paragraph) =>
        `<p style="margin:0 0 14px 0;line-height:1.5">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
}

function htmlPage(title: string, inner: string, footer: string): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f2f3f5;font-family:Helvetica,Arial,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="24" cellspacing="0" style="background:#ffffff">
<tr><td>
${inner}
<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">
<p style="font-size:12px;color:#777">${footer}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
}

function day(date: Date): string {
  return date.toUTCString().replace(/ \d{2}:\d{2}:\d{2} GMT$/, '');
}

function newsletter({ random, owner, date }: MailContext): NoiseMail {
  const company = random.pick(COMPANIES.newsletters);
  const articles = random.sample(NEWSLETTER_ARTICLES, random.int(3, 6));
  // Issues are weekly: the number follows the date, as a real newsletter's does.
  const issue = 40 + company.name.length * 7 + Math.floor(date.getTime() / (7 * 86_400_000)) - 2900;
  const subject = `${company.name} #${issue}: ${articles[0]!.title}`;
  const footer = fill(NEWSLETTER.footer, { name: company.name, address: owner.address });
  const inner = [
    `<h1 style="font-size:22px">${escapeHtml(company.name)}</h1>`,
    `<p style="color:#555">${fill(NEWSLETTER.intro, { issue, day: day(date), topic: company.topic })}</p>`,
    ...articles.map(
      (article) =>
        `<h2 style="font-size:18px;margin-top:28px">${escapeHtml(article.title)}</h2>\n${paragraphsHtml(article.body.join('\n\n'))}\n<p><a href="https://${company.address.split('@')[1]}/read/${issue}">${NEWSLETTER.readMore}</a></p>`,
    ),
  ].join('\n');
  const text = [
    `${company.name}, issue ${issue}`,
    fill(NEWSLETTER.textIntro, { topic: company.topic }),
    ...articles.map((article) => `${article.title.toUpperCase()}\n\n${article.body.join('\n\n')}`),
    footer,
  ].join('\n\n');
  return {
    from: `${company.name} <${company.address}>`,
    to: mailbox(owner),
    subject,
    html: htmlPage(subject, inner, footer),
    // About half the newsletters are HTML only, as many senders do.
    text: random.chance(0.5) ? text : undefined,
    headers: { 'List-Unsubscribe': `<mailto:unsubscribe@${company.address.split('@')[1]}>` },
  };
}

function notification({ random, owner, domain, date }: MailContext): NoiseMail {
  const template = random.pick(NOTIFICATIONS);
  const later = new Date(date.getTime() + random.int(2, 9) * 86_400_000);
  const facts = {
    project: random.pick(DATA.PROJECTS),
    run: random.int(1200, 9800),
    when: later.toLocaleDateString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }),
    month: date.toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' }),
  };
  const [local, host] = template.address.split('@') as [string, string];
  return {
    from: `${template.sender} <${local}@${host}.${domain}>`,
    to: mailbox(owner),
    subject: fillNotification(template.subject, facts),
    text: fillNotification(template.body, facts),
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.startsWith('>') ? `>${line}` : `> ${line}`))
    .join('\n');
}

function thread({ random, owner, domain, date, key }: MailContext): NoiseMail {
  const topic = random.pick(THREAD_TOPICS);
  const people = colleagues(random, domain, random.int(3, 4));
  const depth = random.int(3, topic.lines.length);
  const ids = Array.from({ length: depth }, (_, index) => `<thread-${key}-${index}@${domain}>`);
  // Oldest message first; each reply quotes everything before it.
  let body = '';
  let when = new Date(date.getTime() - depth * random.int(2, 9) * 3_600_000);
  for (let index = 0; index < depth; index += 1) {
    const author = people[index % people.length]!;
    const own = `${topic.lines[index]}\n\n${author.first}`;
    body = index === 0 ? own : `${own}\n\nOn ${when.toUTCString()}, ${author.name} wrote:\n${quote(body)}`;
    when = new Date(when.getTime() + random.int(1, 8) * 3_600_000);
  }
  const last = people[(depth - 1) % people.length]!;
  return {
    from: mailbox(last),
    to: people
      .filter((person) => person !== last)
      .map(mailbox)
      .join(', '),
    cc: mailbox(owner),
    subject: `${depth > 3 && random.chance(0.5) ? 'Re: Re: ' : 'Re: '}${topic.subject}`,
    text: body,
    inReplyTo: ids[depth - 2],
    references: ids.slice(0, -1),
  };
}

function attachment({ random, owner, domain, date, key }: MailContext): NoiseMail {
  const sender = colleague(random, domain);
  const variant = random.int(0, 3);
  const sign = `\n\n${DATA.SIGN_OFF}\n${sender.first}`;
  if (variant === 0) {
    const talk = random.pick(NEWSLETTER_ARTICLES);
    return {
      from: mailbox(sender),
      to: `everyone@${domain}`,
      subject: fill(ATTACHMENTS.talk.subject, { title: talk.title }),
      text: `${ATTACHMENTS.talk.text}${sign}`,
      attachments: [
        {
          filename: ATTACHMENTS.talk.filename,
          content: pdf([
            talk.title,
            '',
            ...talk.body.flatMap((paragraph) => paragraph.match(/.{1,80}(\s|$)/g) ?? []),
          ]),
          contentType: 'application/pdf',
        },
      ],
    };
  }
  if (variant === 1) {
    const people = colleagues(random, domain, 6);
    const rota = ATTACHMENTS.rota;
    const rows = people.map((person, index) => [
      fill(rota.week, { number: index + 1 }),
      person.name,
      random.pick(rota.areas),
    ]);
    return {
      from: mailbox(sender),
      to: mailbox(owner),
      subject: rota.subject,
      text: `${rota.greeting}\n\n${rota.body}${sign}`,
      html: `<p>${rota.greeting}</p><p>${rota.body}</p><p>${DATA.SIGN_OFF}<br>${escapeHtml(sender.first)}</p>`,
      attachments: [{ filename: rota.filename, content: csv(rota.columns, rows), contentType: 'text/csv' }],
    };
  }
  if (variant === 2) {
    return {
      from: mailbox(sender),
      to: `everyone@${domain}`,
      subject: ATTACHMENTS.photos.subject,
      text: `${ATTACHMENTS.photos.text}${sign}`,
      attachments: [1, 2].map((index) => ({
        filename: fill(ATTACHMENTS.photos.filename, { number: index }),
        content: png(random),
        contentType: 'image/png',
      })),
    };
  }
  const invitation = ATTACHMENTS.invitation;
  const start = new Date(date.getTime() + random.int(3, 12) * 86_400_000);
  start.setUTCHours(17, 30, 0, 0);
  return {
    from: mailbox(sender),
    to: `social@${domain}`,
    subject: fill(invitation.subject, { day: day(start) }),
    text: `${invitation.text}${sign}`,
    attachments: [
      {
        filename: invitation.filename,
        content: ics(`bookclub-${key}@${domain}`, invitation.summary, start, 90, invitation.location),
        contentType: 'text/calendar',
      },
    ],
  };
}

function promo({ random, owner }: MailContext): NoiseMail {
  const vendor = random.pick(COMPANIES.vendors);
  const pitch = random.pick(PROMOS).replace('{product}', vendor.product);
  const subject = fill(random.pick(PROMO.subjects), vendor);
  const footer = fill(PROMO.footer, { name: vendor.name, address: owner.address });
  return {
    from: `${vendor.name} <${vendor.address}>`,
    to: mailbox(owner),
    subject,
    text: `${pitch}\n\n${footer}`,
    html: htmlPage(
      subject,
      `<h1 style="font-size:24px">${escapeHtml(vendor.name)}</h1>\n${paragraphsHtml(pitch)}\n<p><a href="https://${vendor.address.split('@')[1]}/shop" style="background:#1a7f5a;color:#fff;padding:10px 18px;text-decoration:none">${PROMO.button}</a></p>`,
      footer,
    ),
  };
}

function autoReply({ random, owner, domain }: MailContext): NoiseMail {
  const sender = colleague(random, domain);
  const topic = random.pick(THREAD_TOPICS);
  return {
    from: mailbox(sender),
    to: mailbox(owner),
    subject: `Automatic reply: ${topic.subject}`,
    text: `${random.pick(OUT_OF_OFFICE)}\n\n${sender.name}`,
    headers: { 'Auto-Submitted': 'auto-replied', 'X-Autoreply': 'yes' },
  };
}

function social({ random, domain }: MailContext): NoiseMail {
  const sender = colleague(random, domain);
  const item = random.pick(SOCIAL);
  const text = `${item.body}\n\n${sender.first}`;
  return {
    from: mailbox(sender),
    to: `social@${domain}`,
    subject: item.subject,
    text,
    html: random.chance(0.4)
      ? `<div style="font-family:Georgia,serif">${paragraphsHtml(text)}</div>`
      : undefined,
  };
}

export const MAIL_BUILDERS: Record<MailNoiseKind, (context: MailContext) => NoiseMail> = {
  newsletter,
  notification,
  thread,
  attachment,
  promo,
  'auto-reply': autoReply,
  social,
};
