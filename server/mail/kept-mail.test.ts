import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { setUpTestApp } from '../test/set-up-test-app';
import { formatKeptMail, KEPT_MAIL_DAYS, KEPT_MAIL_MAX, purgeKeptMail, showKeptMail } from './kept-mail';

const testApp = setUpTestApp();

const MAIL = {
  id: '00000000-0000-4000-8000-000000000001',
  toAddress: 'siti@example.test',
  templateKey: 'password_reset',
  subject: 'Reset your Kelas password',
  bodyText: 'Open http://localhost:3000/accounts/reset-password/secret-token/ to choose a new password.',
};

function loggerAt(level: pino.Level | 'silent') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe('kept mail on the console', () => {
  it('prints the whole message readably, and logs a line without its text', () => {
    const { logger, lines } = loggerAt('info');
    const printed: string[] = [];
    showKeptMail(logger, MAIL, (text) => printed.push(text));
    expect(printed).toEqual([formatKeptMail(MAIL)]);
    expect(printed[0]).toContain('Subject: Reset your Kelas password');
    expect(printed[0]).toContain('/accounts/reset-password/secret-token/');
    expect(lines.join('')).toContain('mail kept in the outbox');
    expect(lines.join('')).not.toContain('secret-token');
  });

  it('prints nothing where the log shows no info (tests, a quiet production log)', () => {
    const printed: string[] = [];
    showKeptMail(loggerAt('warn').logger, MAIL, (text) => printed.push(text));
    showKeptMail(loggerAt('silent').logger, MAIL, (text) => printed.push(text));
    expect(printed).toEqual([]);
  });
});

describe('retention of kept mail', () => {
  it(`keeps at most ${KEPT_MAIL_MAX} kept messages, none older than ${KEPT_MAIL_DAYS} days, and never touches sent mail`, async () => {
    const db = testApp.database.db;
    const row = (status: 'kept' | 'sent', ageDays: number) => ({
      toAddress: 'a@example.test',
      templateKey: 'password_reset',
      language: 'en',
      subject: 's',
      bodyText: 't',
      bodyHtml: 'h',
      status,
      createdAt: new Date(Date.now() - ageDays * 86_400_000),
    });
    await db.insert(mailOutbox).values([row('kept', KEPT_MAIL_DAYS + 1), row('sent', KEPT_MAIL_DAYS + 30)]);
    await db
      .insert(mailOutbox)
      .values(Array.from({ length: KEPT_MAIL_MAX + 5 }, (_, i) => row('kept', i / (24 * 60))));
    expect(await purgeKeptMail(db)).toBe(6);
    const kept = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.status, 'kept'));
    expect(kept).toHaveLength(KEPT_MAIL_MAX);
    const sent = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
    expect(sent).toHaveLength(1);
  });
});
