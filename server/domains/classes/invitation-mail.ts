import type { ClassStaffRole } from '../../../common/api/cohort';
import { SCREEN_ROUTES } from '../../../common/routes';
import type { Config } from '../../config';
import type { Outbox } from '../../mail/mailer';
import { templateLanguage } from '../../mail/templates';

/** What an invitation mail names: the class, its course, who invited, and a staff invitation's role. */
export interface InvitationMailContext {
  cohortName: string;
  courseName: string;
  inviterName: string;
  /** The inviter's language: the inviter is never told whether the address has an account, nor is its language used. */
  language: string;
  /** A staff invitation's role; none for an invitation to learn. */
  role?: ClassStaffRole;
}

/** A staff role as the staff invitation mail names it, per language. */
const ROLE_NAMES: Record<ReturnType<typeof templateLanguage>, Record<ClassStaffRole, string>> = {
  en: { facilitator: 'a facilitator', 'cohort administrator': 'a class administrator' },
  id: { facilitator: 'fasilitator', 'cohort administrator': 'administrator kelas' },
  ms: { facilitator: 'fasilitator', 'cohort administrator': 'pentadbir kelas' },
};

/** The absolute address of the invitation screen for `token` (class and staff invitations alike). */
export function invitationLink(config: Pick<Config, 'PUBLIC_URL'>, token: string): string {
  return `${config.PUBLIC_URL.replace(/\/$/, '')}${SCREEN_ROUTES.classInvitation.replace(':token', token)}`;
}

/** Queue the `class_invitation` (or, with a role, `class_staff_invitation`) mail to `email` in the caller's transaction. */
export async function queueInvitationMail(
  outbox: Outbox,
  config: Pick<Config, 'PUBLIC_URL'>,
  email: string,
  token: string,
  context: InvitationMailContext,
): Promise<void> {
  const values = {
    className: context.cohortName,
    courseName: context.courseName,
    inviterName: context.inviterName,
    link: invitationLink(config, token),
  };
  await outbox.send(
    context.role
      ? {
          to: email,
          template: 'class_staff_invitation',
          language: context.language,
          values: { ...values, roleName: ROLE_NAMES[templateLanguage(context.language)][context.role] },
        }
      : { to: email, template: 'class_invitation', language: context.language, values },
  );
}
