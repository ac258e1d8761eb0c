import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    /** The subscription plan (common/domain/plans.ts) until commerce sells them: 'free' or 'educator'. */
    plan: text('plan').notNull().default('free'),
    /** When the current address was confirmed; null until the verification mail is used. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** An address waiting for confirmation before it replaces `email`. */
    pendingEmail: text('pending_email'),
    /** The unique lowercase slug of /u/{profileName}/. */
    profileName: text('profile_name'),
    headerColour: text('header_colour'),
    /** Storage key of the resized avatar image, when one was uploaded. */
    avatarKey: text('avatar_key'),
    /** The TOTP secret, encrypted with a key derived from the session secret. */
    totpSecret: text('totp_secret'),
    /** A secret shown during enrolment, kept until the first code confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The time step of the last accepted TOTP code: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginSource: text('last_login_source'),
    lastLoginTokenType: text('last_login_token_type'),
    /** Set when the person deletes the account; signing in before `eraseAfter` cancels it. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    eraseAfter: timestamp('erase_after', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_profile_name_key').on(table.profileName),
    index('users_erase_after_idx').on(table.eraseAfter),
  ],
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
    /** The login payload's `source` and `tokenType` (spec §3) that opened the session. */
    source: text('source'),
    tokenType: text('token_type'),
    /**
     * For a session a sign-in hand-off opened: the first session of the chain on the other origin
     * (its family), so logging out ends them together (session-store.ts deleteSessionFamily).
     */
    familyId: text('family_id'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
    index('sessions_family_id_idx').on(table.familyId).where(sql`${table.familyId} IS NOT NULL`),
  ],
);

/**
 * Sign-in hand-offs between the platform's domain and an institution's own (spec §7 token type
 * `temporary`): a signed-in person's page asks for one on its origin and the other origin redeems it
 * once (the row is deleted as it is), for `target_host` only, within a minute, opening a session of
 * its own there. The id is the SHA-256 of the token, never the token.
 */
export const signInHandoffs = pgTable(
  'sign_in_handoffs',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetHost: text('target_host').notNull(),
    /** The family of the session that asked (the session it opens joins it). */
    sessionFamily: text('session_family'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_handoffs_expires_at_idx').on(table.expiresAt)],
);

/**
 * Refresh records of access tokens: each token issued to a session starts a family, and renewing
 * its newest token rotates the family to the next one (`current_token_id`). A family ends with its
 * session, when the person logs out everywhere, changes the password or turns MFA off, and when a
 * token it has already rotated away from is presented again.
 */
export const accessTokenFamilies = pgTable(
  'access_token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The `jti` of the one token of the family that may still be renewed. */
    currentTokenId: text('current_token_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('access_token_families_user_id_idx').on(table.userId),
    index('access_token_families_session_id_idx').on(table.sessionId, table.renewedAt),
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
    /**
     * A course grant that comes from an institution's team (its path): the team administers the
     * institution's courses. Null for a grant given in its own right.
     */
    grantedVia: text('granted_via'),
    /** The course role the person held in their own right before the team's grant raised it; given back when it goes. */
    ownRole: text('own_role'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.scope, table.scopePath] }),
    index('role_grants_granted_via_idx')
      .on(table.grantedVia, table.scopePath)
      .where(sql`${table.grantedVia} IS NOT NULL`),
  ],
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

/** Single-use tokens mailed to a person: password reset and e-mail verification. Stored hashed. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'email_verification'] }).notNull(),
    /** The address a verification token confirms. */
    email: text('email'),
    /** Hash of the short code typed instead of following the link (verificationCode). */
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_user_id_idx').on(table.userId, table.purpose)],
);

/** Recovery keys of multi-factor sign-in, each usable once. Stored hashed. */
export const mfaRecoveryKeys = pgTable(
  'mfa_recovery_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.keyHash] })],
);

/** Per-kind notification settings of a user, in-app and by e-mail. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    /** When `email` is on: 'immediately' (a mail per notification) or 'daily' (one digest a day). */
    emailFrequency: text('email_frequency').notNull().default('immediately'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** Fans: `followerId` follows `followeeId`. */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    index('follows_followee_id_idx').on(table.followeeId),
  ],
);

/** Posts of a profile's blog; the body is HTML sanitised on the server. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('blog_posts_author_published_idx').on(table.authorId, table.publishedAt)],
);

/** Files people uploaded, by storage key (a folder under DATA_DIR, or S3-compatible storage). */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /**
     * The course a course file belongs to (block media, course images, page thumbnails): it is
     * served to those who may read that course. Null for files of no course (avatars) and for
     * course files uploaded before it was recorded, which only their uploader and staff receive.
     */
    courseId: uuid('course_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploads_owner_id_idx').on(table.ownerId),
    index('uploads_course_id_idx').on(table.courseId),
  ],
);

/** Versions of each type of terms, in force from their effective date. */
export const termsVersions = pgTable(
  'terms_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    termsType: text('terms_type').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('terms_versions_type_effective_key').on(table.termsType, table.effectiveAt)],
);

/** Feature flags staff can turn on for everyone or for chosen users, with optional variants. */
export const features = pgTable('features', {
  key: text('key').primaryKey(),
  description: text('description').notNull().default(''),
  enabledForAll: boolean('enabled_for_all').notNull().default(false),
  defaultVariant: text('default_variant'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A feature turned on for one user, with the variant they see. */
export const featureAssignments = pgTable(
  'feature_assignments',
  {
    featureKey: text('feature_key')
      .notNull()
      .references(() => features.key, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variant: text('variant'),
  },
  (table) => [primaryKey({ columns: [table.featureKey, table.userId] })],
);
