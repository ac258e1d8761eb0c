import { z } from 'zod';
import { LANGUAGES } from '../constants';
import {
  COURSE_CATEGORIES,
  COURSE_CLASSIFICATIONS,
  COURSE_ROLES,
  COURSE_SECTORS,
  COURSE_TYPES,
} from '../domain/course-classification';
import { FRAMEWORKS } from '../domain/opencred-frameworks';
import { PLANS } from '../domain/plans';
import { COURSE_IMAGE_SIZES } from '../image-variants';
import { isInstalmentParts } from '../instalments';
import { reasonText } from '../reasons';
import { isUsableName } from '../routes';
import {
  frameworkKept,
  OPENCRED_REASONS,
  type OpencredFields,
  opencredFailure,
} from '../rules/opencred-hours';
import { contract } from './contract';

/** Bounds of the course fields (spec §3), shared by the form and the server. */
export const COURSE_NAME_MIN = 2;
export const COURSE_NAME_MAX = 120;
export const COURSE_CODE_MIN = 3;
export const COURSE_CODE_MAX = 60;
export const COURSE_OBJECTIVE_MAX = 2000;
export const COURSE_OUTCOMES_MAX = 20;
export const COURSE_OUTCOME_MAX = 300;
export const COURSE_DESCRIPTION_MAX = 20_000;
export const COURSE_LEARNING_HOURS_MAX = 10_000;

/** The English reasons of course validation (codes `course.*` of common/reasons.ts). */
export const COURSE_REASONS = {
  name: reasonText('course.name', { min: COURSE_NAME_MIN, max: COURSE_NAME_MAX }),
  code: reasonText('course.code', { min: COURSE_CODE_MIN, max: COURSE_CODE_MAX }),
  reservedCode: reasonText('course.reservedCode'),
  codeTaken: reasonText('course.codeTaken'),
  language: reasonText('form.language'),
  category: reasonText('course.category'),
  courseType: reasonText('course.courseType'),
  choice: reasonText('course.choice'),
  objective: reasonText('course.objective', { max: COURSE_OBJECTIVE_MAX }),
  outcomes: reasonText('course.outcomes', { max: COURSE_OUTCOMES_MAX }),
  outcome: reasonText('course.outcome', { max: COURSE_OUTCOME_MAX }),
  description: reasonText('course.description'),
  learningHours: reasonText('course.learningHours'),
  colour: reasonText('course.colour'),
  instalmentPlan: reasonText('course.instalmentPlan'),
  planLimit: (limit: number) => reasonText('course.planLimit', { limit }),
  lastAdministrator: reasonText('course.lastAdministrator'),
} as const;

/** Spec §3 Course instalmentPlan: its priced classes may be paid in `parts` monthly parts. */
export const InstalmentPlan = z.object(
  {
    parts: z
      .number({ error: COURSE_REASONS.instalmentPlan })
      .refine(isInstalmentParts, { error: COURSE_REASONS.instalmentPlan }),
  },
  { error: COURSE_REASONS.instalmentPlan },
);

const Name = z
  .string({ error: COURSE_REASONS.name })
  .trim()
  .min(COURSE_NAME_MIN, { error: COURSE_REASONS.name })
  .max(COURSE_NAME_MAX, { error: COURSE_REASONS.name });

/** A course code: the lowercase path of the course. */
export const CourseCode = z
  .string({ error: COURSE_REASONS.code })
  .trim()
  .toLowerCase()
  .regex(new RegExp(`^[a-z0-9-]{${COURSE_CODE_MIN},${COURSE_CODE_MAX}}$`), { error: COURSE_REASONS.code })
  .refine(isUsableName, { error: COURSE_REASONS.reservedCode });

const CourseLanguage = z.enum(LANGUAGES, { error: COURSE_REASONS.language });
const Category = z.enum(COURSE_CATEGORIES, { error: COURSE_REASONS.category });
const CourseTypeField = z.enum(COURSE_TYPES, { error: COURSE_REASONS.courseType });
const Sectors = z
  .array(z.enum(COURSE_SECTORS, { error: COURSE_REASONS.choice }))
  .max(COURSE_SECTORS.length)
  .default([])
  .transform((list) => [...new Set(list)]);
const Classifications = z
  .array(z.enum(COURSE_CLASSIFICATIONS, { error: COURSE_REASONS.choice }))
  .max(COURSE_CLASSIFICATIONS.length)
  .default([])
  .transform((list) => [...new Set(list)]);
const CredentialFrameworkField = z
  .enum(FRAMEWORKS, { error: OPENCRED_REASONS.credentialFramework })
  .nullable()
  .default(null);
const LearningHours = z
  .number({ error: COURSE_REASONS.learningHours })
  .min(0, { error: COURSE_REASONS.learningHours })
  .max(COURSE_LEARNING_HOURS_MAX, { error: COURSE_REASONS.learningHours })
  .nullable();

// The fields the OpenCreds rule reads: it judges them once each is valid on its own.
const OPENCRED_FIELDS: readonly PropertyKey[] = ['courseType', 'credentialFramework', 'learningHours'];

/**
 * `schema` with the OpenCreds rule (common/rules/opencred-hours.ts): its failure reported on its
 * field, and the framework of a course of another type dropped (stored as none).
 */
function withOpencredRule<Course extends z.ZodType<OpencredFields>>(schema: Course) {
  return schema
    .superRefine(
      (course, ctx) => {
        const failure = opencredFailure(course);
        if (failure) ctx.addIssue({ code: 'custom', path: [failure.field], message: failure.reason });
      },
      {
        when: (payload) =>
          payload.issues.every(({ path = [] }) => path.length > 0 && !OPENCRED_FIELDS.includes(path[0]!)),
      },
    )
    .transform((course): z.output<Course> => ({ ...course, credentialFramework: frameworkKept(course) }));
}

/** `create course`: the creator becomes its administrator; it starts not displayed. */
export const CreateCourseInput = withOpencredRule(
  z.object({
    name: Name,
    code: CourseCode,
    language: CourseLanguage,
    category: Category,
    courseType: CourseTypeField,
    sectorTypes: Sectors,
    classifications: Classifications,
    credentialFramework: CredentialFrameworkField,
    learningHours: LearningHours.default(null),
  }),
);
export type CreateCourseInput = z.input<typeof CreateCourseInput>;

const Description = z.string().max(COURSE_DESCRIPTION_MAX, { error: COURSE_REASONS.description });

/** `update course setGeneralSettings/{path}`. */
export const GeneralSettingsInput = withOpencredRule(
  z.object({
    name: Name,
    objective: z.string().trim().max(COURSE_OBJECTIVE_MAX, { error: COURSE_REASONS.objective }),
    outcomes: z
      .array(
        z
          .string({ error: COURSE_REASONS.outcome })
          .trim()
          .min(1, { error: COURSE_REASONS.outcome })
          .max(COURSE_OUTCOME_MAX, { error: COURSE_REASONS.outcome }),
        { error: COURSE_REASONS.outcomes },
      )
      .min(1, { error: COURSE_REASONS.outcomes })
      .max(COURSE_OUTCOMES_MAX, { error: COURSE_REASONS.outcomes }),
    description: Description,
    language: CourseLanguage,
    category: Category,
    courseType: CourseTypeField,
    courseSectorTypes: Sectors,
    classifications: Classifications,
    credentialFramework: CredentialFrameworkField,
    learningHours: LearningHours,
    displayed: z.boolean(),
    /** Anyone may read the course's pages without enrolling; absent keeps the current setting. */
    guestAccess: z.boolean().optional(),
    /** Paying its classes in monthly parts (null: in full only); absent keeps the current setting. */
    instalmentPlan: InstalmentPlan.nullable().optional(),
  }),
);
export type GeneralSettingsInput = z.input<typeof GeneralSettingsInput>;

/** `update course setLandingPageSettings/{path}`: what a promo admin may change too. */
export const LandingPageSettingsInput = z.object({ description: Description, displayed: z.boolean() });
export type LandingPageSettingsInput = z.input<typeof LandingPageSettingsInput>;

const Colour = z
  .string({ error: COURSE_REASONS.colour })
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { error: COURSE_REASONS.colour });

/** `update course setAppearance/{path}`: the theme colours. */
export const AppearanceInput = z.object({ themeData: z.object({ primary: Colour, accent: Colour }) });
export type AppearanceInput = z.input<typeof AppearanceInput>;

/** `delete course removeCourseRole/{path}`: takes a course role away from a user. */
export const RemoveCourseRoleInput = z.object({ userId: z.uuid() });

const CourseRoleSchema = z.enum(COURSE_ROLES);

/** An administrator as the course data lists them. */
export const CourseAdmin = z.object({ fullName: z.string(), profileName: z.string().nullable() });
export type CourseAdmin = z.infer<typeof CourseAdmin>;

/** `read course getCourseData/{path}`: the course fields of spec §3 in its names. */
export const CourseData = z.object({
  path: z.string(),
  name: z.string(),
  objective: z.string(),
  outcomes: z.array(z.string()),
  admins: z.array(CourseAdmin),
  defaultCohort: z.string().nullable(),
  themeData: z.record(z.string(), z.string()),
  language: z.enum(LANGUAGES),
  displayed: z.boolean(),
  /** Anyone may read the course's pages without enrolling. */
  guestAccess: z.boolean(),
  /** Learners see their own attainment of the outcomes (set in the outcomes tab). */
  alignmentVisibility: z.boolean(),
  /** Its priced classes may be paid in monthly parts (null: in full only). */
  instalmentPlan: InstalmentPlan.nullable(),
  courseType: z.string(),
  courseSectorTypes: z.array(z.string()),
  category: z.string(),
  classifications: z.array(z.string()),
  /** An OpenCreds course's credential framework; null for other types. */
  credentialFramework: z.enum(FRAMEWORKS).nullable(),
  learningHours: z.number().nullable(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  /** The caller's role in this course, if any. */
  myRole: CourseRoleSchema.nullable(),
  /** The size of the outline, for the admin's next steps. */
  moduleCount: z.number().int(),
  pageCount: z.number().int(),
});
export type CourseData = z.infer<typeof CourseData>;

/** `create course` result. */
export const CreatedCourse = z.object({ path: z.string(), name: z.string() });
export type CreatedCourse = z.infer<typeof CreatedCourse>;

/** `read user getSubscriptionPlanData/me`. */
export const SubscriptionPlanData = z.object({
  plan: z.enum(PLANS),
  courseLimit: z.number().int(),
  coursesCreated: z.number().int(),
});
export type SubscriptionPlanData = z.infer<typeof SubscriptionPlanData>;

/** A course the user holds a role in, for /courses/my/. */
export const MyCourse = z.object({
  path: z.string(),
  name: z.string(),
  displayed: z.boolean(),
  role: CourseRoleSchema,
});
export type MyCourse = z.infer<typeof MyCourse>;

/** The calls of the `course` resource's own methods (spec §7 scheme). */
export const courseCalls = {
  create: contract('course', 'create', undefined, { input: CreateCourseInput, output: CreatedCourse }),
  getCourseData: contract('course', 'read', 'getCourseData', { input: z.object({}), output: CourseData }),
  listMyCourses: contract('course', 'lookup', 'listMyCourses', {
    input: z.object({}),
    output: z.array(MyCourse),
  }),
  setGeneralSettings: contract('course', 'update', 'setGeneralSettings', {
    input: GeneralSettingsInput,
    output: CourseData,
  }),
  setLandingPageSettings: contract('course', 'update', 'setLandingPageSettings', {
    input: LandingPageSettingsInput,
    output: CourseData,
  }),
  setAppearance: contract('course', 'update', 'setAppearance', {
    input: AppearanceInput,
    output: CourseData,
  }),
  removeCourseRole: contract('course', 'delete', 'removeCourseRole', {
    input: RemoveCourseRoleInput,
    output: z.object({ removed: z.literal(true) }),
  }),
  getSubscriptionPlanData: contract('user', 'read', 'getSubscriptionPlanData', {
    input: z.object({}),
    output: SubscriptionPlanData,
  }),
};

// Course image kinds and their stored sizes, where the web app's image components read them without zod.
export { COURSE_IMAGE_SIZES };
export type CourseImageKind = keyof typeof COURSE_IMAGE_SIZES;

/** The upload endpoint of a course image or banner (multipart, field `file`). */
export function courseImageUploadPath(path: string, kind: CourseImageKind): string {
  return `/api/course/${encodeURIComponent(path)}/${kind}/`;
}
