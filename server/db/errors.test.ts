import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/database';
import type { Database } from './client';
import { violatedUniqueConstraint, withoutQueryValues } from './errors';
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

describe('withoutQueryValues', () => {
  it('keeps the SQL, the code and the constraint of a failed query, never its values', async () => {
    const { db } = database;
    await db
      .insert(users)
      .values({ fullName: 'Secret', email: 'secret-value@example.test', profileName: 'sv' });
    const duplicate = await failureOf(
      db.insert(users).values({ fullName: 'Again', email: 'secret-value@example.test', profileName: 'sv2' }),
    );
    const badUuid = await failureOf(db.select().from(users).where(eq(users.id, 'secret-uuid-value')));
    for (const error of [duplicate, badUuid]) {
      const logged = JSON.stringify(pino.stdSerializers.err(withoutQueryValues(error) as Error));
      expect(logged).toMatch(/Failed query: (insert into|select)/);
      expect(logged).not.toMatch(/secret-|Again|sv2/);
    }
    let driverError = withoutQueryValues(duplicate) as Record<string, unknown> | undefined;
    while (driverError && driverError.code === undefined)
      driverError = driverError.cause as typeof driverError;
    expect(driverError).toMatchObject({ code: '23505', constraint: 'users_email_lower_key' });
    expect(driverError?.detail).toBeUndefined();
  });

  it('leaves other errors as they are', () => {
    const logged = pino.stdSerializers.err(
      withoutQueryValues(Object.assign(new Error('plain'), { id: 7 })) as Error,
    );
    expect(logged).toMatchObject({ message: 'plain', id: 7 });
  });
});
