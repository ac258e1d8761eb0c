import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { Modal } from '../../components/modal';
import { courseJoinPath } from '../../lib/paths';

/**
 * The COURSE_ACCESS_DENIED modal (spec §8): a signed-in reader who is not a learner of the course.
 * Blocking: its two links are the ways on, to the landing page's classes or to the catalogue.
 */
export function CourseAccessDeniedModal({ coursePath }: { coursePath: string }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('membership.accessDenied.title')}>
      <p className="text-slate-700">{t('membership.accessDenied.body')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={courseJoinPath(coursePath)} className={PRIMARY_BUTTON}>
          {t('membership.accessDenied.seeClasses')}
        </Link>
        <Link to={SCREEN_ROUTES.courses} className={SECONDARY_BUTTON}>
          {t('membership.accessDenied.catalogue')}
        </Link>
      </div>
    </Modal>
  );
}
