import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../domains/accounts';

/** The password every factory-built user has. */
export const TEST_PASSWORD = 'correct horse battery staple';

let sequence = 0;

/** Create a user with a real password hash; fields may be overridden. */
export async function buildUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  sequence++;
  const [row] = await db
    .insert(users)
    .values({
      fullName: `Test Person ${String.fromCharCode(65 + (sequence % 26))}`,
      email: `person${sequence}-${Date.now()}@example.test`,
      passwordHash: await hashPassword(TEST_PASSWORD),
      ...overrides,
    })
    .returning();
  return row!;
}
