import type { InvitationStatus } from '../../../common/api/invitations';

/** The i18n key of an invitee status (spec §4): untouched, auto-enrolled, already enrolled… */
export function invitationStatusKey(status: InvitationStatus): `invitations.status.${InvitationStatus}` {
  return `invitations.status.${status}`;
}
