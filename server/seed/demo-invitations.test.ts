import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { classInvitations, classStaffInvitations } from '../db/schema';
import { DEMO_CLASS_INVITATIONS, DEMO_STAFF_INVITATIONS } from '../domains/learning';
import { LocalFileStorage } from '../storage/local-storage';
import { freshDatabase } from '../test/database';
import { seedDemoData } from './demo-data';

let database: Database;
const storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'kelas-demo-invitations-')));
const logger = pino({ level: 'silent' });
beforeAll(async () => {
  database = await freshDatabase();
  await seedDemoData(database.db, logger, storage);
}, 120_000);
afterAll(() => database.close());

const stored = async () => ({
  classes: await database.db
    .select({ email: classInvitations.email, status: classInvitations.status })
    .from(classInvitations)
    .orderBy(asc(classInvitations.email)),
  staff: await database.db
    .select({
      email: classStaffInvitations.email,
      role: classStaffInvitations.role,
      status: classStaffInvitations.status,
    })
    .from(classStaffInvitations)
    .orderBy(asc(classStaffInvitations.email)),
});

describe('demo invitations', () => {
  it('leaves class and staff invitations waiting (and declined) for the demo to show, once', async () => {
    const first = await stored();
    expect(first.classes).toEqual(
      DEMO_CLASS_INVITATIONS.map(({ email, status }) => ({ email, status })).sort((a, b) =>
        a.email.localeCompare(b.email),
      ),
    );
    expect(first.staff).toEqual(
      DEMO_STAFF_INVITATIONS.map(({ email, role, status }) => ({ email, role, status })).sort((a, b) =>
        a.email.localeCompare(b.email),
      ),
    );
    await seedDemoData(database.db, logger, storage);
    expect(await stored()).toEqual(first);
  });
});
