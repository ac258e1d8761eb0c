import { eq, sql } from 'drizzle-orm';
import type { LoggedInUserData, RoleMap, SignUpInput } from '../../../common/api/user';
import type { Language } from '../../../common/constants';
import { TERMS_TYPES } from '../../../common/terms-types';
import type { Db } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/errors';
import { preparedRows } from '../../db/prepared';
import { cohorts, enrolments, roleGrants, termsAcceptances, users } from '../../db/schema';
import type { SessionOrigin } from '../../http/session-store';
import { AppError, REASONS } from '../../rpc/app-error';
import { isStaffActor } from '../../rpc/policy';
import { COMMON_PASSWORD_REASON, hashPassword, isCommonPassword } from './password';
import { freeProfileName } from './profile-names';
import { tosAcceptanceDatesSql } from './terms';

/** Record that `userId` accepts every type of terms in force (sign-up's checkbox names them all). */
export async function acceptAllTerms(db: Db, userId: string): Promise<void> {
  await db.insert(termsAcceptances).values(TERMS_TYPES.map((termsType) => ({ userId, termsType })));
}

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
  const row = await insertUser(db, {
    fullName: input.fullName.trim(),
    email: input.email,
    profileName: await freeProfileName(db, input.fullName),
    passwordHash,
    preferredLanguage: input.preferredLanguage ?? 'en',
    isNewsSubscribed: input.isNewsSubscribed,
    profileSummary: input.profileSummary,
    signUpFrom: input.signUpFrom,
    managedByInstitution: input.managedByInstitution,
  });
  await acceptAllTerms(db, row.id);
  return row;
}

/** Has `userId` proven their e-mail address? */
export async function isEmailVerified(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return row?.at != null;
}

/** The reason when two sign-ups claim one generated profile name at the same moment. */
export const SIGN_UP_COLLISION_REASON =
  'Someone signed up with the same name at the same moment. Please try again.';

/**
 * Insert a user. The checks before it cannot see a sign-up committing at the same moment; the
 * unique indexes settle that race, and each gets the reason that fits it.
 */
async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  try {
    const [row] = await db.insert(users).values(values).returning();
    return row!;
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'users_email_lower_key') {
      throw new AppError('email_taken', EMAIL_TAKEN_REASON, { email: EMAIL_TAKEN_REASON });
    }
    if (constraint !== null) throw new AppError('conflict', SIGN_UP_COLLISION_REASON);
    throw error;
  }
}

/** Save the interface language a user prefers. */
export async function setPreferredLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ preferredLanguage: language, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Record a successful sign-in, with where it came from and its token type (spec §3 login payload). */
export async function recordLogin(db: Db, userId: string, login: SessionOrigin = {}): Promise<void> {
  await db
    .update(users)
    .set({
      lastLoginAt: new Date(),
      lastLoginSource: login.source ?? null,
      lastLoginTokenType: login.tokenType ?? null,
    })
    .where(eq(users.id, userId));
}

type Grant = { scope: string; path: string; role: string };

/** The data of a user whose account the caller's session or action proves (404 should it be gone). */
export async function loggedInUserData(db: Db, userId: string): Promise<LoggedInUserData> {
  const data = await findLoggedInUserData(db, userId);
  if (!data) throw new AppError('not_found', REASONS.notFound);
  return data;
}

/** The roles of `grants` in one scope, by path. */
function rolesOf(grants: readonly Grant[], scope: string): RoleMap {
  return Object.fromEntries(
    grants.filter((grant) => grant.scope === scope).map((grant) => [grant.path, grant.role]),
  );
}

// The values of the statement's row, in the order it selects them.
type LoggedInUserValues = [
  ...[string, string, LoggedInUserData['preferredLanguage'], boolean, boolean, boolean, string, string],
  ...[boolean, boolean, boolean, boolean, boolean, string | null, string | null, string | null],
  ...[string | null, string | null, Record<string, string> | null, Grant[] | null],
];

/** The reply's data straight from the row's values (by position: see the select below). */
export function loggedInUserOf(values: unknown[]): LoggedInUserData {
  const row = values as LoggedInUserValues;
  const grants = row[19] ?? [];
  const institutionRoles = rolesOf(grants, 'institution');
  return {
    userId: row[0],
    fullName: row[1],
    preferredLanguage: row[2],
    isStaff: isStaffActor({ isStaff: row[3], isSuperUser: row[4] }),
    isMobileOnboardingEnabled: row[5],
    emailAddress: row[6],
    timezone: row[7],
    isEducator: row[8],
    // The stored flag, or a place in an institution's team.
    isInstitutionAdmin: row[9] || Object.keys(institutionRoles).length > 0,
    isCourseCreator: row[10],
    mfaEnabled: row[11],
    ssoMfaRequired: row[12],
    tosAcceptanceDates: row[18] ?? {},
    subscriptionId: row[13],
    profileName: row[14],
    lastLoginDate:
      row[15] === null ? null : (users.lastLoginAt.mapFromDriverValue(row[15]) as Date).toISOString(),
    emailVerified: row[16] !== null,
    pendingEmail: row[17],
    courseRoles: rolesOf(grants, 'course'),
    classRoles: rolesOf(grants, 'class'),
    institutionRoles,
    isSuperUser: row[4],
  };
}

const loggedInUserRow = preparedRows(
  'logged_in_user',
  (db) =>
    db
      .select({
        // Only what the reply carries: never the password hash or the TOTP secrets.
        id: users.id,
        fullName: users.fullName,
        preferredLanguage: users.preferredLanguage,
        isStaff: users.isStaff,
        isSuperUser: users.isSuperUser,
        isMobileOnboardingEnabled: users.isMobileOnboardingEnabled,
        email: users.email,
        timezone: users.timezone,
        isEducator: users.isEducator,
        isInstitutionAdmin: users.isInstitutionAdmin,
        isCourseCreator: users.isCourseCreator,
        mfaEnabled: users.mfaEnabled,
        ssoMfaRequired: users.ssoMfaRequired,
        subscriptionId: users.subscriptionId,
        profileName: users.profileName,
        lastLoginAt: users.lastLoginAt,
        emailVerifiedAt: users.emailVerifiedAt,
        pendingEmail: users.pendingEmail,
        tosAcceptanceDates: tosAcceptanceDatesSql(users.id),
        // Class roles: 'facilitator' for an active staff enrolment; a class role grant (cohort
        // administrator) comes later in the list, so it wins for a person who holds both.
        grants: sql<Grant[] | null>`(
          SELECT json_agg(json_build_object('scope', r.scope, 'path', r.path, 'role', r.role) ORDER BY r.rank)
          FROM (
            SELECT 'class' AS scope, c.path, 'facilitator' AS role, 0 AS rank
              FROM ${enrolments} e JOIN ${cohorts} c ON c.id = e.cohort_id
              WHERE e.user_id = ${users}.id AND e.staff AND e.status = 'active'
            UNION ALL
            SELECT g.scope, g.scope_path, g.role, 1 FROM ${roleGrants} g WHERE g.user_id = ${users.id}
          ) r)`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId'))),
  loggedInUserOf,
);

/**
 * The signed-in user's data of spec §3 with their access, in one query whatever the number of
 * roles: terms dates and role grants come back as JSON aggregates.
 */
export async function findLoggedInUserData(db: Db, userId: string): Promise<LoggedInUserData | undefined> {
  const [user] = await loggedInUserRow(db).execute({ userId });
  return user;
}
