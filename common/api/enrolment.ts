import { z } from 'zod';
import { reasonText } from '../reasons';

/** The ways into a class (spec §3 Class edit form: enrolment type). */
export const ENROLMENT_TYPES = ['open', 'access_code', 'invite_only', 'approval'] as const;
export type EnrolmentType = (typeof ENROLMENT_TYPES)[number];

/** The class modes (spec §4 Cohort scheduling: mutually exclusive). */
export type ClassMode = 'scheduled' | 'open' | 'self_paced';

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
export type EnrolOutcome = 'enrolled' | 'pending' | 'already_enrolled' | 'already_pending';

/** The reply of `execute cohort enrol`: where to go next. */
export interface EnrolReply {
  outcome: EnrolOutcome;
  cohortPath: string;
  coursePath: string;
  /** The course's first page, to open in view mode; null when the course has none. */
  firstPagePath: string | null;
}

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

/** A batch of enrolment codes with how much of it is used. */
export interface EnrolmentCodeBatch {
  id: string;
  label: string;
  maxUses: number;
  codeCount: number;
  /** Enrolments made with the batch's codes, out of `totalUses` (codes × uses each). */
  usedUses: number;
  totalUses: number;
  createdAt: string;
}

/** A batch just generated, with its codes as shown (`ABCD-EFGH-JK`). */
export interface GeneratedEnrolmentCodes extends EnrolmentCodeBatch {
  codes: string[];
}

/** The address of a batch's CSV download (all the class's codes without a batch). */
export function enrolmentCodesCsvPath(cohortPath: string, batchId?: string): string {
  const base = `/api/cohort/${encodeURIComponent(cohortPath)}/enrolment-codes.csv`;
  return batchId ? `${base}?batch=${encodeURIComponent(batchId)}` : base;
}

/** A request to join an approval class, waiting for staff. */
export interface PendingEnrolment {
  enrolmentId: string;
  userId: string;
  fullName: string;
  emailAddress: string;
  requestedAt: string;
}

/** `update cohort decideEnrolment/{path}`. */
export const DecideEnrolmentInput = z.object({
  enrolmentId: z.uuid({ error: ENROLMENT_REASONS.enrolmentId }),
  decision: z.enum(['approve', 'reject'], { error: ENROLMENT_REASONS.decision }),
});
export type DecideEnrolmentInput = z.input<typeof DecideEnrolmentInput>;

/** The decided request. */
export interface DecidedEnrolment {
  enrolmentId: string;
  status: 'active' | 'rejected';
}

/** `lookup cohort listEnrollableClasses`. */
export const ListEnrollableClassesInput = z.object({
  coursePath: z.string().trim().min(1).max(200),
});

/** A class date as an instant and as the wall-clock time of the class's zone (`YYYY-MM-DDTHH:mm`). */
export interface ClassDate {
  iso: string;
  local: string;
}

/** A class of a course as a visitor choosing one sees it. */
export interface EnrollableClass {
  path: string;
  name: string;
  mode: ClassMode;
  classAccessTz: string;
  startDate: ClassDate | null;
  endDate: ClassDate | null;
  enrolmentCloseDate: ClassDate | null;
  enrolmentType: EnrolmentType;
  /** Seats still free; null when the class has no limit. */
  seatsLeft: number | null;
  /** Enrolment has closed (the close date has passed). */
  closed: boolean;
  /** The class has ended. */
  ended: boolean;
  /** The caller's own enrolment status in the class, null when none (or not signed in). */
  myStatus: 'active' | 'pending' | 'rejected' | null;
}
