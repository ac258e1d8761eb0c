import { useTranslation } from 'react-i18next';
import type { RenderNotice } from '../../common/api/rendering';
import { SCREEN_ROUTES } from '../../common/routes';

/** Why a view is not shown: sign in first, or there is nothing here for this reader. */
export function NoticeView({ notice }: { notice: RenderNotice }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">{t(`rendering.${notice}.title`)}</h1>
      <p className="mt-4 text-slate-700">{t(`rendering.${notice}.body`)}</p>
      {notice === 'notSignedIn' && (
        <a href={SCREEN_ROUTES.login} className="mt-6 inline-block text-brand-800 underline">
          {t('rendering.notSignedIn.signIn')}
        </a>
      )}
    </>
  );
}
