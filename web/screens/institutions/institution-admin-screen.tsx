import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { INSTITUTION_ADMIN_ACTIONS } from '../../../common/routes';
import type { InstitutionAdminAction } from '../../lib/institution-paths';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { CoursesSection } from './courses-section';
import { InstitutionPage, useInstitutionFromQuery } from './institution-page';
import { ReportsSection } from './reports-section';
import { StudentDataSection } from './student-data-section';
import { UsageSection } from './usage-section';

const isAction = (action: string): action is InstitutionAdminAction =>
  (INSTITUTION_ADMIN_ACTIONS as readonly string[]).includes(action);

/**
 * /institution/admin/?institution={path}&action={action} (spec §2): running an institution, for
 * its team and platform staff: its courses (no action named), its student data, usage or reports. An unknown
 * action or institution, none, or one the caller may not see, is not found.
 */
export function InstitutionAdminScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const action = params.get('action') || INSTITUTION_ADMIN_ACTIONS[0];
  const { institutionPath, settings, hidden } = useInstitutionFromQuery();
  if (!isAction(action) || hidden) return <NotFoundScreen />;
  return (
    <InstitutionPage
      current={action}
      eyebrow={t('institutions.admin.title')}
      title={t(`institutions.admin.actions.${action}`)}
      institutionPath={institutionPath}
      settings={settings}
    >
      {() =>
        action === 'studentData' ? (
          <StudentDataSection institutionPath={institutionPath} />
        ) : action === 'usage' ? (
          <UsageSection institutionPath={institutionPath} />
        ) : action === 'reports' ? (
          <ReportsSection institutionPath={institutionPath} />
        ) : (
          <CoursesSection institutionPath={institutionPath} />
        )
      }
    </InstitutionPage>
  );
}
