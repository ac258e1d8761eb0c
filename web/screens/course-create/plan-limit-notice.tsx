import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';

/**
 * The plan's course allowance is used up: what that means and where to go next. Until commerce
 * sells plans there is no upgrade to offer, so it leads to the courses the person has and to us.
 */
export function PlanLimitNotice({ limit }: { limit: number }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-4 text-amber-900">
      <p className="font-semibold">{t('courseCreate.limitReached', { limit })}</p>
      <p className="mt-2">{t('courseCreate.limitExplanation')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={SCREEN_ROUTES.myCourses} className={PRIMARY_BUTTON}>
          {t('courseCreate.limitMyCourses')}
        </Link>
        <Link to={SCREEN_ROUTES.contact} className={SECONDARY_BUTTON}>
          {t('courseCreate.limitContact')}
        </Link>
      </div>
    </div>
  );
}
