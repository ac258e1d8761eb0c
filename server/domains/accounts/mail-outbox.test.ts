import { describe, expect, it } from 'vitest';
import type { KeptMailPage } from '../../../common/api/email';
import { MAIL_OUTBOX_PAGE_SIZE } from '../../../common/api/email';
import { mailOutbox } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { buildUser } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { signedInAgent } from '../../test/signed-in-agent';

const testApp = setUpTestApp();
const OUTBOX = '/json/email/lookup/listKeptMail';

describe('the mail outbox (no SMTP)', () => {
  it('lets staff read the mail kept instead of sent, newest first, with its link', async () => {
    const user = await buildUser(testApp.database.db);
    const reset = await new TestAgent(testApp.app, '10.80.0.1').post(
      '/json/user/execute/notifyPasswordReset',
      {
        email: user.email,
      },
    );
    expect(reset.status).toBe(200);
    const staff = await signedInAgent(
      testApp.app,
      (await buildUser(testApp.database.db, { isStaff: true })).email,
    );
    const reply = await staff.get(OUTBOX);
    expect(reply.status).toBe(200);
    const page = reply.body.result as KeptMailPage;
    const mail = page.messages.find((message) => message.to === user.email);
    expect(mail).toMatchObject({ template: 'password_reset', language: 'en' });
    expect(mail?.text).toContain('/accounts/reset-password/');
  });

  it('pages through older messages and never lists sent mail', async () => {
    const db = testApp.database.db;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const row = (status: 'kept' | 'sent', minutesAgo: number) => ({
      toAddress: `${status}-${minutesAgo}@example.test`,
      templateKey: 'email_verification',
      language: 'ms',
      subject: 'Sahkan alamat e-mel anda',
      bodyText: 'Kod anda: 123456',
      bodyHtml: '<p>Kod anda: 123456</p>',
      status,
      createdAt: at(minutesAgo),
    });
    await db
      .insert(mailOutbox)
      .values([
        ...Array.from({ length: MAIL_OUTBOX_PAGE_SIZE + 3 }, (_, i) => row('kept', 10 + i)),
        row('sent', 5),
      ]);
    const staff = await signedInAgent(testApp.app, (await buildUser(db, { isStaff: true })).email);
    const first = (await staff.get(OUTBOX)).body.result as KeptMailPage;
    expect(first.messages).toHaveLength(MAIL_OUTBOX_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.messages.some((message) => message.to.startsWith('sent-'))).toBe(false);
    const before = first.messages.at(-1)!.id;
    const second = (await staff.get(`${OUTBOX}?before=${before}`)).body.result as KeptMailPage;
    expect(second.hasMore).toBe(false);
    const seen = new Set(first.messages.map((message) => message.id));
    expect(second.messages.every((message) => !seen.has(message.id))).toBe(true);
    const times = [...first.messages, ...second.messages].map((message) => message.keptAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('is for staff only', async () => {
    const learner = await signedInAgent(testApp.app, (await buildUser(testApp.database.db)).email);
    expect((await learner.get(OUTBOX)).status).toBe(403);
    expect((await new TestAgent(testApp.app).get(OUTBOX)).status).toBe(401);
  });
});
