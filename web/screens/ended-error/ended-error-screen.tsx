import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { usePageTitle } from '../../hooks/use-page-title';
import { courseLandingPath } from '../../lib/paths';

/** `/ended_error/` (spec §2): the class has finished; back to the course or on to the catalogue. */
export function EndedErrorScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const coursePath = params.get('course');
  usePageTitle(t('endedError.title'));
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 lg:px-8">
      <h1 className="text-3xl font-semibold text-slate-900">{t('endedError.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('endedError.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {coursePath && (
          <Link to={courseLandingPath(coursePath)} className={PRIMARY_BUTTON}>
            {t('endedError.backToCourse')}
          </Link>
        )}
        <Link to={SCREEN_ROUTES.courses} className={coursePath ? SECONDARY_BUTTON : PRIMARY_BUTTON}>
          {t('endedError.browse')}
        </Link>
      </div>
    </div>
  );
}
