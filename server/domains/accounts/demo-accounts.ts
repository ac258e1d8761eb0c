import { count, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from './password';
import { freeProfileName } from './profile-names';
import { acceptAllTerms, findUserByEmail } from './users';

/** The password of every demo account (listed in the README). */
export const DEMO_PASSWORD = 'kelas-demo-2026';

type Flags = Partial<
  Pick<
    typeof users.$inferInsert,
    'isStaff' | 'isSuperUser' | 'isEducator' | 'isInstitutionAdmin' | 'isCourseCreator' | 'plan'
  >
>;

/** The demo accounts: one for each kind of person who uses the platform. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; fullName: string; role: string; flags: Flags }> = [
  { email: 'learner@kelas.example', fullName: 'Aisyah Rahman', role: 'learner', flags: {} },
  {
    email: 'creator@kelas.example',
    fullName: 'Budi Santoso',
    role: 'course creator',
    // On the educator plan: the free plan's 3 courses would count his seeded demo courses.
    flags: { isCourseCreator: true, isEducator: true, plan: 'educator' },
  },
  {
    email: 'institution@kelas.example',
    fullName: 'Chen Wei Ling',
    role: 'institution admin',
    flags: { isInstitutionAdmin: true, isEducator: true },
  },
  { email: 'staff@kelas.example', fullName: 'Dewi Lestari', role: 'staff', flags: { isStaff: true } },
  {
    email: 'superuser@kelas.example',
    fullName: "Samuel O'Neil",
    role: 'super user',
    flags: { isStaff: true, isSuperUser: true },
  },
];

/** Does the database hold no user yet? */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(users);
  return (row?.users ?? 0) === 0;
}

/** Create the demo accounts that do not exist yet; safe to run again. */
export async function seedDemoAccounts(db: Db, logger: Logger): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const existing = await findUserByEmail(tx as unknown as Db, account.email);
      if (existing) {
        // A demo account made before plans existed is put on its plan (the creator's educator plan).
        if (account.flags.plan && existing.plan !== account.flags.plan)
          await tx.update(users).set({ plan: account.flags.plan }).where(eq(users.id, existing.id));
        continue;
      }
      const [row] = await tx
        .insert(users)
        .values({
          email: account.email,
          fullName: account.fullName,
          profileName: await freeProfileName(tx as unknown as Db, account.fullName),
          // The kelas.example addresses cannot receive mail, so demo accounts start verified.
          emailVerifiedAt: new Date(),
          passwordHash,
          ...account.flags,
        })
        .returning({ id: users.id });
      await acceptAllTerms(tx as unknown as Db, row!.id);
      logger.info({ email: account.email, role: account.role }, 'demo account created');
    }
  });
}
