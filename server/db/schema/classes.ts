import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { courses } from './courses';

/**
 * Classes (cohorts, spec §3 Cohort), addressed by their lowercase path, unique across courses. A
 * course's default class is `courses.default_cohort`. Dates are instants (UTC); `class_access_tz`
 * is the zone they are shown and entered in. Exactly one mode: scheduled, open or self_paced.
 */
export const cohorts = pgTable(
  'cohorts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    name: text('name').notNull(),
    /** Kept in capitals; compared without regard to case. Null: no access code. */
    accessCode: text('access_code'),
    /** Learners of the class may create groups in it (staff always may). */
    learnersCreateGroups: boolean('learners_create_groups').notNull().default(false),
    /** Prices in minor units of `currency` (stored now; checkout comes with commerce). */
    coursePriceMinor: integer('course_price_minor').notNull().default(0),
    studentPriceMinor: integer('student_price_minor').notNull().default(0),
    currency: text('currency').notNull().default('AUD'),
    credentialTypes: jsonb('credential_types').$type<string[]>().notNull().default([]),
    /**
     * Spec §3 Cohort assessmentSettings: how the class's quizzes and exams are assessed (release of
     * grades, pass mark, late policy; common/domain/assessment/class-assessment.ts), edited in class admin.
     */
    assessmentSettings: jsonb('assessment_settings').$type<Record<string, unknown>>().notNull().default({}),
    /** Spec §3 Cohort assessmentPresets: named sets of those settings, each with its `_id`. */
    assessmentPresets: jsonb('assessment_presets').$type<unknown[]>().notNull().default([]),
    enrolmentType: text('enrolment_type', { enum: ['open', 'access_code', 'invite_only', 'approval'] })
      .notNull()
      .default('open'),
    mode: text('mode', { enum: ['scheduled', 'open', 'self_paced'] })
      .notNull()
      .default('self_paced'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    enrolmentCloseDate: timestamp('enrolment_close_date', { withTimezone: true }),
    classAccessTz: text('class_access_tz').notNull().default('UTC'),
    /** Most learners the class takes (staff not counted); null: no limit. */
    seatLimit: integer('seat_limit'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('cohorts_path_key').on(table.path), index('cohorts_course_idx').on(table.courseId)],
);

/**
 * A user's place in a class (spec §3 Enrolment): active, or pending until staff approve it (or
 * rejected). `staff` marks a facilitator. One row per user and class.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'pending', 'rejected', 'suspended'] })
      .notNull()
      .default('active'),
    staff: boolean('staff').notNull().default(false),
    display: boolean('display').notNull().default(true),
    hasEnrolmentConsentPermission: boolean('has_enrolment_consent_permission').notNull().default(false),
    /** How the user came in: open, access_code, voucher, invitation, approval, staff, payment. */
    source: text('source').notNull(),
    enrolmentCode: text('enrolment_code'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('enrolments_user_cohort_key').on(table.userId, table.cohortId),
    index('enrolments_cohort_idx').on(table.cohortId, table.status),
  ],
);

/** A batch of enrolment codes (vouchers) generated for a class; each code has `maxUses` uses. */
export const enrolmentCodeBatches = pgTable(
  'enrolment_code_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('enrolment_code_batches_cohort_idx').on(table.cohortId)],
);

/** One enrolment code (kept in capitals); `uses` counts enrolments made with it, never above `max_uses`. */
export const enrolmentCodes = pgTable(
  'enrolment_codes',
  {
    code: text('code').primaryKey(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => enrolmentCodeBatches.id, { onDelete: 'cascade' }),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
  },
  (table) => [index('enrolment_codes_batch_idx').on(table.batchId)],
);

/**
 * An e-mail address invited to a class, with its status of spec §4 (untouched, auto_enrolled,
 * already_enrolled, pending_enrolled, unprocessed). The link it is mailed carries a token kept
 * only as its SHA-256.
 */
export const classInvitations = pgTable(
  'class_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', {
      enum: ['untouched', 'auto_enrolled', 'already_enrolled', 'pending_enrolled', 'unprocessed', 'declined'],
    })
      .notNull()
      .default('untouched'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** When the invitation mail last went out: no second one within the resend cooldown. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('class_invitations_cohort_email_key').on(table.cohortId, sql`lower(${table.email})`),
    uniqueIndex('class_invitations_token_key').on(table.tokenHash),
  ],
);

/**
 * Invitations to a class's staff (spec §4 cohort staff roles), by e-mail address: the role is
 * granted only when the invited person accepts, signed in with that address (by the mailed link,
 * or from their own list when the address is verified). One per class, address and role.
 */
export const classStaffInvitations = pgTable(
  'class_staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['facilitator', 'cohort administrator'] }).notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('class_staff_invitations_cohort_email_role_key').on(
      table.cohortId,
      sql`lower(${table.email})`,
      table.role,
    ),
    uniqueIndex('class_staff_invitations_token_key').on(table.tokenHash),
  ],
);
