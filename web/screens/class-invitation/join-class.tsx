import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AcceptedInvitation } from '../../../common/api/invitations';
import { ApiError } from '../../api/api-error';
import { acceptInvitation } from '../../api/invitations';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { formErrorOf } from '../../lib/field-error';
import { courseLandingPath, coursePagePath } from '../../lib/paths';

/** Where an accepted invitation leads: the course's first page, else its landing page. */
export function courseStartPath({ coursePath, firstPagePath }: AcceptedInvitation): string {
  return firstPagePath ? coursePagePath(coursePath, firstPagePath) : courseLandingPath(coursePath);
}

/**
 * "Join the class" for the invited address: accept, then go to the course's first page. With
 * `joinAtOnce` (the visitor has just signed up or in from the invitation) it joins without asking;
 * accepting twice is harmless.
 */
export function JoinClass({ token, joinAtOnce = false }: { token: string; joinAtOnce?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const join = useMutation<AcceptedInvitation, Error>({
    mutationFn: () => acceptInvitation(token),
    onSuccess: (accepted) => navigate(courseStartPath(accepted)),
  });
  const { mutate } = join;
  useEffect(() => {
    if (joinAtOnce) mutate();
  }, [joinAtOnce, mutate]);
  return (
    <div className="space-y-4">
      <FormAlert
        message={
          join.error instanceof ApiError && join.error.status === 403
            ? t('invitations.screen.otherAddress')
            : formErrorOf(join.error, '')
        }
      />
      <button
        type="button"
        className={`${PRIMARY_BUTTON} w-full`}
        disabled={join.isPending}
        onClick={() => join.mutate()}
      >
        {join.isPending ? t('invitations.screen.joining') : t('invitations.screen.join')}
      </button>
    </div>
  );
}
