import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** People with an account. E-mail addresses are unique regardless of case. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    timezone: text('timezone').notNull().default('UTC'),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuperUser: boolean('is_super_user').notNull().default(false),
    isEducator: boolean('is_educator').notNull().default(false),
    isInstitutionAdmin: boolean('is_institution_admin').notNull().default(false),
    isCourseCreator: boolean('is_course_creator').notNull().default(false),
    isMobileOnboardingEnabled: boolean('is_mobile_onboarding_enabled').notNull().default(false),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    ssoMfaRequired: boolean('sso_mfa_required').notNull().default(false),
    isNewsSubscribed: boolean('is_news_subscribed').notNull().default(false),
    profileSummary: text('profile_summary'),
    signUpFrom: text('sign_up_from').notNull().default('web'),
    managedByInstitution: text('managed_by_institution'),
    subscriptionId: uuid('subscription_id'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`)],
);

/** Signed-in browser sessions. The id is the SHA-256 of the cookie's secret, never the secret. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/** Roles a user holds on a course, class or institution (spec §6), keyed by its path. */
export const roleGrants = pgTable(
  'role_grants',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['course', 'class', 'institution'] }).notNull(),
    scopePath: text('scope_path').notNull(),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.scope, table.scopePath] })],
);

/** When a user accepted a type of terms (sign-up accepts the terms of service). */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsType: text('terms_type').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.termsType, table.acceptedAt] })],
);
