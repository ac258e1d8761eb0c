import { z } from 'zod';
import { AssessmentPreset, AssessmentPresets, ClassAssessmentSettings } from '../domain/class-assessment';
import { reasonText } from '../reasons';
import { isUsableName } from '../routes';
import { isTimeZone } from './account-security';
import { contract } from './contract';
import { EmailAddress } from './user';

/** Bounds of the class form (spec §3 Class edit form), shared by the modal and the server. */
export const CLASS_NAME_MIN = 3;
export const CLASS_NAME_MAX = 100;
/** A new access code's fewest characters: six letters or digits make guessing one slow under the attempt limits. */
export const ACCESS_CODE_MIN = 6;
/** Codes stored before the six-character rule are as short as this, and keep working while kept. */
const ACCESS_CODE_LEGACY_MIN = 4;
export const ACCESS_CODE_MAX = 32;
/** The highest price in minor units (ten million in major units): fits the stored integer. */
export const PRICE_MAX_MINOR = 1_000_000_000;
export const SEAT_LIMIT_MAX = 1_000_000;
export const CLASS_PATH_MIN = 3;
export const CLASS_PATH_MAX = 60;

export const CURRENCIES = ['AUD', 'MYR', 'SGD', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The credentials a class can lead to (labels: `classes.credentialTypes.<type>`). */
export const CREDENTIAL_TYPES = [
  'certificate_of_completion',
  'opencred',
  'microcredential',
  'digital_badge',
] as const;
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];

export const ENROLMENT_TYPES = ['open', 'access_code', 'invite_only', 'approval'] as const;
export type EnrolmentType = (typeof ENROLMENT_TYPES)[number];

/** Spec §4 Cohort scheduling: exactly one of these. */
export const CLASS_MODES = ['scheduled', 'open', 'self_paced'] as const;
export type ClassMode = (typeof CLASS_MODES)[number];

export const CLASS_STAFF_ROLES = ['facilitator', 'cohort administrator'] as const;
export type ClassStaffRole = (typeof CLASS_STAFF_ROLES)[number];

/** Segments under /cohorts/ (spec §2) a class path must not take, besides the reserved names. */
const CLASS_ROUTE_SEGMENTS = ['admin', 'studentinfo', 'invitation'];

/** May `path` address a class: not a reserved route segment. */
export function isUsableClassPath(path: string): boolean {
  return isUsableName(path) && !CLASS_ROUTE_SEGMENTS.includes(path.toLowerCase());
}

/** The English reasons of class validation (codes `class.*` of common/reasons.ts). */
export const CLASS_FORM_REASONS = {
  name: reasonText('class.name', { min: CLASS_NAME_MIN, max: CLASS_NAME_MAX }),
  accessCode: reasonText('class.accessCode', { min: ACCESS_CODE_MIN, max: ACCESS_CODE_MAX }),
  accessCodeRequired: reasonText('class.accessCodeRequired'),
  price: reasonText('class.price'),
  currency: reasonText('class.currency'),
  credentialTypes: reasonText('class.credentialTypes'),
  enrolmentType: reasonText('class.enrolmentType'),
  mode: reasonText('class.mode'),
  date: reasonText('class.date'),
  startRequired: reasonText('class.startRequired'),
  endAfterStart: reasonText('class.endAfterStart'),
  closeNotAfterEnd: reasonText('class.closeNotAfterEnd'),
  seatLimit: reasonText('class.seatLimit', { max: SEAT_LIMIT_MAX }),
  timeZone: reasonText('class.timeZone'),
  path: reasonText('class.path', { min: CLASS_PATH_MIN, max: CLASS_PATH_MAX }),
  reservedPath: reasonText('class.reservedPath'),
  defaultClass: reasonText('class.defaultClass'),
  notStaff: reasonText('class.notStaff'),
} as const;

const Price = z
  .number({ error: CLASS_FORM_REASONS.price })
  .int({ error: CLASS_FORM_REASONS.price })
  .min(0, { error: CLASS_FORM_REASONS.price })
  .max(PRICE_MAX_MINOR, { error: CLASS_FORM_REASONS.price });

const Instant = z.iso.datetime({ offset: true, error: CLASS_FORM_REASONS.date }).nullable().default(null);

/** Each field of the class form with its own rule (cross-field rules are in `crossFieldFailures`). */
const CLASS_FIELD_SCHEMAS = {
  name: z
    .string({ error: CLASS_FORM_REASONS.name })
    .trim()
    .min(CLASS_NAME_MIN, { error: CLASS_FORM_REASONS.name })
    .max(CLASS_NAME_MAX, { error: CLASS_FORM_REASONS.name }),
  /** Empty: no access code. Kept in capitals. A short one passes here only to be judged by `newAccessCodeFailure`. */
  accessCode: z
    .string({ error: CLASS_FORM_REASONS.accessCode })
    .trim()
    .regex(new RegExp(`^([A-Za-z0-9]{${ACCESS_CODE_LEGACY_MIN},${ACCESS_CODE_MAX}})?$`), {
      error: CLASS_FORM_REASONS.accessCode,
    })
    .transform((code) => (code === '' ? null : code.toUpperCase()))
    .nullable()
    .default(null),
  coursePriceMinor: Price.default(0),
  studentPriceMinor: Price.default(0),
  currency: z.enum(CURRENCIES, { error: CLASS_FORM_REASONS.currency }).default('AUD'),
  credentialTypes: z
    .array(z.enum(CREDENTIAL_TYPES, { error: CLASS_FORM_REASONS.credentialTypes }), {
      error: CLASS_FORM_REASONS.credentialTypes,
    })
    .max(CREDENTIAL_TYPES.length, { error: CLASS_FORM_REASONS.credentialTypes })
    .default([])
    .transform((list) => [...new Set(list)]),
  enrolmentType: z.enum(ENROLMENT_TYPES, { error: CLASS_FORM_REASONS.enrolmentType }).default('open'),
  enrolmentCloseDate: Instant,
  startDate: Instant,
  endDate: Instant,
  mode: z.enum(CLASS_MODES, { error: CLASS_FORM_REASONS.mode }).default('self_paced'),
  seatLimit: z
    .number({ error: CLASS_FORM_REASONS.seatLimit })
    .int({ error: CLASS_FORM_REASONS.seatLimit })
    .min(1, { error: CLASS_FORM_REASONS.seatLimit })
    .max(SEAT_LIMIT_MAX, { error: CLASS_FORM_REASONS.seatLimit })
    .nullable()
    .default(null),
  classAccessTz: z
    .string({ error: CLASS_FORM_REASONS.timeZone })
    .refine(isTimeZone, { error: CLASS_FORM_REASONS.timeZone })
    .default('UTC'),
};

export type ClassField = keyof typeof CLASS_FIELD_SCHEMAS;
/** The fields of the class form, in the order the modal shows them. */
export const CLASS_FIELDS = Object.keys(CLASS_FIELD_SCHEMAS) as ClassField[];

/** The class form once valid: what the server stores. */
export type ClassFormValues = {
  [Field in ClassField]: z.output<(typeof CLASS_FIELD_SCHEMAS)[Field]>;
};

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/**
 * Why an access code may not be saved over `storedCode` (null: the class has none, or is new): a
 * code shorter than ACCESS_CODE_MIN is refused unless it is the class's stored code, unchanged.
 */
export function newAccessCodeFailure(code: string | null, storedCode: string | null): string | undefined {
  const isShort = code !== null && code.length < ACCESS_CODE_MIN;
  return isShort && code !== storedCode?.toUpperCase() ? CLASS_FORM_REASONS.accessCode : undefined;
}

/**
 * The rules between fields, on values that passed their own rules: field → reason. The access
 * code's length is judged against `storedAccessCode` when it is known (undefined: the caller
 * judges it with the stored row, as updateClass does).
 */
function crossFieldFailures(
  values: Partial<ClassFormValues>,
  storedAccessCode?: string | null,
): Partial<Record<ClassField, string>> {
  const failures: Partial<Record<ClassField, string>> = {};
  const shortCode =
    storedAccessCode === undefined
      ? undefined
      : newAccessCodeFailure(values.accessCode ?? null, storedAccessCode);
  if (shortCode) failures.accessCode = shortCode;
  if (values.enrolmentType === 'access_code' && values.accessCode === null) {
    failures.accessCode = CLASS_FORM_REASONS.accessCodeRequired;
  }
  const start = time(values.startDate ?? null);
  const end = time(values.endDate ?? null);
  const close = time(values.enrolmentCloseDate ?? null);
  if (values.mode === 'scheduled' && values.startDate === null) {
    failures.startDate = CLASS_FORM_REASONS.startRequired;
  }
  if (start !== null && end !== null && end <= start) failures.endDate = CLASS_FORM_REASONS.endAfterStart;
  if (close !== null && end !== null && close > end) {
    failures.enrolmentCloseDate = CLASS_FORM_REASONS.closeNotAfterEnd;
  }
  return failures;
}

/** One field's verdict (spec §5: each field of the class modal yields passed or failed). */
export type FieldCheck = { status: 'passed' } | { status: 'failed'; reason: string };

/** The verdict on a whole class form. */
export interface ClassFormCheck {
  fields: Record<ClassField, FieldCheck>;
  valid: boolean;
}

/** A class form as typed so far: any field may be missing or of the wrong type. */
export type ClassFormDraft = { [Field in ClassField]?: unknown };

/**
 * Check every field of a class form: its own rule first, then the rules between fields (access
 * code required for access-code enrolment and long enough unless it is `storedAccessCode`, start
 * date for a scheduled class, end after start, close date not after end) on the fields that
 * passed. The modal calls it as the user types; the server's input schema applies the same rules.
 */
export function validateClassForm(
  draft: ClassFormDraft,
  storedAccessCode: string | null = null,
): ClassFormCheck {
  const fields = {} as Record<ClassField, FieldCheck>;
  const values: Partial<Record<ClassField, unknown>> = {};
  for (const field of CLASS_FIELDS) {
    const parsed = CLASS_FIELD_SCHEMAS[field].safeParse(draft[field]);
    if (parsed.success) {
      values[field] = parsed.data;
      fields[field] = { status: 'passed' };
    } else {
      fields[field] = {
        status: 'failed',
        reason: parsed.error.issues[0]?.message ?? CLASS_FORM_REASONS.date,
      };
    }
  }
  const failures = crossFieldFailures(values as Partial<ClassFormValues>, storedAccessCode);
  for (const [field, reason] of Object.entries(failures)) {
    if (fields[field as ClassField].status === 'passed')
      fields[field as ClassField] = { status: 'failed', reason };
  }
  return { fields, valid: Object.values(fields).every((check) => check.status === 'passed') };
}

/** The class form as a request schema: every field's rule, then the rules between fields. */
export const ClassForm = z.object(CLASS_FIELD_SCHEMAS).superRefine((values, ctx) => {
  for (const [field, reason] of Object.entries(crossFieldFailures(values))) {
    ctx.addIssue({ code: 'custom', path: [field], message: reason });
  }
});

/** A class address: lowercase, unique across courses, never a reserved segment. */
export const ClassPath = z
  .string({ error: CLASS_FORM_REASONS.path })
  .trim()
  .toLowerCase()
  .regex(new RegExp(`^[a-z0-9-]{${CLASS_PATH_MIN},${CLASS_PATH_MAX}}$`), { error: CLASS_FORM_REASONS.path })
  .refine(isUsableClassPath, { error: CLASS_FORM_REASONS.reservedPath });

const CoursePath = z.string().trim().toLowerCase().min(1).max(200);

/** `create cohort`: a class of the course at `coursePath`; its path from the name unless given. */
export const CreateClassInput = z
  .object({ coursePath: CoursePath, path: ClassPath.optional(), ...CLASS_FIELD_SCHEMAS })
  .superRefine((values, ctx) => {
    for (const [field, reason] of Object.entries(crossFieldFailures(values, null))) {
      ctx.addIssue({ code: 'custom', path: [field], message: reason });
    }
  });

/** `update cohort updateClass/{path}`: the whole class form (a short access code is judged against the stored one by the server). */
export const UpdateClassInput = ClassForm;

/** `update cohort setEnrolmentCloseDate/{path}`: the autosaved field (null: no close date). */
export const SetEnrolmentCloseDateInput = z.object({ enrolmentCloseDate: Instant });

/** `lookup cohort listClasses`. */
export const ListClassesInput = z.object({ coursePath: CoursePath });

/**
 * `update cohort addStaff/{path}`: invite a person by e-mail address to be facilitator or cohort
 * administrator; the role is theirs when they accept (common/api/invitations.ts).
 */
export const AddStaffInput = z.object({
  email: EmailAddress,
  role: z.enum(CLASS_STAFF_ROLES, { error: 'Choose facilitator or cohort administrator.' }),
});

/** `update cohort removeStaff/{path}`. */
export const RemoveStaffInput = z.object({
  userId: z.uuid({ error: 'Choose a staff member.' }),
  role: z.enum(CLASS_STAFF_ROLES, { error: 'Choose facilitator or cohort administrator.' }),
});

/** `create cohort` reply. */
export const CreatedClass = z.object({ path: z.string(), coursePath: z.string() });
export type CreatedClass = z.infer<typeof CreatedClass>;

/** A class price in its own currency (no conversion until commerce lands). */
export const LocalPrice = z.object({
  currency: z.enum(CURRENCIES),
  coursePriceMinor: z.number().int(),
  studentPriceMinor: z.number().int(),
});
export type LocalPrice = z.infer<typeof LocalPrice>;

const Iso = z.iso.datetime({ offset: true });

/**
 * `read cohort getClass/{path}`: the class with its settings (spec §3 Cohort). Dates are ISO
 * instants with their local-naive variants in `classAccessTz`.
 */
export const ClassData = z.object({
  path: z.string(),
  name: z.string(),
  coursePath: z.string(),
  courseName: z.string(),
  isDefault: z.boolean(),
  accessCode: z.string().nullable(),
  coursePriceMinor: z.number().int(),
  studentPriceMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  credentialTypes: z.array(z.enum(CREDENTIAL_TYPES)),
  enrolmentType: z.enum(ENROLMENT_TYPES),
  mode: z.enum(CLASS_MODES),
  isScheduled: z.boolean(),
  isOpen: z.boolean(),
  isSelfPaced: z.boolean(),
  classAccessTz: z.string(),
  startDate: Iso.nullable(),
  startDateLocal: z.string().nullable(),
  endDate: Iso.nullable(),
  endDateLocal: z.string().nullable(),
  enrolmentCloseDate: Iso.nullable(),
  enrolmentCloseDateLocal: z.string().nullable(),
  seatLimit: z.number().int().nullable(),
  localPrice: LocalPrice,
  /** Spec §3: how the class's quizzes are assessed, and its named presets of that. */
  assessmentSettings: ClassAssessmentSettings,
  assessmentPresets: z.array(AssessmentPreset),
  /** May the caller change settings and staff (a facilitator only teaches). */
  canManage: z.boolean(),
  /** May the class's learners create groups (spec §2 groups; staff always may)? */
  learnersCreateGroups: z.boolean(),
});
export type ClassData = z.infer<typeof ClassData>;

/** `update cohort setLearnersCreateGroups/{path}`: let the class's learners create groups, or not. */
export const SetLearnersCreateGroupsInput = z.object({
  learnersCreateGroups: z.boolean({ error: 'Choose on or off.' }),
});

/**
 * `update cohort updateAssessment/{path}`: the class's assessment settings and presets, whole; with
 * `releaseGrades`, held grades are released now (the server keeps when).
 */
export const UpdateAssessmentInput = z.object({
  settings: ClassAssessmentSettings.omit({ releasedAt: true }),
  presets: AssessmentPresets,
  releaseGrades: z.boolean().default(false),
});
export type UpdateAssessmentInput = z.infer<typeof UpdateAssessmentInput>;

/** One class in `lookup cohort listClasses`, with its counts. */
export const ClassSummary = z.object({
  path: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  enrolmentType: z.enum(ENROLMENT_TYPES),
  mode: z.enum(CLASS_MODES),
  classAccessTz: z.string(),
  startDate: Iso.nullable(),
  endDate: Iso.nullable(),
  seatLimit: z.number().int().nullable(),
  localPrice: LocalPrice,
  activeLearners: z.number().int(),
  pendingRequests: z.number().int(),
  staffCount: z.number().int(),
});
export type ClassSummary = z.infer<typeof ClassSummary>;

/** `lookup cohort listClasses` reply. */
export const ClassList = z.object({
  coursePath: z.string(),
  defaultCohort: z.string().nullable(),
  /** May the caller create, edit and delete classes here. */
  canManage: z.boolean(),
  classes: z.array(ClassSummary),
});
export type ClassList = z.infer<typeof ClassList>;

/** One role of one person on a class's staff. */
export const ClassStaffMember = z.object({
  userId: z.string(),
  fullName: z.string(),
  profileName: z.string().nullable(),
  email: z.string(),
  role: z.enum(CLASS_STAFF_ROLES),
});
export type ClassStaffMember = z.infer<typeof ClassStaffMember>;

const ClassStaff = z.array(ClassStaffMember);
const NoInput = z.object({});

/**
 * A staff invitation not yet accepted, as the class's managers see it: the address only, never
 * whether it has an account. `sentAt` is the last mail; a declined one may be sent again.
 */
export const StaffInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(CLASS_STAFF_ROLES),
  status: z.enum(['pending', 'declined']),
  invitedAt: Iso,
  sentAt: Iso,
});
export type StaffInvitation = z.infer<typeof StaffInvitation>;

const StaffInvitations = z.array(StaffInvitation);

/** `update cohort cancelStaffInvitation/{path}` and `resendStaffInvitation/{path}`. */
export const StaffInvitationInput = z.object({
  invitationId: z.uuid({ error: reasonText('invitation.invitationId') }),
});

/** The calls of the `cohort` resource's class methods (spec §3 Cohort, §4 cohort staff roles). */
export const cohortCalls = {
  create: contract('cohort', 'create', undefined, { input: CreateClassInput, output: CreatedClass }),
  getClass: contract('cohort', 'read', 'getClass', { input: NoInput, output: ClassData }),
  listStaff: contract('cohort', 'read', 'listStaff', { input: NoInput, output: ClassStaff }),
  listClasses: contract('cohort', 'lookup', 'listClasses', { input: ListClassesInput, output: ClassList }),
  updateClass: contract('cohort', 'update', 'updateClass', { input: UpdateClassInput, output: ClassData }),
  updateAssessment: contract('cohort', 'update', 'updateAssessment', {
    input: UpdateAssessmentInput,
    output: ClassData,
  }),
  setEnrolmentCloseDate: contract('cohort', 'update', 'setEnrolmentCloseDate', {
    input: SetEnrolmentCloseDateInput,
    output: ClassData,
  }),
  setLearnersCreateGroups: contract('cohort', 'update', 'setLearnersCreateGroups', {
    input: SetLearnersCreateGroupsInput,
    output: ClassData,
  }),
  setDefaultClass: contract('cohort', 'update', 'setDefaultClass', {
    input: NoInput,
    output: z.object({ defaultCohort: z.string() }),
  }),
  listStaffInvitations: contract('cohort', 'read', 'listStaffInvitations', {
    input: NoInput,
    output: StaffInvitations,
  }),
  addStaff: contract('cohort', 'update', 'addStaff', { input: AddStaffInput, output: StaffInvitations }),
  cancelStaffInvitation: contract('cohort', 'update', 'cancelStaffInvitation', {
    input: StaffInvitationInput,
    output: StaffInvitations,
  }),
  resendStaffInvitation: contract('cohort', 'update', 'resendStaffInvitation', {
    input: StaffInvitationInput,
    output: StaffInvitations,
  }),
  removeStaff: contract('cohort', 'update', 'removeStaff', { input: RemoveStaffInput, output: ClassStaff }),
  deleteClass: contract('cohort', 'delete', 'deleteClass', {
    input: NoInput,
    output: z.object({ deleted: z.literal(true) }),
  }),
};
