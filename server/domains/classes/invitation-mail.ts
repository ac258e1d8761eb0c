import { SCREEN_ROUTES } from '../../../common/routes';
import type { Config } from '../../config';
import type { Outbox } from '../../mail/mailer';

/** What an invitation mail names: the class, its course and who invited. */
export interface InvitationMailContext {
  cohortName: string;
  courseName: string;
  inviterName: string;
  /** The inviter's language: the invitee has no account, so no language of their own yet. */
  language: string;
}

/** The absolute address of the invitation screen for `token`. */
export function invitationLink(config: Pick<Config, 'PUBLIC_URL'>, token: string): string {
  return `${config.PUBLIC_URL.replace(/\/$/, '')}${SCREEN_ROUTES.classInvitation.replace(':token', token)}`;
}

/** Queue the `class_invitation` mail to `email` in the caller's transaction. */
export async function queueInvitationMail(
  outbox: Outbox,
  config: Pick<Config, 'PUBLIC_URL'>,
  email: string,
  token: string,
  context: InvitationMailContext,
): Promise<void> {
  await outbox.send({
    to: email,
    template: 'class_invitation',
    language: context.language,
    values: {
      className: context.cohortName,
      courseName: context.courseName,
      inviterName: context.inviterName,
      link: invitationLink(config, token),
    },
  });
}
