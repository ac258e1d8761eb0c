import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { INSTITUTION_SETTINGS_SECTIONS } from '../../../common/routes';
import { TabList, tabIds } from '../../components/tab-list';
import { type InstitutionSection, institutionSettingsPath } from '../../lib/institution-paths';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { CustomDomainSection } from './custom-domain-section';
import { GeneralSection } from './general-section';
import { InstitutionPage, useInstitutionFromQuery } from './institution-page';
import { MembershipSection } from './membership-section';
import { PortalSection } from './portal-section';

export { InstitutionSurveyScreen } from './institution-survey-screen';

import { TeamSection } from './team-section';

const isSection = (section: string): section is InstitutionSection =>
  (INSTITUTION_SETTINGS_SECTIONS as readonly string[]).includes(section);

/**
 * /institution/admin-settings/{sectionId?}/?institution={path} (spec §2): an institution's settings
 * for its owner, its administrators and platform staff, its sections as tabs (none named: general).
 * An unknown section or institution, none, or one the caller may not see, is not found.
 */
export function InstitutionSettingsScreen() {
  const { sectionId = INSTITUTION_SETTINGS_SECTIONS[0] } = useParams();
  const { institutionPath, settings, hidden } = useInstitutionFromQuery();
  if (!isSection(sectionId) || hidden) return <NotFoundScreen />;
  return <SettingsPage section={sectionId} institutionPath={institutionPath} settings={settings} />;
}

function SettingsPage({
  section,
  institutionPath,
  settings,
}: {
  section: InstitutionSection;
  institutionPath: string;
  settings: ReturnType<typeof useInstitutionFromQuery>['settings'];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const baseId = useId();
  return (
    <InstitutionPage
      current="settings"
      eyebrow={t('institutions.settings.title')}
      title={t(`institutions.sections.${section}`)}
      institutionPath={institutionPath}
      settings={settings}
    >
      {(data) => (
        <>
          <TabList
            label={t('institutions.settings.sectionsLabel')}
            names={INSTITUTION_SETTINGS_SECTIONS}
            current={section}
            baseId={baseId}
            labelOf={(name) => t(`institutions.sections.${name}`)}
            onSelect={(name) => navigate(institutionSettingsPath(name, institutionPath))}
            tabClassName="px-4"
          />
          <div
            role="tabpanel"
            id={tabIds(baseId, section).panel}
            aria-labelledby={tabIds(baseId, section).tab}
            className="pt-6"
          >
            {section === 'general' ? (
              <GeneralSection key={institutionPath} institutionPath={institutionPath} settings={data} />
            ) : section === 'team' ? (
              <TeamSection institutionPath={institutionPath} />
            ) : section === 'membership' ? (
              <MembershipSection institutionPath={institutionPath} />
            ) : section === 'domain' ? (
              <CustomDomainSection key={institutionPath} institutionPath={institutionPath} />
            ) : (
              <PortalSection key={institutionPath} institutionPath={institutionPath} />
            )}
          </div>
        </>
      )}
    </InstitutionPage>
  );
}
