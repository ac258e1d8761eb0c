import { sql } from 'drizzle-orm';
import {
  INSTITUTION_INVITES_MAX,
  INSTITUTION_INVITES_PER_DAY,
  INSTITUTION_REASONS,
  type InstitutionMemberRole,
  type InviteMembersResult,
  type PendingInvitationList,
} from '../../../common/api/institution';
import {
  INVITATION_REASONS,
  type InvitationEntry,
  type InvitationStatus,
} from '../../../common/api/invitations';
import { SCREEN_ROUTES } from '../../../common/routes';
import {
  EMAIL_LIST_MAX_ENTRIES,
  type EmailListEntry,
  parseEmailList,
} from '../../../common/rules/email-list';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';
import type { MailMessage } from '../../mail/mailer';
import type { SignedInActor } from '../../rpc/actor';
import { AppError } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { countHit } from '../../security/rate-limit';
import { newInvitationToken } from '../classes';
import type { LoadedInstitution } from './institution-record';

// Invitations to join an institution (spec §3 invite state, §4 invitee status, §7
// getPaginatedPendingInvitations): a pasted list or a CSV's text, each entry judged on its own;
// members already are `already_enrolled`, a learner list while the institution is full is
// `unprocessed`, the rest `pending_enrolled` and mailed a link (not again within the resend
// cooldown). Nobody joins until they accept (institution-invitation-answer.ts).

const DAY_SECONDS = 24 * 60 * 60;

/** What became of one valid address. */
interface Outcome {
  status: InvitationStatus;
  sentRecently?: boolean;
  reason?: string;
}

const listRefusal = (reason: string, code: 'invalid_input' | 'rate_limited' = 'invalid_input') =>
  new AppError(code, reason, { emails: reason });

/** The valid addresses of `entries`, each once (the first spelling kept), lowercased as keys. */
function validAddresses(entries: readonly EmailListEntry[]): Map<string, string> {
  const addresses = new Map<string, string>();
  for (const entry of entries) {
    if (entry.valid && !addresses.has(entry.email.toLowerCase()))
      addresses.set(entry.email.toLowerCase(), entry.email);
  }
  return addresses;
}

/** Invite the addresses of `text` with `role`; the mail is queued in the same transaction. */
export async function inviteMembers(
  db: Db,
  ctx: RequestContext<SignedInActor>,
  institution: Pick<LoadedInstitution, 'id' | 'name'>,
  input: { emails: string; role: InstitutionMemberRole },
): Promise<InviteMembersResult> {
  const entries = parseEmailList(input.emails);
  if (entries.length === 0) throw listRefusal(INVITATION_REASONS.empty);
  if (entries.length > EMAIL_LIST_MAX_ENTRIES) throw listRefusal(INVITATION_REASONS.tooMany);
  const addresses = validAddresses(entries);
  if (addresses.size > INSTITUTION_INVITES_MAX) throw listRefusal(INSTITUTION_REASONS.invitesTooMany);
  const { deps } = ctx;
  const outcomes = await deps.mailer.transaction(db, async (tx, outbox) => {
    const found = new Map<string, Outcome>();
    const facts = await inviteFacts(tx, institution.id, ctx.actor.userId, [...addresses.keys()]);
    for (const member of facts.members) found.set(member, { status: 'already_enrolled' });
    const invitable = [...addresses.keys()].filter((address) => !found.has(address));
    if (input.role === 'learner' && facts.room <= 0) {
      for (const address of invitable)
        found.set(address, { status: 'unprocessed', reason: INSTITUTION_REASONS.full });
      return found;
    }
    const tokens = new Map(invitable.map((address) => [address, newInvitationToken()]));
    const mailed = await upsertPending(
      tx,
      institution.id,
      ctx.actor.userId,
      input.role,
      tokens,
      deps.config.INVITATION_RESEND_COOLDOWN_HOURS,
    );
    for (const address of invitable) {
      found.set(address, { status: 'pending_enrolled', ...(!mailed.has(address) && { sentRecently: true }) });
    }
    const sent = await countHit(tx, `institution-invitations:${institution.id}`, DAY_SECONDS, mailed.size);
    if (mailed.size > 0 && sent > INSTITUTION_INVITES_PER_DAY) {
      throw listRefusal(INSTITUTION_REASONS.invitesDailyLimit, 'rate_limited');
    }
    await outbox.sendAll(
      [...mailed].map(
        (address): MailMessage => ({
          to: addresses.get(address)!,
          template: 'institution_invitation',
          language: facts.inviterLanguage,
          values: {
            institutionName: institution.name,
            inviterName: facts.inviterName,
            link: invitationLink(deps.config.PUBLIC_URL, tokens.get(address)!.token),
          },
        }),
      ),
    );
    return found;
  });
  return { entries: entries.map((entry) => answerOf(entry, outcomes.get(entry.email.toLowerCase()))) };
}

function answerOf(entry: EmailListEntry, outcome: Outcome | undefined): InvitationEntry {
  return entry.valid && outcome ? { ...entry, ...outcome } : entry;
}

/** The absolute address of the invitation screen for `token`. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${SCREEN_ROUTES.institutionInvitation.replace(':token', token)}`;
}

/** Which of `addresses` are members, the room left for learners, and the inviter's name and language; one query. */
async function inviteFacts(db: Db, institutionId: string, inviterId: string, addresses: string[]) {
  const [facts] = rowsOf<{ members: string[]; room: number; inviterName: string; inviterLanguage: string }>(
    await db.execute(sql`
      SELECT
        coalesce((SELECT array_agg(lower(u.email)) FROM institution_members m JOIN users u ON u.id = m.user_id
          WHERE m.institution_id = i.id
            AND lower(u.email) IN (SELECT jsonb_array_elements_text(${JSON.stringify(addresses)}::jsonb))), '{}') AS members,
        institution_learner_room(i.id) AS room,
        inviter.full_name AS "inviterName", inviter.preferred_language AS "inviterLanguage"
      FROM institutions i, users inviter
      WHERE i.id = ${institutionId}::uuid AND inviter.id = ${inviterId}::uuid`),
  );
  return facts!;
}

/**
 * Record each address's invitation as pending with its new token, except one mailed within the
 * cooldown; one statement. The addresses to mail now.
 */
async function upsertPending(
  db: Db,
  institutionId: string,
  inviterId: string,
  role: InstitutionMemberRole,
  tokens: ReadonlyMap<string, { tokenHash: string }>,
  cooldownHours: number,
): Promise<Set<string>> {
  if (tokens.size === 0) return new Set();
  const records = JSON.stringify(
    [...tokens].map(([email, { tokenHash }]) => ({ email, token_hash: tokenHash })),
  );
  const rows = rowsOf<{ address: string }>(
    await db.execute(sql`
      INSERT INTO institution_invitations (institution_id, email, role, status, token_hash, invited_by, sent_at)
      SELECT ${institutionId}::uuid, r.email, ${role}, 'pending_enrolled', r.token_hash, ${inviterId}::uuid, now()
      FROM jsonb_to_recordset(${records}::jsonb) AS r(email text, token_hash text)
      ON CONFLICT (institution_id, lower(email)) DO UPDATE SET
        status = 'pending_enrolled', role = EXCLUDED.role, token_hash = EXCLUDED.token_hash,
        invited_by = EXCLUDED.invited_by, sent_at = now(), user_id = NULL, responded_at = NULL
      WHERE NOT (institution_invitations.status = 'pending_enrolled'
        AND institution_invitations.sent_at > now() - make_interval(hours => ${cooldownHours}))
      RETURNING lower(email) AS address`),
  );
  return new Set(rows.map((row) => row.address));
}

/** A page of the invitations waiting for an answer, newest first, and how many there are; two queries. */
export async function readPendingInvitations(
  db: Db,
  institutionId: string,
  page: { offset: number; limit: number },
): Promise<PendingInvitationList> {
  const pending = sql`FROM institution_invitations
    WHERE institution_id = ${institutionId}::uuid AND status = 'pending_enrolled'`;
  const invitations = rowsOf<PendingInvitationList['invitations'][number]>(
    await db.execute(sql`
      SELECT id, email, role, status, ${isoSql(sql`created_at`)} AS "invitedAt", ${isoSql(sql`sent_at`)} AS "sentAt"
      ${pending}
      ORDER BY created_at DESC, id LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  const [counted] = rowsOf<{ total: number }>(
    await db.execute(sql`SELECT count(*)::int AS total ${pending}`),
  );
  return { invitations, total: counted?.total ?? 0 };
}

/** Withdraw a pending invitation (its link stops working); one statement. */
export async function revokeInvitation(
  db: Db,
  institutionId: string,
  invitationId: string,
): Promise<{ revoked: true }> {
  const revoked = await db.execute(sql`
    DELETE FROM institution_invitations
    WHERE id = ${invitationId}::uuid AND institution_id = ${institutionId}::uuid AND status = 'pending_enrolled'
    RETURNING id`);
  if (rowsOf(revoked).length === 0) {
    throw new AppError('invalid_input', INVITATION_REASONS.invitationId, {
      invitationId: INVITATION_REASONS.invitationId,
    });
  }
  return { revoked: true };
}
