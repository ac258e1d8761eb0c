import { z } from 'zod';
import { reasonText } from '../reasons';
import { EMAIL_LIST_MAX_ENTRIES } from '../rules/email-list';
import { CLASS_STAFF_ROLES } from './cohort';
import { contract } from './contract';

/**
 * Class invitations (spec §3 Enrolment results, §4 invitee status), methods of the `cohort`
 * resource:
 *
 * - `update cohort inviteByEmail/{cohortPath}`   InviteByEmailInput → InviteByEmailResult (class managers)
 * - `read cohort listInvitations/{cohortPath}`   InvitationListInput → InvitationList (class managers)
 * - `lookup cohort getInvitation`                InvitationTokenInput → InvitationPreview (public: the link is the key)
 * - `execute cohort acceptInvitation`            InvitationTokenInput → AcceptedInvitation (signed in as the invited address)
 * - `execute cohort declineInvitation`           InvitationTokenInput → DeclinedInvitation (signed in as the invited address)
 * - `lookup cohort listMyInvitations`            {} → MyInvitations (the caller's pending invitations, verified address)
 * - `execute cohort answerInvitation`            AnswerInvitationInput → AnsweredInvitation (one of those, by id)
 *
 * The mailed link carries a class invitation's or a staff invitation's token (`kind` tells which);
 * nobody is enrolled or made staff until they accept. Sign-up (`create user`) takes an optional
 * `invitationToken`: the account then starts verified and joins that class.
 */

/**
 * The invitee statuses of spec §4, and `declined`: the invited person said no. `pending_enrolled`
 * is mailed and waiting for an answer, whether or not the address has an account (the inviter is
 * never told); `auto_enrolled` is accepted (enrolled); `already_enrolled` was in the class already.
 */
export const INVITATION_STATUSES = [
  'untouched',
  'auto_enrolled',
  'already_enrolled',
  'pending_enrolled',
  'unprocessed',
  'declined',
] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Lists with more valid addresses than this are processed by a background job. */
export const INVITATIONS_INLINE_MAX = 200;
/** Invitations listed per page at most. */
export const INVITATIONS_PAGE_MAX = 100;

/** The English reasons of class invitations (codes `invitation.*` of common/reasons.ts). */
export const INVITATION_REASONS = {
  empty: reasonText('invitation.empty'),
  tooMany: reasonText('invitation.tooMany', { max: EMAIL_LIST_MAX_ENTRIES.toLocaleString('en') }),
  notFound: reasonText('invitation.notFound'),
  otherAddress: reasonText('invitation.otherAddress'),
  answered: reasonText('invitation.answered'),
  invitationId: reasonText('invitation.invitationId'),
} as const;

export const InviteByEmailInput = z.object({
  emails: z.string({ error: INVITATION_REASONS.empty }).max(EMAIL_LIST_MAX_ENTRIES * 64, {
    error: INVITATION_REASONS.tooMany,
  }),
});
export type InviteByEmailInput = z.infer<typeof InviteByEmailInput>;

/**
 * One entry of the answer: the parse result and, for a valid address, its status. `reason` says
 * why an entry is invalid, or why a valid address was left unprocessed (class full, closed, ended…).
 * `sentRecently`: the address was mailed within the resend cooldown and was not mailed again.
 */
export const InvitationEntry = z.object({
  email: z.string(),
  valid: z.boolean(),
  reason: z.string().optional(),
  status: z.enum(INVITATION_STATUSES).optional(),
  sentRecently: z.boolean().optional(),
});
export type InvitationEntry = z.infer<typeof InvitationEntry>;

export const InviteByEmailResult = z.object({
  entries: z.array(InvitationEntry),
  /** True when a background job processes the list: statuses read `untouched` until it has. */
  queued: z.boolean(),
});
export type InviteByEmailResult = z.infer<typeof InviteByEmailResult>;

export const InvitationListInput = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(INVITATIONS_PAGE_MAX).default(25),
  status: z.enum(INVITATION_STATUSES).optional(),
});
/** What a client sends to list invitations (the schema's input, with its numbers as numbers). */
export interface InvitationListInput {
  offset?: number;
  limit?: number;
  status?: InvitationStatus;
}

const Iso = z.iso.datetime({ offset: true });

/** One invitation of a class as its managers see it. */
export const InvitationSummary = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  invitedAt: Iso,
  respondedAt: Iso.nullable(),
});
export type InvitationSummary = z.infer<typeof InvitationSummary>;

export const InvitationList = z.object({ invitations: z.array(InvitationSummary), total: z.number().int() });
export type InvitationList = z.infer<typeof InvitationList>;

export const InvitationTokenInput = z.object({
  token: z
    .string({ error: INVITATION_REASONS.notFound })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, { error: INVITATION_REASONS.notFound }),
});
export type InvitationTokenInput = z.infer<typeof InvitationTokenInput>;

/** An invitation to learn in a class, or to join its staff. */
export const INVITATION_KINDS = ['class', 'staff'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];

/** Where an invitation stands for the invited person. */
export const INVITATION_ANSWERS = ['pending', 'accepted', 'declined'] as const;
export type InvitationAnswer = (typeof INVITATION_ANSWERS)[number];

/** What the invitation screen shows: the class, and the staff role a staff invitation offers. */
export const InvitationPreview = z.object({
  kind: z.enum(INVITATION_KINDS),
  role: z.enum(CLASS_STAFF_ROLES).nullable(),
  answer: z.enum(INVITATION_ANSWERS),
  email: z.string(),
  cohortPath: z.string(),
  cohortName: z.string(),
  coursePath: z.string(),
  courseName: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

/**
 * Where an accepted invitation leads: the class, its course and the course's first page (null:
 * none yet); a staff invitation leads to the class's administration.
 */
export const AcceptedInvitation = z.object({
  kind: z.enum(INVITATION_KINDS),
  cohortPath: z.string(),
  coursePath: z.string(),
  firstPagePath: z.string().nullable(),
});
export type AcceptedInvitation = z.infer<typeof AcceptedInvitation>;

export const DeclinedInvitation = z.object({ kind: z.enum(INVITATION_KINDS), declined: z.literal(true) });
export type DeclinedInvitation = z.infer<typeof DeclinedInvitation>;

/** One pending invitation of the signed-in person, as their invitations notice lists it. */
export const MyInvitation = z.object({
  kind: z.enum(INVITATION_KINDS),
  id: z.string(),
  role: z.enum(CLASS_STAFF_ROLES).nullable(),
  cohortPath: z.string(),
  cohortName: z.string(),
  courseName: z.string(),
  invitedAt: Iso,
});
export type MyInvitation = z.infer<typeof MyInvitation>;

export const MyInvitations = z.object({ invitations: z.array(MyInvitation) });
export type MyInvitations = z.infer<typeof MyInvitations>;

/** `execute cohort answerInvitation`: accept or decline one of the caller's invitations. */
export const AnswerInvitationInput = z.object({
  kind: z.enum(INVITATION_KINDS, { error: INVITATION_REASONS.invitationId }),
  invitationId: z.uuid({ error: INVITATION_REASONS.invitationId }),
  accept: z.boolean({ error: INVITATION_REASONS.invitationId }),
});
export type AnswerInvitationInput = z.infer<typeof AnswerInvitationInput>;

/** The answer given: where an acceptance leads (null when declined). */
export const AnsweredInvitation = z.object({ accepted: AcceptedInvitation.nullable() });
export type AnsweredInvitation = z.infer<typeof AnsweredInvitation>;

/** The invitation calls of the `cohort` resource (listed at the top of this file). */
export const invitationCalls = {
  inviteByEmail: contract('cohort', 'update', 'inviteByEmail', {
    input: InviteByEmailInput,
    output: InviteByEmailResult,
  }),
  listInvitations: contract('cohort', 'read', 'listInvitations', {
    input: InvitationListInput,
    output: InvitationList,
  }),
  getInvitation: contract('cohort', 'lookup', 'getInvitation', {
    input: InvitationTokenInput,
    output: InvitationPreview,
  }),
  acceptInvitation: contract('cohort', 'execute', 'acceptInvitation', {
    input: InvitationTokenInput,
    output: AcceptedInvitation,
  }),
  declineInvitation: contract('cohort', 'execute', 'declineInvitation', {
    input: InvitationTokenInput,
    output: DeclinedInvitation,
  }),
  listMyInvitations: contract('cohort', 'lookup', 'listMyInvitations', {
    input: z.object({}),
    output: MyInvitations,
  }),
  answerInvitation: contract('cohort', 'execute', 'answerInvitation', {
    input: AnswerInvitationInput,
    output: AnsweredInvitation,
  }),
};
