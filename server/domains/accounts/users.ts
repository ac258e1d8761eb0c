import { eq, sql } from 'drizzle-orm';
import type { LoggedInUserData, RoleMap, SignUpInput } from '../../../common/api/user';
import type { Language } from '../../../common/constants';
import type { Db } from '../../db/client';
import { roleGrants, termsAcceptances, users } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { COMMON_PASSWORD_REASON, hashPassword, isCommonPassword } from './password';

/** The terms type accepted at sign-up. */
export const TERMS_OF_SERVICE = 'terms_of_service';

/** The reason for an e-mail address that already has an account. */
export const EMAIL_TAKEN_REASON = 'An account with this email address already exists. Log in instead.';

export type UserRow = typeof users.$inferSelect;

/** Find a user by e-mail address, whatever its case. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

/** Create the account of a sign-up and record the terms it accepted. */
export async function createUser(db: Db, input: SignUpInput): Promise<UserRow> {
  if (isCommonPassword(input.password)) {
    throw new AppError('invalid_input', COMMON_PASSWORD_REASON, { password: COMMON_PASSWORD_REASON });
  }
  if (await findUserByEmail(db, input.email)) {
    throw new AppError('email_taken', EMAIL_TAKEN_REASON, { email: EMAIL_TAKEN_REASON });
  }
  const passwordHash = await hashPassword(input.password);
  // The unique index on lower(email) settles a race between two sign-ups of one address.
  const [row] = await db
    .insert(users)
    .values({
      fullName: input.fullName.trim(),
      email: input.email,
      passwordHash,
      preferredLanguage: input.preferredLanguage ?? 'en',
      isNewsSubscribed: input.isNewsSubscribed,
      profileSummary: input.profileSummary,
      signUpFrom: input.signUpFrom,
      managedByInstitution: input.managedByInstitution,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('email_taken', EMAIL_TAKEN_REASON, { email: EMAIL_TAKEN_REASON });
  await db.insert(termsAcceptances).values({ userId: row.id, termsType: TERMS_OF_SERVICE });
  return row;
}

/** Save the interface language a user prefers. */
export async function setPreferredLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ preferredLanguage: language, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Record a successful sign-in. */
export async function recordLogin(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

type Grant = { scope: string; path: string; role: string };

/**
 * The signed-in user's data of spec §3 with their access, in one query whatever the number of
 * roles: terms dates and role grants come back as JSON aggregates.
 */
export async function loggedInUserData(db: Db, userId: string): Promise<LoggedInUserData | undefined> {
  const [user] = await db
    .select({
      row: users,
      tosAcceptanceDates: sql<Record<string, string> | null>`(
        SELECT json_object_agg(t.terms_type, t.accepted_at) FROM (
          SELECT terms_type, max(accepted_at) AS accepted_at FROM ${termsAcceptances}
          WHERE ${termsAcceptances.userId} = ${users.id} GROUP BY terms_type) t)`,
      grants: sql<Grant[] | null>`(
        SELECT json_agg(json_build_object('scope', g.scope, 'path', g.scope_path, 'role', g.role))
        FROM ${roleGrants} g WHERE g.user_id = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const grants = user.grants ?? [];
  const rolesOf = (scope: string): RoleMap =>
    Object.fromEntries(
      grants.filter((grant) => grant.scope === scope).map((grant) => [grant.path, grant.role]),
    );
  const { row } = user;
  return {
    userId: row.id,
    fullName: row.fullName,
    preferredLanguage: row.preferredLanguage,
    isStaff: row.isStaff || row.isSuperUser,
    isMobileOnboardingEnabled: row.isMobileOnboardingEnabled,
    emailAddress: row.email,
    timezone: row.timezone,
    isEducator: row.isEducator,
    isInstitutionAdmin: row.isInstitutionAdmin,
    isCourseCreator: row.isCourseCreator,
    mfaEnabled: row.mfaEnabled,
    ssoMfaRequired: row.ssoMfaRequired,
    tosAcceptanceDates: user.tosAcceptanceDates ?? {},
    subscriptionId: row.subscriptionId,
    courseRoles: rolesOf('course'),
    classRoles: rolesOf('class'),
    institutionRoles: rolesOf('institution'),
    isSuperUser: row.isSuperUser,
  };
}
