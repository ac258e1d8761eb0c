import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/database';
import type { Database } from './client';
import { violatedUniqueConstraint } from './errors';
import { users } from './schema';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

async function failureOf(statement: Promise<unknown>): Promise<unknown> {
  try {
    await statement;
  } catch (error) {
    return error;
  }
  throw new Error('the statement succeeded');
}

describe('violatedUniqueConstraint', () => {
  it('names the unique index a duplicate breaks, on this driver', async () => {
    const { db } = database;
    await db.insert(users).values({ fullName: 'One', email: 'dup@example.test', profileName: 'one' });
    const sameEmail = await failureOf(
      db.insert(users).values({ fullName: 'Two', email: 'DUP@example.test', profileName: 'two' }),
    );
    expect(violatedUniqueConstraint(sameEmail)).toBe('users_email_lower_key');
    const sameProfile = await failureOf(
      db.insert(users).values({ fullName: 'Three', email: 'three@example.test', profileName: 'one' }),
    );
    expect(violatedUniqueConstraint(sameProfile)).toBe('users_profile_name_key');
    expect(violatedUniqueConstraint(new Error('other'))).toBeNull();
  });
});
