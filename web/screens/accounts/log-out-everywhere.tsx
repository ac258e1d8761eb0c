import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { logOutEverywhere } from '../../auth/auth-actions';
import { DANGER_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';

/**
 * "Log out of every device", at the foot of the sessions list: ends all of the user's sessions,
 * resets this browser and goes home.
 */
export function LogOutEverywhere({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logOut = useMutation<void, Error>({
    mutationFn: async () => {
      await logOutEverywhere(email);
      await navigate(SCREEN_ROUTES.home);
    },
  });
  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <p className="text-sm leading-6 text-slate-700">{t('accountSettings.sessionsHelp')}</p>
      <div className="space-y-4">
        <button
          type="button"
          onClick={() => logOut.mutate()}
          disabled={logOut.isPending}
          className={DANGER_BUTTON}
        >
          {t('accountSettings.logoutEverywhere')}
        </button>
        <FormAlert message={logOut.error?.message} />
      </div>
    </div>
  );
}
