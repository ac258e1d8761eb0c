import { invitationCalls } from '../../../common/api/invitations';
import { serve, servedMethods } from '../../rpc/method';
import { anyone, signedIn } from '../../rpc/policy';
import { loadClass } from './class-access';
import { acceptInvitation, declineInvitation, loadInvitation, previewInvitation } from './invitation-accept';
import { inviteByEmail } from './invitation-invite';
import { listInvitations } from './invitation-store';
import { answerInvitation, listMyInvitations, loadOwnInvitation } from './my-invitations';
import { acceptOwnInvitation, answerOwnInvitation, manageClass } from './policy';

/**
 * Class invitations (common/api/invitations.ts), methods of the `cohort` resource (cohort.rpc.ts
 * merges them): inviting and listing for the class's managers, the invitation screen's preview
 * for anyone holding the link, accepting and declining (a class or staff invitation) for the
 * invited address, and the signed-in person's own pending invitations, answered by id.
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
  serve(invitationCalls.declineInvitation, {
    allow: acceptOwnInvitation,
    load: (db, ctx, _id, input) => loadInvitation(db, ctx.actor.userId, input.token),
    run: (db, ctx, found) => declineInvitation(db, ctx.actor.userId, found.invitation),
  }),
  serve(invitationCalls.listMyInvitations, {
    allow: signedIn,
    run: (db, ctx) => listMyInvitations(db, ctx.actor.userId),
  }),
  serve(invitationCalls.answerInvitation, {
    allow: answerOwnInvitation,
    load: (db, ctx, _id, input) => loadOwnInvitation(db, ctx.actor.userId, input),
    run: (db, ctx, own, input) => answerInvitation(db, ctx.actor.userId, own.invitation, input.accept),
  }),
);
