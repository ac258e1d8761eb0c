import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { courses } from './courses';
import { exportJobColumns } from './export-columns';

/**
 * An institution (spec §3 Institution; common/api/institution.ts): its address `path` (unique,
 * lowercase; its portal's prefix later), name, country and region, status, colours, and owner. Its
 * team is in role_grants (scope 'institution', this path, role 'owner' or 'administrator').
 */
export const institutions = pgTable(
  'institutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    region: text('region').notNull().default('au'),
    status: text('status').notNull().default('active'),
    /** `{ primary, accent }`, '#rrggbb' each. */
    colours: jsonb('colours').notNull(),
    /**
     * How many learners may be members (spec §9: 0 once reset, and then none may join); educators
     * are not counted. Platform staff set it (later, the institution's plan).
     */
    learnerLimit: integer('learner_limit').notNull().default(0),
    /** Its learner members, kept by a trigger on institution_members (the limit's check and the student data's total). */
    learnerCount: integer('learner_count').notNull().default(0),
    /**
     * Spec §3 autoMembership: `{ isEnabled, rolesMapping: [{ domain, role }] }`: a person whose
     * verified e-mail address is at a mapped domain joins with its role (a trigger on users).
     */
    autoMembership: jsonb('auto_membership').notNull().default({ isEnabled: false, rolesMapping: [] }),
    /** Spec §3 Portal logoUrl: the key of its logo under /media/institution-logos/ (none: its name). */
    logoKey: text('logo_key'),
    /** Spec §3 portalViewAccess: 'public' (anyone) or 'private' (its members and team). */
    portalViewAccess: text('portal_view_access').notNull().default('public'),
    /** Spec §3 featured and homeFeatured: platform staff show it in the platform's lists and home page. */
    featured: boolean('featured').notNull().default(false),
    homeFeatured: boolean('home_featured').notNull().default(false),
    /** Spec §3 portfolioAllowed: its learners may publish portfolios. */
    portfolioAllowed: boolean('portfolio_allowed').notNull().default(true),
    /** Who created it; null once their account is erased (platform staff name another). */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('institutions_path_key').on(table.path),
    check('institutions_country_check', sql`${table.country} IN ('au', 'us', 'in')`),
    check('institutions_region_check', sql`${table.region} IN ('au', 'us')`),
    check('institutions_status_check', sql`${table.status} IN ('active', 'inactive')`),
    check('institutions_learner_limit_check', sql`${table.learnerLimit} >= 0`),
    check('institutions_portal_view_access_check', sql`${table.portalViewAccess} IN ('public', 'private')`),
  ],
);

/**
 * The institution's courses (spec §7 addCourse, removeCourse, archiveCourse): a course belongs to
 * at most one institution, whose team administers it through role_grants `granted_via` its path.
 */
export const institutionCourses = pgTable(
  'institution_courses',
  {
    courseId: uuid('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    /** Archived: kept with its classes and learners, but off the institution's lists. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('institution_courses_institution_idx').on(table.institutionId, table.addedAt)],
);

/**
 * The institution's members: its learners (counted against `learner_limit`) and educators, and how
 * each joined: by automatic membership, by enrolling in one of its courses (a trigger on
 * enrolments), with a course it added, or added by its team.
 */
export const institutionMembers = pgTable(
  'institution_members',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('learner'),
    source: text('source').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    // The student data's sort keys, kept by triggers (migration 0042) so a page of an institution's
    // learners is read from an index, never summed over all of them: the member's name in lower
    // case, and their last activity and learning time in the institution's courses.
    nameKey: text('name_key').notNull().default(''),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    learningSeconds: integer('learning_seconds').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.institutionId, table.userId] }),
    index('institution_members_joined_idx').on(table.institutionId, table.joinedAt),
    // A page of student data in each sort, ties by name then id in the sort's direction.
    index('institution_members_name_idx').on(table.institutionId, table.role, table.nameKey, table.userId),
    index('institution_members_active_idx').on(
      table.institutionId,
      table.role,
      table.lastActiveAt.asc().nullsFirst(),
      table.nameKey,
      table.userId,
    ),
    index('institution_members_time_idx').on(
      table.institutionId,
      table.role,
      table.learningSeconds,
      table.nameKey,
      table.userId,
    ),
    index('institution_members_joined_name_idx').on(
      table.institutionId,
      table.role,
      table.joinedAt,
      table.nameKey,
      table.userId,
    ),
    index('institution_members_user_idx').on(table.userId),
    check('institution_members_role_check', sql`${table.role} IN ('learner', 'educator')`),
    check(
      'institution_members_source_check',
      sql`${table.source} IN ('automatic', 'enrolment', 'course', 'invitation', 'added')`,
    ),
  ],
);

/**
 * Invitations to join an institution, by e-mail address, with the invitee statuses of spec §4
 * (pending_enrolled, auto_enrolled: accepted, already_enrolled, unprocessed: no room, declined).
 * The mailed link's token is kept only as its SHA-256. One per institution and address.
 */
export const institutionInvitations = pgTable(
  'institution_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull().default('learner'),
    status: text('status').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who accepted or declined it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its mail last went out: none again within the resend cooldown. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('institution_invitations_email_key').on(table.institutionId, sql`lower(${table.email})`),
    uniqueIndex('institution_invitations_token_key').on(table.tokenHash),
    index('institution_invitations_status_idx').on(table.institutionId, table.status, table.createdAt),
    check('institution_invitations_role_check', sql`${table.role} IN ('learner', 'educator')`),
    check(
      'institution_invitations_status_check',
      sql`${table.status} IN ('pending_enrolled', 'auto_enrolled', 'already_enrolled', 'unprocessed', 'declined')`,
    ),
  ],
);

/**
 * An institution's portal (spec §3 Portal; common/api/portal.ts): what its team writes on its
 * landing page, one JSON document per part, each checked by the contract's schema on its way in.
 * No row until the team first saves a part: the landing page then shows the defaults.
 */
export const portals = pgTable('portals', {
  institutionId: uuid('institution_id')
    .primaryKey()
    .references(() => institutions.id, { onDelete: 'cascade' }),
  /** `{ headline, introduction }`. */
  strings: jsonb('strings'),
  sellingPoints: jsonb('selling_points'),
  faqs: jsonb('faqs'),
  navBarLinks: jsonb('nav_bar_links'),
  /** `{ text, links }`. */
  footerData: jsonb('footer_data'),
  pageSections: jsonb('page_sections'),
  /** A JSON string: its Google Tag Manager container's ID, or '' (none). */
  googleTagManagerCode: jsonb('google_tag_manager_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An export of an institution's student data as CSV (spec §4 CSV export, §7 `csvID`): written by
 * the `institution-student-export` job in steps, `processed` of `total` learners so far, stored
 * under `storage_key` once finished.
 */
export const institutionCsvExports = pgTable(
  'institution_csv_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    ...exportJobColumns(),
  },
  (table) => [
    index('institution_csv_exports_institution_idx').on(table.institutionId, table.createdAt),
    check('institution_csv_exports_status_check', sql`${table.status} IN ('running', 'finished', 'failed')`),
  ],
);

/**
 * An institution's own domain for its portal (spec §1, §3 Institution `domain`, §7
 * `getCustomDomains`): one per institution, the host lowercase and unique across institutions, with
 * an optional path `prefix` its portal sits under there (none: at the domain's root). It serves
 * nothing until its DNS shows the TXT record `_kelas-verify.{domain}` holding `kelas-verification=`
 * and the `verification_token`; `verified_at` is set then, and the last check's time and, when it
 * failed, its reason code are kept.
 */
export const institutionDomains = pgTable(
  'institution_domains',
  {
    institutionId: uuid('institution_id')
      .primaryKey()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    prefix: text('prefix'),
    verificationToken: text('verification_token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkFailure: text('check_failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('institution_domains_domain_key').on(table.domain)],
);

/**
 * The institution survey add-on (spec §3, common/api/institution-survey.ts): whether its team must
 * submit the survey (and before paying), where its answers are delivered and whether signed (with
 * `signing_secret`), and the answers once submitted. An institution without a row has the add-on's
 * defaults: the survey required, before payment, delivered nowhere.
 */
export const institutionSurveys = pgTable('institution_surveys', {
  institutionId: uuid('institution_id')
    .primaryKey()
    .references(() => institutions.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull().default(true),
  displayBeforePayment: boolean('display_before_payment').notNull().default(true),
  webhookUrl: text('webhook_url'),
  powerAutomateUrl: text('power_automate_url'),
  verifiedOrchestration: boolean('verified_orchestration').notNull().default(true),
  signingSecret: text('signing_secret').notNull(),
  answers: jsonb('answers'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
});
