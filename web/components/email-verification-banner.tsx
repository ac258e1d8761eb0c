import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MailRequestResult } from '../../common/api/credentials';
import { SCREEN_ROUTES } from '../../common/routes';
import { resendVerificationEmail } from '../api/credentials';
import { describeError } from '../api/describe-error';
import { loadCurrentUser } from '../auth/auth-actions';
import { useAuthState } from '../auth/use-auth-state';
import { LINK_BUTTON } from './button-styles';

/** Under the top bar for a signed-in user whose address is not confirmed yet: they can work, and resend the link. */
export function EmailVerificationBanner() {
  const { t } = useTranslation();
  const { currentUser } = useAuthState();
  const resend = useMutation<MailRequestResult, Error>({
    mutationFn: resendVerificationEmail,
    // Nothing was sent when the address is already confirmed (in another tab): catch up with that.
    onSuccess: (result) => (result.sent ? undefined : loadCurrentUser()),
  });
  if (!currentUser || currentUser.emailVerified) return null;
  return (
    <aside
      aria-label={t('credentials.verifyEmail.title')}
      className="border-b border-amber-200 bg-amber-50 text-sm text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <p className="flex-1">{t('credentials.banner.unverified', { email: currentUser.emailAddress })}</p>
        <button
          type="button"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          className={LINK_BUTTON}
        >
          {t('credentials.banner.resend')}
        </button>
        <Link to={SCREEN_ROUTES.accountSettings} className={LINK_BUTTON}>
          {t('credentials.banner.enterCode')}
        </Link>
        <p role="status" className="basis-full empty:hidden">
          {resend.isSuccess ? t('credentials.banner.sent') : ''}
        </p>
        {resend.isError && (
          <p role="alert" className="basis-full text-red-800">
            {describeError(resend.error)}
          </p>
        )}
      </div>
    </aside>
  );
}
