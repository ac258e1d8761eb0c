import { invitationCalls } from '../../../common/api/invitations';
import { serve, servedMethods } from '../../rpc/method';
import { anyone } from '../../rpc/policy';
import { loadClass } from './class-access';
import { acceptInvitation, loadInvitation, previewInvitation } from './invitation-accept';
import { inviteByEmail } from './invitation-invite';
import { listInvitations } from './invitation-store';
import { acceptOwnInvitation, manageClass } from './policy';

/**
 * Class invitations (common/api/invitations.ts), methods of the `cohort` resource (cohort.rpc.ts
 * merges them): inviting and listing for the class's managers, the invitation screen's preview
 * for anyone holding the link, and accepting for the invited address.
 */
export const invitationMethods = servedMethods(
  serve(invitationCalls.inviteByEmail, {
    allow: manageClass,
    load: loadClass,
    // The mailer opens the transaction, so the mail it queues commits with the invitations.
    transaction: false,
    run: (db, ctx, cohort, input) => inviteByEmail(db, ctx, cohort, input.emails),
  }),
  serve(invitationCalls.listInvitations, {
    allow: manageClass,
    load: loadClass,
    run: (db, _ctx, cohort, input) => listInvitations(db, cohort.id, input),
  }),
  serve(invitationCalls.getInvitation, {
    // Public on purpose: the token is the key.
    allow: anyone,
    run: (db, _ctx, _loaded, input) => previewInvitation(db, input.token),
  }),
  serve(invitationCalls.acceptInvitation, {
    allow: acceptOwnInvitation,
    load: (db, ctx, _id, input) => loadInvitation(db, ctx.actor.userId, input.token),
    run: (db, ctx, found) => acceptInvitation(db, ctx.actor.userId, found.invitation),
  }),
);
