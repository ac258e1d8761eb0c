import {
  InvitationListInput,
  InvitationTokenInput,
  InviteByEmailInput,
} from '../../../common/api/invitations';
import { method, type ResourceMethods } from '../../rpc/method';
import { anyone, signedIn } from '../../rpc/policy';
import { type LoadedClass, loadClass, mayManageClass } from './class-access';
import { acceptInvitation, previewInvitation } from './invitation-accept';
import { inviteByEmail } from './invitation-invite';
import { listInvitations } from './invitation-store';

/**
 * Class invitations (common/api/invitations.ts), methods of the `cohort` resource (cohort.rpc.ts
 * merges them): inviting and listing for the class's managers, the invitation screen's preview
 * for anyone holding the link, and accepting for the invited address.
 */
export const invitationMethods: ResourceMethods = {
  update: {
    inviteByEmail: method({
      input: InviteByEmailInput,
      allow: mayManageClass,
      load: loadClass,
      // The mailer opens the transaction, so the mail it queues commits with the invitations.
      transaction: false,
      run: (db, ctx, cohort: LoadedClass, input) => inviteByEmail(db, ctx, cohort, input.emails),
    }),
  },
  read: {
    listInvitations: method({
      input: InvitationListInput,
      allow: mayManageClass,
      load: loadClass,
      run: (db, _ctx, cohort: LoadedClass, input) => listInvitations(db, cohort.id, input),
    }),
  },
  lookup: {
    getInvitation: method({
      input: InvitationTokenInput,
      allow: anyone,
      run: (db, _ctx, _loaded, input) => previewInvitation(db, input.token),
    }),
  },
  execute: {
    acceptInvitation: method({
      input: InvitationTokenInput,
      allow: signedIn,
      run: (db, ctx, _loaded, input) => acceptInvitation(db, ctx.actor.userId!, input.token),
    }),
  },
};
