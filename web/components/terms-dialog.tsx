import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TermsType } from '../../common/terms-types';
import { fetchLoggedInUser } from '../api/accounts';
import { describeError } from '../api/describe-error';
import { acceptTermsByType } from '../api/terms';
import { authStore } from '../auth/auth-store';
import { useLogOut } from '../auth/use-log-out';
import { termsDocumentPath } from '../lib/paths';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './button-styles';
import { FormAlert } from './form-alert';
import { Modal } from './modal';

/**
 * The blocking dialog of updated terms: each pending type links to its text (in a new tab, so the
 * dialog stays); accept every pending type (then the user data reloads), or log out.
 */
export function TermsDialog({ pending }: { pending: readonly TermsType[] }) {
  const { t } = useTranslation();
  const logOut = useLogOut();
  const accept = useMutation({
    mutationFn: async () => {
      await Promise.all(pending.map((type) => acceptTermsByType(type)));
      authStore.setCurrentUser(await fetchLoggedInUser());
    },
  });
  return (
    <Modal title={t('terms.dialogTitle')}>
      <div className="space-y-4">
        <p className="text-slate-700">{t('terms.dialogIntro')}</p>
        <div>
          <p className="text-sm font-medium text-slate-800">{t('terms.updated')}</p>
          <ul className="mt-1 list-disc pl-5 text-slate-700">
            {pending.map((type) => (
              <li key={type}>
                <a
                  href={termsDocumentPath(type)}
                  target="_blank"
                  rel="noopener"
                  className="text-brand-700 underline hover:text-brand-800"
                  aria-label={t('terms.read', { document: t(`terms.types.${type}`) })}
                >
                  {t(`terms.types.${type}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FormAlert message={accept.error ? describeError(accept.error) : null} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={logOut} className={SECONDARY_BUTTON}>
            {t('account.logOut')}
          </button>
          <button
            type="button"
            onClick={() => accept.mutate()}
            disabled={accept.isPending}
            className={PRIMARY_BUTTON}
          >
            {accept.isPending ? t('terms.accepting') : t('terms.accept')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
