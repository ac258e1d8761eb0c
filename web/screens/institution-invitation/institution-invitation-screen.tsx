import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { institutionInvitationQuery } from '../../api/institutions';
import { authStore } from '../../auth/auth-store';
import { useAuthState } from '../../auth/use-auth-state';
import { AuthPage } from '../../components/auth-page';
import { FormAlert } from '../../components/form-alert';
import { SignUpForm } from '../../components/sign-up-form';
import { usePageTitle } from '../../hooks/use-page-title';
import { formErrorOf } from '../../lib/field-error';
import { OtherAccount } from '../class-invitation/other-account';
import { JoinInstitution } from './join-institution';

/**
 * /institution/invitation/{token}/: the landing screen of an institution invitation mail. It names
 * the institution and the role, then: the invited address signed in accepts or declines; someone
 * else is told and may log out; a visitor signs up with the invited address (which joins them at
 * once, their address proven by the link) or logs in, and then chooses.
 */
export function InstitutionInvitationScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { currentUser } = useAuthState();
  const invitation = useQuery({
    ...institutionInvitationQuery(token),
    // An unknown link stays unknown: say so at once.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
  const { refetch } = invitation;
  const userId = currentUser?.userId;
  // Signing up here may have joined: read the invitation again for the new person.
  useEffect(() => {
    if (userId) void refetch();
  }, [userId, refetch]);
  const title = t('institutions.invitation.title');
  usePageTitle(title);

  return (
    <AuthPage title={title}>
      {invitation.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          {t('institutions.invitation.loading')}
        </p>
      ) : invitation.isError ? (
        <FormAlert
          message={
            invitation.error instanceof ApiError && invitation.error.status === 404
              ? t('institutions.invitation.notFound')
              : formErrorOf(invitation.error, '')
          }
        />
      ) : (
        <div className="space-y-5">
          <p className="text-sm leading-6 text-slate-700">
            {t(`institutions.invitation.invitedTo.${invitation.data.role}`, {
              name: invitation.data.institutionName,
            })}
          </p>
          {!currentUser ? (
            <div className="space-y-4">
              <p className="text-sm leading-6 text-slate-700">
                {t('institutions.invitation.signUpHelp', { email: invitation.data.email })}
              </p>
              <SignUpForm
                initialEmail={invitation.data.email}
                invitationToken={token}
                onSwitchToLogIn={() => authStore.openLoginModal('login')}
              />
            </div>
          ) : currentUser.emailAddress.toLowerCase() === invitation.data.email.toLowerCase() ? (
            <JoinInstitution token={token} invitation={invitation.data} />
          ) : (
            <OtherAccount invitedEmail={invitation.data.email} currentEmail={currentUser.emailAddress} />
          )}
        </div>
      )}
    </AuthPage>
  );
}
