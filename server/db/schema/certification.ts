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
import { cohorts } from './classes';
import { courses } from './courses';

/**
 * A course's certificate (spec §3 Certification): its design (common/api/certification.ts
 * CertificateDesign: title, wording, signatories, colours, the fields shown) and its issuing rule
 * ('completion' at 100% progress, 'assessment' on a course grade of at least `pass_mark` percent,
 * 'manual' by the course team), with the minimum of recorded active learning time a learner needs
 * first. No row: the course never had a certificate.
 */
export const certificateDesigns = pgTable(
  'certificate_designs',
  {
    courseId: uuid('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Issuing on; off keeps the design for later. */
    enabled: boolean('enabled').notNull().default(true),
    design: jsonb('design').notNull(),
    issueRule: text('issue_rule').notNull().default('manual'),
    minLearningMinutes: integer('min_learning_minutes'),
    /** The 'assessment' rule's pass mark: the course grade, in percent, that earns the certificate. */
    passMark: integer('pass_mark'),
    logoKey: text('logo_key'),
    /** What a certificate earned by the rule costs (spec §1 item type certificate); null: free. */
    priceMinor: integer('price_minor'),
    priceCurrency: text('price_currency'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'certificate_designs_price_check',
      sql`(${table.priceMinor} IS NULL) = (${table.priceCurrency} IS NULL) AND coalesce(${table.priceMinor}, 1) > 0`,
    ),
    check(
      'certificate_designs_rule_check',
      sql`${table.issueRule} IN ('completion', 'assessment', 'manual')`,
    ),
    check('certificate_designs_pass_mark_check', sql`${table.passMark} BETWEEN 1 AND 100`),
  ],
);

/**
 * A qualification (spec §3 Qualification): core courses a learner completes all of, and elective
 * courses of which they complete `electivesRequired`; its own certificate (`design`, the
 * common/api/certification.ts CertificateDesign) is issued when they do. `code` is its landing
 * page's address (/qualifications/{code}/), a lowercase slug. `portalId` is the institution portal
 * offering it: institutions do not exist yet, so it stays null (no foreign key until they do).
 */
export const qualifications = pgTable(
  'qualifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    electivesRequired: integer('electives_required').notNull().default(0),
    published: boolean('published').notNull().default(false),
    design: jsonb('design').notNull(),
    /** Institutions come later: the portal offering it, null for the platform's own. */
    portalId: uuid('portal_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('qualifications_code_key').on(table.code),
    check('qualifications_electives_check', sql`${table.electivesRequired} >= 0`),
  ],
);

/**
 * A course of a qualification, core or elective; `position` is its place in the qualification's
 * pathway (the suggested order, spec §3 Pathway), counted across both kinds.
 */
export const qualificationCourses = pgTable(
  'qualification_courses',
  {
    qualificationId: uuid('qualification_id')
      .notNull()
      .references(() => qualifications.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['core', 'elective'] }).notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.qualificationId, table.courseId] }),
    index('qualification_courses_course_idx').on(table.courseId),
    check('qualification_courses_kind_check', sql`${table.kind} IN ('core', 'elective')`),
  ],
);

/** A learner's enrolment in a qualification (one per learner and qualification). */
export const qualificationEnrolments = pgTable(
  'qualification_enrolments',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    qualificationId: uuid('qualification_id')
      .notNull()
      .references(() => qualifications.id, { onDelete: 'cascade' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.qualificationId] }),
    index('qualification_enrolments_qualification_idx').on(table.qualificationId),
  ],
);

/**
 * A learner's certificate of a course or of a qualification (exactly one of the two; spec §3
 * Certification: type, code, data), one per learner and course (or qualification) whatever the
 * concurrency. `code` is the short code its verification page and QR code
 * carry. `data` is what it says, fixed when issued and again when refreshed (name, course, hours,
 * outcomes, the design). `statusIndex` is its place in the published revocation list.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    type: text('type').notNull(),
    /** The course it certifies; null for a qualification's certificate. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    /** The qualification it certifies; null for a course's certificate. */
    qualificationId: uuid('qualification_id').references(() => qualifications.id, { onDelete: 'cascade' }),
    cohortId: uuid('cohort_id').references(() => cohorts.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** Shown among the badges of the learner's public profile (their choice). */
    onProfile: boolean('on_profile').notNull().default(true),
    statusIndex: integer('status_index').generatedAlwaysAsIdentity(),
  },
  (table) => [
    uniqueIndex('certificates_code_key').on(table.code),
    uniqueIndex('certificates_learner_course_key').on(table.userId, table.courseId),
    uniqueIndex('certificates_learner_qualification_key').on(table.userId, table.qualificationId),
    uniqueIndex('certificates_status_index_key').on(table.statusIndex),
    index('certificates_course_idx').on(table.courseId, table.issuedAt.desc()),
    check(
      'certificates_type_check',
      sql`${table.type} IN ('certificate_of_completion', 'opencred', 'qualification')`,
    ),
    check(
      'certificates_subject_check',
      sql`(${table.courseId} IS NULL) <> (${table.qualificationId} IS NULL)`,
    ),
    check('certificates_revoked_check', sql`(${table.revokedAt} IS NULL) = (${table.revokedReason} IS NULL)`),
  ],
);

/**
 * A bulk issue of a course's certificates by its team, run as a job with progress: the learners it
 * certifies (`userIds`, chosen or every active learner without a certificate when it started), how
 * many it has gone through (`done`), issued, and skipped by reason (common/api/certification.ts
 * BATCH_SKIP_CAUSES). One runs at a time per course: a second start meets the partial unique index.
 */
export const certificateBatches = pgTable(
  'certificate_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    userIds: uuid('user_ids').array().notNull(),
    status: text('status', { enum: ['running', 'finished', 'failed'] })
      .notNull()
      .default('running'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    issued: integer('issued').notNull().default(0),
    /** Learners refused, counted by reason: `{ "already_issued": 3, … }`. */
    skipped: jsonb('skipped').$type<Record<string, number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its progress was last written: a running batch silent for long has lost its job. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('certificate_batches_running_key').on(table.courseId).where(sql`${table.status} = 'running'`),
    index('certificate_batches_course_idx').on(table.courseId, table.createdAt.desc()),
    check('certificate_batches_status_check', sql`${table.status} IN ('running', 'finished', 'failed')`),
  ],
);

/**
 * A learner's request to be assessed for a course's certificate issued by hand (spec §4
 * "assessment requested"): pending, or declined with the course team's reason (the learner may
 * ask again); withdrawn (deleted) by the learner, and deleted when the certificate is issued.
 */
export const certificateRequests = pgTable(
  'certificate_requests',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declinedReason: text('declined_reason'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId] }),
    index('certificate_requests_course_idx').on(table.courseId, table.requestedAt),
    check(
      'certificate_requests_declined_check',
      sql`(${table.declinedAt} IS NULL) = (${table.declinedReason} IS NULL)`,
    ),
  ],
);

/**
 * A class's own rule for issuing its course's certificate, in place of the course's (issuing rules
 * per course or class): 'completion', 'assessment' (at `pass_mark`), 'manual', or 'none' (its
 * learners earn no certificate, e.g. an audit class). No row: the class follows the course.
 */
export const certificateClassRules = pgTable(
  'certificate_class_rules',
  {
    cohortId: uuid('cohort_id')
      .primaryKey()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    issueRule: text('issue_rule').notNull(),
    passMark: integer('pass_mark'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'certificate_class_rules_rule_check',
      sql`${table.issueRule} IN ('completion', 'assessment', 'manual', 'none')`,
    ),
    check(
      'certificate_class_rules_pass_mark_check',
      sql`${table.passMark} BETWEEN 1 AND 100 AND (${table.issueRule} = 'assessment') OR ${table.passMark} IS NULL AND ${table.issueRule} <> 'assessment'`,
    ),
  ],
);
