import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';

/** /404/ and every path no screen claims. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <PageHeader title={t('notFound.title')} lead={t('notFound.body')}>
      <Link to={SCREEN_ROUTES.home} className={PRIMARY_BUTTON}>
        {t('actions.goHome')}
      </Link>
      <Link to={SCREEN_ROUTES.courses} className={SECONDARY_BUTTON}>
        {t('actions.browseCourses')}
      </Link>
    </PageHeader>
  );
}
