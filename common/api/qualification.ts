import { z } from 'zod';
import { reasonText } from '../reasons';
import { CertificateDesign } from './certification';
import { contract } from './contract';

/**
 * Qualifications (spec §2 /qualifications/{code}/, §3 Qualification and Pathway): core courses a
 * learner completes all of and elective courses of which they complete a number; the courses in
 * the pathway's suggested order; the learner's enrolment and progress; the qualification's own
 * certificate once it is complete. Platform staff write them; anyone reads a published one.
 */

export const QUALIFICATION_CODE_MAX = 80;
export const QUALIFICATION_NAME_MAX = 200;
export const QUALIFICATION_DESCRIPTION_MAX = 2000;
/** The most courses (core and elective together) a qualification groups. */
export const QUALIFICATION_COURSES_MAX = 50;

export const QUALIFICATION_KINDS = ['core', 'elective'] as const;
export type QualificationCourseKind = (typeof QUALIFICATION_KINDS)[number];

/**
 * Codes a qualification may not take: words that name another screen at its addresses
 * (`/wasabi/qualifications/new/` creates one), so its landing page or editor would be unreachable.
 */
export const RESERVED_QUALIFICATION_CODES: readonly string[] = ['new'];

export const QUALIFICATION_REASONS = {
  code: reasonText('qualification.code', { max: QUALIFICATION_CODE_MAX }),
  codeReserved: reasonText('qualification.codeReserved'),
  name: reasonText('qualification.name', { max: QUALIFICATION_NAME_MAX }),
  description: reasonText('qualification.description', { max: QUALIFICATION_DESCRIPTION_MAX }),
  courses: reasonText('qualification.courses', { max: QUALIFICATION_COURSES_MAX }),
  electivesRequired: reasonText('qualification.electivesRequired'),
  published: reasonText('qualification.published'),
};

const CoursePaths = z
  .array(z.string({ error: QUALIFICATION_REASONS.courses }).trim().toLowerCase().min(1).max(200), {
    error: QUALIFICATION_REASONS.courses,
  })
  .max(QUALIFICATION_COURSES_MAX, { error: QUALIFICATION_REASONS.courses });

/** What platform staff write of a qualification (creating it, or editing it whole). */
export const QualificationInput = z
  .object({
    /** Its landing page's address: lowercase letters and digits joined by single hyphens. */
    code: z
      .string({ error: QUALIFICATION_REASONS.code })
      .trim()
      .toLowerCase()
      .max(QUALIFICATION_CODE_MAX, { error: QUALIFICATION_REASONS.code })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: QUALIFICATION_REASONS.code })
      .refine((code) => !RESERVED_QUALIFICATION_CODES.includes(code), {
        error: QUALIFICATION_REASONS.codeReserved,
      }),
    name: z
      .string({ error: QUALIFICATION_REASONS.name })
      .trim()
      .min(1, { error: QUALIFICATION_REASONS.name })
      .max(QUALIFICATION_NAME_MAX, { error: QUALIFICATION_REASONS.name }),
    description: z
      .string({ error: QUALIFICATION_REASONS.description })
      .trim()
      .max(QUALIFICATION_DESCRIPTION_MAX, { error: QUALIFICATION_REASONS.description })
      .default(''),
    /** Course paths in the pathway's order: the core courses first, then the electives. */
    coreCoursePaths: CoursePaths,
    electiveCoursePaths: CoursePaths,
    electivesRequired: z
      .number({ error: QUALIFICATION_REASONS.electivesRequired })
      .int({ error: QUALIFICATION_REASONS.electivesRequired })
      .min(0, { error: QUALIFICATION_REASONS.electivesRequired }),
    published: z.boolean({ error: QUALIFICATION_REASONS.published }),
    design: CertificateDesign,
  })
  .superRefine((input, issues) => {
    const all = [...input.coreCoursePaths, ...input.electiveCoursePaths];
    if (all.length === 0 || all.length > QUALIFICATION_COURSES_MAX || new Set(all).size !== all.length)
      issues.addIssue({ code: 'custom', path: ['coreCoursePaths'], message: QUALIFICATION_REASONS.courses });
    if (input.electivesRequired > input.electiveCoursePaths.length)
      issues.addIssue({
        code: 'custom',
        path: ['electivesRequired'],
        message: QUALIFICATION_REASONS.electivesRequired,
      });
  });
export type QualificationInput = z.input<typeof QualificationInput>;

/** A qualification as platform staff edit it. */
export const QualificationDetail = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  coreCoursePaths: z.array(z.string()),
  electiveCoursePaths: z.array(z.string()),
  electivesRequired: z.number().int(),
  published: z.boolean(),
  design: CertificateDesign,
  /** Learners enrolled in it. */
  enrolledCount: z.number().int(),
});
export type QualificationDetail = z.infer<typeof QualificationDetail>;

/** One course of a qualification's pathway, as its landing page lists it. */
export const QualificationCourse = z.object({
  path: z.string(),
  name: z.string(),
  kind: z.enum(QUALIFICATION_KINDS),
  learningHours: z.number().nullable(),
  courseType: z.string(),
  /** Listed in the catalogue (a course not displayed may still be part of a qualification). */
  displayed: z.boolean(),
});
export type QualificationCourse = z.infer<typeof QualificationCourse>;

/**
 * A learner's progress in a qualification: a course counts as complete when they hold its standing
 * (not revoked) certificate; the qualification is complete with every core course and at least
 * `electivesRequired` electives complete.
 */
export const QualificationProgress = z.object({
  /** The paths of the courses they completed, in pathway order. */
  completedCoursePaths: z.array(z.string()),
  coreDone: z.number().int(),
  coreTotal: z.number().int(),
  electivesDone: z.number().int(),
  electivesRequired: z.number().int(),
  complete: z.boolean(),
  /** The code of their certificate of the qualification, once issued. */
  certificateCode: z.string().nullable(),
});
export type QualificationProgress = z.infer<typeof QualificationProgress>;

/** A learner's enrolment in a qualification with their progress (`getEnrolledClassData` qualificationEnrolments). */
export const QualificationEnrolment = QualificationProgress.extend({
  code: z.string(),
  name: z.string(),
  enrolledAt: z.string(),
});
export type QualificationEnrolment = z.infer<typeof QualificationEnrolment>;

/** A qualification's landing page (/qualifications/{code}/). */
export const QualificationLanding = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  published: z.boolean(),
  /** Core and elective courses in the pathway's suggested order. */
  courses: z.array(QualificationCourse),
  electivesRequired: z.number().int(),
  /** The learning hours of the core courses together (those without hours count none). */
  coreLearningHours: z.number(),
  /** The signed-in person's enrolment and progress; null for a visitor or someone not enrolled. */
  enrolment: QualificationEnrolment.nullable(),
});
export type QualificationLanding = z.infer<typeof QualificationLanding>;

/** The calls of qualifications (id: the qualification's code). */
export const qualificationCalls = {
  /** Platform staff create a qualification. */
  create: contract('qualification', 'create', undefined, {
    input: QualificationInput,
    output: QualificationDetail,
  }),
  /** Platform staff edit it whole (id: its code as it is before the edit). */
  edit: contract('qualification', 'update', 'edit', {
    input: QualificationInput,
    output: QualificationDetail,
  }),
  /** Platform staff: every qualification, published or not, by name. */
  list: contract('qualification', 'lookup', 'getAll', {
    input: z.object({}),
    output: z.array(QualificationDetail),
  }),
  /** Anyone: a published qualification's landing page (staff see unpublished ones too). */
  landing: contract('qualification', 'read', 'getLandingPage', {
    input: z.object({}),
    output: QualificationLanding,
  }),
  /** The signed-in person enrols in a published qualification (again: nothing changes). */
  enrol: contract('qualification', 'update', 'enrol', { input: z.object({}), output: QualificationLanding }),
  /** The signed-in person withdraws from it (their certificate, if any, stays). */
  withdraw: contract('qualification', 'update', 'withdraw', {
    input: z.object({}),
    output: QualificationLanding,
  }),
  /** The signed-in person's qualification enrolments with their progress, oldest first. */
  mine: contract('qualification', 'lookup', 'getMine', {
    input: z.object({}),
    output: z.array(QualificationEnrolment),
  }),
};
