import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config';
import { mailOutbox, mailTemplates } from '../db/schema';
import { runJobInline } from '../jobs/job';
import type { TestApp } from '../test/app';
import { createMailTestApp, type SmtpInbox } from '../test/smtp-inbox';
import { MAIL_TEMPLATE_KEYS } from './copy/mail-copy';
import { createMailer, type MailMessage } from './mailer';
import { sendMailJob } from './send-mail-job';
import { defaultTemplate } from './templates';

let smtpApp: TestApp & { inbox: SmtpInbox };
let inbox: SmtpInbox;
beforeAll(async () => {
  smtpApp = await createMailTestApp();
  inbox = smtpApp.inbox;
});
afterAll(() => smtpApp.close());

const LINK = 'http://localhost:3000/accounts/reset-password/0a1b2c/';

function resetMail(to: string, language = 'en', fullName = 'Siti Rahmah'): MailMessage {
  return { to, template: 'password_reset', language, values: { fullName, link: LINK } };
}

function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

async function outboxRow(app: TestApp, to: string) {
  const [row] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return row;
}

describe('the mailer with SMTP', () => {
  it('delivers over SMTP after the commit: headers, text, escaped HTML and the link', async () => {
    const to = 'budi@example.test';
    const { db } = smtpApp.database;
    await smtpApp.deps.mailer.transaction(db, async (_tx, outbox) => {
      await outbox.send(resetMail(to, 'en', 'Budi <b>&</b>'));
    });
    const mail = await inbox.waitFor(to);
    expect(mail.from).toBe('Kelas <no-reply@kelas.example>');
    expect(mail.to).toContain(to);
    expect(mail.subject).toBe('Reset your Kelas password');
    expect(mail.text).toContain('Hi Budi <b>&</b>,');
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain('Hi Budi &lt;b&gt;&amp;&lt;/b&gt;,');
    expect(mail.html).toContain(`<a href="${LINK}"`);
    await smtpApp.deps.mailer.settled();
    expect(await outboxRow(smtpApp, to)).toMatchObject({ status: 'sent', templateKey: 'password_reset' });
  });

  it('writes nothing and sends nothing when the transaction rolls back', async () => {
    const to = 'rolled-back@example.test';
    const { db } = smtpApp.database;
    await expect(
      smtpApp.deps.mailer.transaction(db, async (_tx, outbox) => {
        await outbox.send(resetMail(to));
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    await smtpApp.deps.mailer.settled();
    expect(await outboxRow(smtpApp, to)).toBeUndefined();
    expect(inbox.messages.some((message) => message.to.includes(to))).toBe(false);
  });

  it("writes in the recipient's language, and in English when it is not one we write in", async () => {
    const { db } = smtpApp.database;
    await smtpApp.deps.mailer.transaction(db, async (_tx, outbox) => {
      await outbox.send(resetMail('ms@example.test', 'ms'));
      await outbox.send(resetMail('id@example.test', 'id'));
      await outbox.send(resetMail('fr@example.test', 'fr'));
    });
    expect((await inbox.waitFor('ms@example.test')).subject).toBe('Tetapkan semula kata laluan Kelas anda');
    expect((await inbox.waitFor('id@example.test')).subject).toBe('Atur ulang kata sandi Kelas Anda');
    expect((await inbox.waitFor('fr@example.test')).subject).toBe('Reset your Kelas password');
    expect(await outboxRow(smtpApp, 'fr@example.test')).toMatchObject({ language: 'en' });
  });

  it('uses the template staff saved for the key and language instead of the default', async () => {
    const { db } = smtpApp.database;
    await db.insert(mailTemplates).values({
      key: 'password_changed',
      language: 'ms',
      subject: 'Notis {{brandName}}',
      bodyText: 'Salam {{fullName}}, {{unknown}} kekal.',
      bodyHtml: '<p>Salam <strong>{{fullName}}</strong></p>',
    });
    await smtpApp.deps.mailer.transaction(db, async (_tx, outbox) => {
      await outbox.send({
        to: 'override@example.test',
        template: 'password_changed',
        language: 'ms',
        values: { fullName: 'Aminah <i>' },
      });
      await outbox.send({
        to: 'default@example.test',
        template: 'password_changed',
        language: 'id',
        values: { fullName: 'Aminah' },
      });
    });
    const overridden = await inbox.waitFor('override@example.test');
    expect(overridden.subject).toBe('Notis Kelas');
    expect(overridden.text).toBe('Salam Aminah <i>, {{unknown}} kekal.');
    expect(overridden.html).toBe('<p>Salam <strong>Aminah &lt;i&gt;</strong></p>');
    expect((await inbox.waitFor('default@example.test')).subject).toBe('Kata sandi Kelas Anda telah diubah');
  });
});

describe('the mailer without SMTP', () => {
  it('keeps the message in the outbox and prints it with the link, logging a line without it', async () => {
    const { logger, lines } = capturedLogger();
    const config = readConfig({ PUBLIC_URL: 'http://localhost:3000' });
    const printed: string[] = [];
    const mailer = createMailer({ config, logger, print: (text) => printed.push(text) });
    const to = 'kept@example.test';
    await mailer.transaction(smtpApp.database.db, async (_tx, outbox) => {
      await outbox.send(resetMail(to));
    });
    expect(await outboxRow(smtpApp, to)).toMatchObject({
      status: 'kept',
      subject: 'Reset your Kelas password',
    });
    const line = lines.find((entry) => entry.to === to);
    expect(line).toMatchObject({ level: 30, template: 'password_reset' });
    expect(JSON.stringify(line)).not.toContain(LINK);
    expect(printed.join('')).toContain(LINK);
  });
});

describe('the send-mail job', () => {
  const jobDeps = () => ({ db: smtpApp.database.db, logger: pino({ level: 'silent' }) });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  async function pendingRow(to: string, createdAt = new Date()) {
    const rendered = defaultTemplate('password_changed', 'en');
    const [row] = await smtpApp.database.db
      .insert(mailOutbox)
      .values({
        toAddress: to,
        templateKey: 'password_changed',
        language: 'en',
        subject: rendered.subject,
        bodyText: rendered.bodyText,
        bodyHtml: rendered.bodyHtml,
        status: 'pending',
        createdAt,
      })
      .returning();
    return row!;
  }

  it('delivers a queued row over SMTP and marks it sent', async () => {
    vi.stubEnv('SMTP_URL', inbox.url);
    const row = await pendingRow('job@example.test');
    await runJobInline(sendMailJob, { outboxId: row.id }, jobDeps());
    expect((await inbox.waitFor('job@example.test')).subject).toBe('Your {{brandName}} password was changed');
    expect(await outboxRow(smtpApp, 'job@example.test')).toMatchObject({ status: 'sent' });
  });

  it('marks a row failed with the reason when SMTP refuses it, and throws so the job retries', async () => {
    vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:9');
    const row = await pendingRow('refused@example.test');
    await expect(runJobInline(sendMailJob, { outboxId: row.id }, jobDeps())).rejects.toThrow();
    const failed = await outboxRow(smtpApp, 'refused@example.test');
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed?.error).toBeTruthy();
  });

  it('on its schedule, sends rows left pending, but not ones still on their way', async () => {
    vi.stubEnv('SMTP_URL', inbox.url);
    await pendingRow('left-behind@example.test', new Date(Date.now() - 10 * 60_000));
    await pendingRow('on-its-way@example.test');
    await runJobInline(sendMailJob, {}, jobDeps());
    await inbox.waitFor('left-behind@example.test');
    expect(await outboxRow(smtpApp, 'on-its-way@example.test')).toMatchObject({ status: 'pending' });
  });
});

describe('the default templates', () => {
  it('use the same placeholders in every language', () => {
    const placeholders = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g))].sort();
    for (const key of MAIL_TEMPLATE_KEYS) {
      const english = defaultTemplate(key, 'en');
      for (const language of ['id', 'ms']) {
        const translated = defaultTemplate(key, language);
        expect(placeholders(translated.subject + translated.bodyText)).toEqual(
          placeholders(english.subject + english.bodyText),
        );
        expect(translated.subject).not.toBe(english.subject);
      }
    }
  });
});
