import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoggedInUserData } from '../../../common/api/user';
import { SCREEN_ROUTES } from '../../../common/routes';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { PageHeader } from '../../components/page-header';
import { ContinueLearning } from './continue-learning';
import { MyClassesProgress } from './my-classes-progress';

/** A signed-in person's home: where they left off, their classes with what is next, their progress. */
export function LearnerHome({ user }: { user: LoggedInUserData }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('learnerHome.title', { name: user.fullName })} lead={t('learnerHome.lead')}>
        <Link to={SCREEN_ROUTES.myCourses} className={PRIMARY_BUTTON}>
          {t('learnerHome.myCourses')}
        </Link>
        <Link to={SCREEN_ROUTES.progress} className={SECONDARY_BUTTON}>
          {t('learnerHome.myProgress')}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6 lg:px-8">
        <ContinueLearning />
        <MyClassesProgress />
      </div>
    </>
  );
}
