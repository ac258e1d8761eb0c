import { z } from 'zod';
import { reasonText } from '../reasons';
import { CLASS_MODES, ENROLMENT_TYPES, LocalPrice } from './cohort';
import { contract } from './contract';

/** Bounds of enrolment codes (vouchers) and their batches. */
export const ENROLMENT_CODE_BATCH_MAX = 1000;
export const ENROLMENT_CODE_USES_MAX = 1000;
export const ENROLMENT_CODE_LABEL_MAX = 100;
/** Letters and digits a person cannot confuse: no 0/O, no 1/I. */
export const ENROLMENT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ENROLMENT_CODE_LENGTH = 10;

/** The English reasons of enrolment input (codes `enrolment.*` of common/reasons.ts). */
export const ENROLMENT_REASONS = {
  cohortPath: reasonText('enrolment.cohortPath'),
  label: reasonText('enrolment.label', { max: ENROLMENT_CODE_LABEL_MAX }),
  count: reasonText('enrolment.count', { max: ENROLMENT_CODE_BATCH_MAX }),
  maxUses: reasonText('enrolment.maxUses', { max: ENROLMENT_CODE_USES_MAX }),
  decision: reasonText('enrolment.decision'),
  enrolmentId: reasonText('enrolment.enrolmentId'),
  alreadyDecided: reasonText('enrolment.alreadyDecided'),
} as const;

/** A code as typed by a person: capitals, without the dashes and spaces it is shown with. */
export function normaliseEnrolmentCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** A stored code in groups of four for reading aloud and typing: `ABCD-EFGH-JK`. */
export function formatEnrolmentCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

const OptionalCode = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** `execute cohort enrol`: join a class, with its access code or a voucher when it needs one. */
export const EnrolInput = z.object({
  cohortPath: z.string({ error: ENROLMENT_REASONS.cohortPath }).trim().min(1).max(200),
  accessCode: OptionalCode,
  enrolmentCode: OptionalCode,
});
export type EnrolInput = z.input<typeof EnrolInput>;

/** What an enrolment request came to. */
export const EnrolOutcome = z.enum(['enrolled', 'pending', 'already_enrolled', 'already_pending']);
export type EnrolOutcome = z.infer<typeof EnrolOutcome>;

/** The reply of `execute cohort enrol`: where to go next. */
export const EnrolReply = z.object({
  outcome: EnrolOutcome,
  cohortPath: z.string(),
  coursePath: z.string(),
  /** The course's first page, to open in view mode; null when the course has none. */
  firstPagePath: z.string().nullable(),
});
export type EnrolReply = z.infer<typeof EnrolReply>;

/** `update cohort generateEnrolmentCodes/{path}`. */
export const GenerateEnrolmentCodesInput = z.object({
  label: z
    .string({ error: ENROLMENT_REASONS.label })
    .trim()
    .min(1, { error: ENROLMENT_REASONS.label })
    .max(ENROLMENT_CODE_LABEL_MAX, { error: ENROLMENT_REASONS.label }),
  count: z
    .number({ error: ENROLMENT_REASONS.count })
    .int({ error: ENROLMENT_REASONS.count })
    .min(1, { error: ENROLMENT_REASONS.count })
    .max(ENROLMENT_CODE_BATCH_MAX, { error: ENROLMENT_REASONS.count }),
  maxUses: z
    .number({ error: ENROLMENT_REASONS.maxUses })
    .int({ error: ENROLMENT_REASONS.maxUses })
    .min(1, { error: ENROLMENT_REASONS.maxUses })
    .max(ENROLMENT_CODE_USES_MAX, { error: ENROLMENT_REASONS.maxUses }),
});
export type GenerateEnrolmentCodesInput = z.input<typeof GenerateEnrolmentCodesInput>;

const Iso = z.iso.datetime({ offset: true });

/** A batch of enrolment codes with how much of it is used. */
export const EnrolmentCodeBatch = z.object({
  id: z.string(),
  label: z.string(),
  maxUses: z.number().int(),
  codeCount: z.number().int(),
  /** Enrolments made with the batch's codes, out of `totalUses` (codes × uses each). */
  usedUses: z.number().int(),
  totalUses: z.number().int(),
  createdAt: Iso,
});
export type EnrolmentCodeBatch = z.infer<typeof EnrolmentCodeBatch>;

/** A batch just generated, with its codes as shown (`ABCD-EFGH-JK`). */
export const GeneratedEnrolmentCodes = EnrolmentCodeBatch.extend({ codes: z.array(z.string()) });
export type GeneratedEnrolmentCodes = z.infer<typeof GeneratedEnrolmentCodes>;

/** The address of a batch's CSV download (all the class's codes without a batch). */
export function enrolmentCodesCsvPath(cohortPath: string, batchId?: string): string {
  const base = `/api/cohort/${encodeURIComponent(cohortPath)}/enrolment-codes.csv`;
  return batchId ? `${base}?batch=${encodeURIComponent(batchId)}` : base;
}

/** A request to join an approval class, waiting for staff. */
export const PendingEnrolment = z.object({
  enrolmentId: z.string(),
  userId: z.string(),
  fullName: z.string(),
  emailAddress: z.string(),
  requestedAt: Iso,
});
export type PendingEnrolment = z.infer<typeof PendingEnrolment>;

/** `update cohort decideEnrolment/{path}`. */
export const DecideEnrolmentInput = z.object({
  enrolmentId: z.uuid({ error: ENROLMENT_REASONS.enrolmentId }),
  decision: z.enum(['approve', 'reject'], { error: ENROLMENT_REASONS.decision }),
});
export type DecideEnrolmentInput = z.input<typeof DecideEnrolmentInput>;

/** The decided request. */
export const DecidedEnrolment = z.object({ enrolmentId: z.string(), status: z.enum(['active', 'rejected']) });
export type DecidedEnrolment = z.infer<typeof DecidedEnrolment>;

/** `lookup cohort listEnrollableClasses`. */
export const ListEnrollableClassesInput = z.object({
  coursePath: z.string().trim().min(1).max(200),
});

/** A class date as an instant and as the wall-clock time of the class's zone (`YYYY-MM-DDTHH:mm`). */
export const ClassDate = z.object({ iso: Iso, local: z.string() });
export type ClassDate = z.infer<typeof ClassDate>;

/** A class of a course as a visitor choosing one sees it. */
export const EnrollableClass = z.object({
  path: z.string(),
  name: z.string(),
  mode: z.enum(CLASS_MODES),
  classAccessTz: z.string(),
  startDate: ClassDate.nullable(),
  endDate: ClassDate.nullable(),
  enrolmentCloseDate: ClassDate.nullable(),
  enrolmentType: z.enum(ENROLMENT_TYPES),
  /** The class's prices (all 0 when free); a priced class takes no one for free (common/domain/class-price.ts). */
  localPrice: LocalPrice,
  /** Seats still free; null when the class has no limit. */
  seatsLeft: z.number().int().nullable(),
  /** Enrolment has closed (the close date has passed). */
  closed: z.boolean(),
  /** The class has ended. */
  ended: z.boolean(),
  /** The caller's own enrolment status in the class, null when none (or not signed in). */
  myStatus: z.enum(['active', 'pending', 'rejected', 'suspended']).nullable(),
});
export type EnrollableClass = z.infer<typeof EnrollableClass>;

const NoInput = z.object({});

/**
 * The enrolment calls of the `cohort` resource: joining a class, vouchers for its managers,
 * approval of requests by its teachers, and the classes a course's visitors may join.
 */
export const enrolmentCalls = {
  listEnrolmentCodeBatches: contract('cohort', 'read', 'listEnrolmentCodeBatches', {
    input: NoInput,
    output: z.array(EnrolmentCodeBatch),
  }),
  listPendingEnrolments: contract('cohort', 'read', 'listPendingEnrolments', {
    input: NoInput,
    output: z.array(PendingEnrolment),
  }),
  listEnrollableClasses: contract('cohort', 'lookup', 'listEnrollableClasses', {
    input: ListEnrollableClassesInput,
    output: z.array(EnrollableClass),
  }),
  generateEnrolmentCodes: contract('cohort', 'update', 'generateEnrolmentCodes', {
    input: GenerateEnrolmentCodesInput,
    output: GeneratedEnrolmentCodes,
  }),
  decideEnrolment: contract('cohort', 'update', 'decideEnrolment', {
    input: DecideEnrolmentInput,
    output: DecidedEnrolment,
  }),
  enrol: contract('cohort', 'execute', 'enrol', { input: EnrolInput, output: EnrolReply }),
};
