import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrolReply } from '../../../common/api/enrolment';
import { enrolments } from '../../db/schema';
import { createTestApp, type TestAgent, type TestApp } from '../../test/app';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { signedInAgent } from '../../test/signed-in-agent';
import { hashPassword } from '../accounts';
import { buildClassWithPages } from './enrolment-fixtures';

const LEARNERS = 200;
const SEATS = 10;

let testApp: TestApp;
const agents: TestAgent[] = [];
beforeAll(async () => {
  testApp = await createTestApp();
  // One hash for all: hashing is not what this test measures. Signing in goes through the route.
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const users = [];
  for (let i = 0; i < LEARNERS; i++) users.push(await buildUser(testApp.database.db, { passwordHash }));
  for (let i = 0; i < LEARNERS; i += 20) {
    const batch = users.slice(i, i + 20).map((user) => signedInAgent(testApp.app, user.email));
    agents.push(...(await Promise.all(batch)));
  }
});
afterAll(() => testApp.close());

describe('the seat limit', () => {
  it(`admits exactly ${SEATS} of ${LEARNERS} learners asking at the same moment; the others hear class_full`, async () => {
    const { cohort } = await buildClassWithPages(testApp, { seatLimit: SEATS });
    const replies = await Promise.all(
      agents.map((agent) => agent.post('/json/cohort/execute/enrol', { cohortPath: cohort.path })),
    );
    const enrolled = replies.filter(
      (reply) => (reply.body.result as EnrolReply | undefined)?.outcome === 'enrolled',
    );
    const full = replies.filter((reply) => reply.status === 409 && reply.body.error === 'class_full');
    expect(enrolled).toHaveLength(SEATS);
    expect(full).toHaveLength(LEARNERS - SEATS);
    const [stored] = await testApp.database.db
      .select({ active: count() })
      .from(enrolments)
      .where(and(eq(enrolments.cohortId, cohort.id), eq(enrolments.status, 'active')));
    expect(stored!.active).toBe(SEATS);
  });
});
