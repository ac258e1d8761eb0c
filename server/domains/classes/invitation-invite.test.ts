import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationList, InviteByEmailResult } from '../../../common/api/invitations';
import { classInvitations, enrolments, users } from '../../db/schema';
import { runJobInline } from '../../jobs/job';
import { createTestApp, freshAgent, type TestApp } from '../../test/app';
import { cohortAdminAgent, courseAgent, storedEnrolment, userAgent } from '../../test/course-fixtures';
import { buildUser } from '../../test/factories';
import { QueryCounter } from '../../test/query-counter';
import { buildClassWithPages } from './enrolment-fixtures';
import { processInvitationsJob } from './invitation-job';
import { invitationMails, storedStatus } from './invitation-test-kit';

const counter = new QueryCounter();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({}, { onQuery: counter.onQuery });
});
afterAll(() => testApp.close());

const invite = (agent: Awaited<ReturnType<typeof courseAgent>>, cohortPath: string, emails: string) =>
  agent.post(`/json/cohort/update/inviteByEmail/${cohortPath}`, { emails });

async function adminOfNewClass(settings: Parameters<typeof buildClassWithPages>[1] = {}, language = 'en') {
  const built = await buildClassWithPages(testApp, settings);
  const admin = await courseAgent(testApp, built.course.path, 'administrator', { fullName: 'Ibu Wulan' });
  await testApp.database.db.update(users).set({ preferredLanguage: language });
  return { ...built, admin };
}

describe('inviteByEmail', () => {
  it('judges each entry on its own and collapses duplicates', async () => {
    const { cohort, admin } = await adminOfNewClass();
    const reply = await invite(
      admin,
      cohort.path,
      'one@invite.test, ONE@invite.test;not-an-address\n\n two@invite.test\tone@invite.test',
    );
    expect(reply.status).toBe(200);
    const { entries } = reply.body.result as InviteByEmailResult;
    expect(entries).toEqual([
      { email: 'one@invite.test', valid: true, status: 'pending_enrolled' },
      { email: 'not-an-address', valid: false, reason: 'Enter a valid email address' },
      { email: 'two@invite.test', valid: true, status: 'pending_enrolled' },
    ]);
  });

  it('takes a pasted list of `Name <address>` entries, each with its own status', async () => {
    const { cohort, admin } = await adminOfNewClass();
    const reply = await invite(
      admin,
      cohort.path,
      'Jane Doe <jane@named.test>; "Tan, Mei" <mei@named.test>\nBad Entry <bad@>, Siti <siti@named.test>',
    );
    expect(reply.status).toBe(200);
    expect((reply.body.result as InviteByEmailResult).entries).toEqual([
      { email: 'jane@named.test', valid: true, status: 'pending_enrolled' },
      { email: 'mei@named.test', valid: true, status: 'pending_enrolled' },
      { email: 'bad@', valid: false, reason: 'Enter a valid email address' },
      { email: 'siti@named.test', valid: true, status: 'pending_enrolled' },
    ]);
  });

  it('refuses an empty list with a reason for the field', async () => {
    const { cohort, admin } = await adminOfNewClass();
    const reply = await invite(admin, cohort.path, ' ,; \n');
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ emails: 'Paste at least one email address.' });
  });

  it('mails every address a link, accounts or not, enrolling nobody; only members already in are noted', async () => {
    const { cohort, course, admin } = await adminOfNewClass({}, 'id');
    const { db } = testApp.database;
    const member = await buildUser(db, { email: 'member@invite.test' });
    const enrolled = await buildUser(db, { email: 'enrolled@invite.test' });
    await db.insert(enrolments).values({ cohortId: cohort.id, userId: enrolled.id, source: 'open' });
    const reply = await invite(
      admin,
      cohort.path,
      'Member@invite.test enrolled@invite.test newcomer@invite.test',
    );
    // The inviter cannot tell the address with an account from the one without.
    expect((reply.body.result as InviteByEmailResult).entries).toEqual([
      { email: 'Member@invite.test', valid: true, status: 'pending_enrolled' },
      { email: 'enrolled@invite.test', valid: true, status: 'already_enrolled' },
      { email: 'newcomer@invite.test', valid: true, status: 'pending_enrolled' },
    ]);
    // Nobody is enrolled without a say.
    expect(await storedEnrolment(testApp, member.id, cohort.id)).toBeUndefined();
    expect(await storedStatus(testApp, cohort.id, 'member@invite.test')).toBe('pending_enrolled');
    // Both are mailed, in the inviter's language, naming class, course and inviter.
    expect(await invitationMails(testApp, 'Member@invite.test')).toHaveLength(1);
    expect(await invitationMails(testApp, 'enrolled@invite.test')).toHaveLength(0);
    const [mail] = await invitationMails(testApp, 'newcomer@invite.test');
    expect(mail!.language).toBe('id');
    expect(mail!.subject).toBe(`Anda diundang bergabung dengan ${cohort.name} di Kelas`);
    expect(mail!.bodyText).toContain(
      `Ibu Wulan mengundang Anda bergabung dengan kelas ${cohort.name} pada kursus ${course.name}`,
    );
    expect(mail!.bodyText).toMatch(/http:\/\/localhost:3000\/cohorts\/invitation\/[0-9a-f]{64}\//);
  });

  it('does not mail a pending invitee again within the cooldown, and does after it', async () => {
    const { cohort, admin } = await adminOfNewClass();
    await invite(admin, cohort.path, 'again@invite.test');
    const repeat = await invite(admin, cohort.path, 'again@invite.test fresh@invite.test');
    expect((repeat.body.result as InviteByEmailResult).entries).toEqual([
      { email: 'again@invite.test', valid: true, status: 'pending_enrolled', sentRecently: true },
      { email: 'fresh@invite.test', valid: true, status: 'pending_enrolled' },
    ]);
    expect(await invitationMails(testApp, 'again@invite.test')).toHaveLength(1);
    await testApp.database.db
      .update(classInvitations)
      .set({ sentAt: sql`now() - interval '25 hours'` })
      .where(eq(classInvitations.cohortId, cohort.id));
    const later = await invite(admin, cohort.path, 'again@invite.test');
    expect((later.body.result as InviteByEmailResult).entries).toEqual([
      { email: 'again@invite.test', valid: true, status: 'pending_enrolled' },
    ]);
    expect(await invitationMails(testApp, 'again@invite.test')).toHaveLength(2);
  });

  it('leaves an address unprocessed with the reason when the class is full', async () => {
    const { cohort, admin } = await adminOfNewClass({ seatLimit: 1 });
    const { db } = testApp.database;
    const seated = await buildUser(db);
    await db.insert(enrolments).values({ cohortId: cohort.id, userId: seated.id, source: 'open' });
    await buildUser(db, { email: 'late@invite.test' });
    const reply = await invite(admin, cohort.path, 'late@invite.test nobody-yet@invite.test');
    expect((reply.body.result as InviteByEmailResult).entries).toEqual([
      { email: 'late@invite.test', valid: true, status: 'unprocessed', reason: 'This class is full.' },
      { email: 'nobody-yet@invite.test', valid: true, status: 'unprocessed', reason: 'This class is full.' },
    ]);
    expect(await invitationMails(testApp, 'nobody-yet@invite.test')).toHaveLength(0);
  });

  it('hands a long list to the job: untouched until it runs, then processed', async () => {
    const { cohort, admin } = await adminOfNewClass();
    const { db } = testApp.database;
    const member = await buildUser(db, { email: 'long-member@invite.test' });
    const addresses = [
      'long-member@invite.test',
      ...Array.from({ length: 240 }, (_, i) => `long${i}@invite.test`),
    ];
    const reply = await invite(admin, cohort.path, addresses.join('\n'));
    const result = reply.body.result as InviteByEmailResult;
    expect(result.queued).toBe(true);
    expect(new Set(result.entries.map((entry) => entry.status))).toEqual(new Set(['untouched']));

    await runJobInline(
      processInvitationsJob,
      { cohortId: cohort.id },
      { db, logger: pino({ level: 'silent' }) },
    );
    expect(await storedEnrolment(testApp, member.id, cohort.id)).toBeUndefined();
    expect(await storedStatus(testApp, cohort.id, 'long-member@invite.test')).toBe('pending_enrolled');
    expect(await storedStatus(testApp, cohort.id, 'long239@invite.test')).toBe('pending_enrolled');
    expect(await invitationMails(testApp, 'long0@invite.test')).toHaveLength(1);
    const untouched = await admin.get(`/json/cohort/read/listInvitations/${cohort.path}?status=untouched`);
    expect((untouched.body.result as InvitationList).total).toBe(0);
  });

  it('lets class managers invite, and nobody else', async () => {
    const { cohort } = await adminOfNewClass();
    const cohortAdmin = await cohortAdminAgent(testApp, cohort.path);
    expect((await invite(cohortAdmin, cohort.path, 'by-cohort-admin@invite.test')).status).toBe(200);
    const { agent: learner } = await userAgent(testApp);
    expect((await invite(learner, cohort.path, 'x@invite.test')).status).toBe(403);
    expect((await invite(freshAgent(testApp.app), cohort.path, 'x@invite.test')).status).toBe(401);
    expect((await learner.get(`/json/cohort/read/listInvitations/${cohort.path}`)).status).toBe(403);
  });
});

describe('listInvitations', () => {
  it('lists newest first with statuses, a page at a time, in a constant number of queries', async () => {
    const { cohort, admin } = await adminOfNewClass();
    await invite(admin, cohort.path, 'first@list.test');
    await invite(admin, cohort.path, 'second@list.test third@list.test');
    const url = `/json/cohort/read/listInvitations/${cohort.path}`;
    const [small, fewQueries] = await counter.measure(() => admin.get(`${url}?limit=1`));
    const page = small.body.result as InvitationList;
    expect(page.total).toBe(3);
    expect(page.invitations).toHaveLength(1);
    expect(page.invitations[0]).toMatchObject({ status: 'pending_enrolled', respondedAt: null });
    const [all, manyQueries] = await counter.measure(() => admin.get(`${url}?limit=100`));
    expect((all.body.result as InvitationList).invitations.map((row) => row.email).at(-1)).toBe(
      'first@list.test',
    );
    expect(manyQueries).toBe(fewQueries);
    const filtered = await admin.get(`${url}?status=auto_enrolled`);
    expect(filtered.body.result).toEqual({ invitations: [], total: 0 });
  });
});
