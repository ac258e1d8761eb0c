import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL } from '../../brand';
import { ON_BRAND_BUTTON } from '../../components/button-styles';
import { CallToAction } from '../../components/call-to-action';
import { ContentSection } from '../../components/content-section';
import { FeatureGrid } from '../../components/feature-grid';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';

const PROGRAMMES = [
  ['institutions', 'building'],
  ['content', 'book'],
  ['technology', 'plug'],
  ['industry', 'briefcase'],
  ['referral', 'share'],
] as const;

/** Partners: the kinds of partner programme and how to join one. */
export function PartnersScreen() {
  const { t } = useTranslation();
  usePageTitle(t('partners.title'));
  return (
    <>
      <PageHeader title={t('partners.heading')} lead={t('partners.lead')} />
      <ContentSection title={t('partners.programmesTitle')}>
        <FeatureGrid entries={PROGRAMMES} text={(id, part) => t(`partners.programmes.${id}.${part}`)} />
      </ContentSection>
      <CallToAction title={t('partners.join.title')} body={t('partners.join.body')}>
        <a href={`mailto:${CONTACT_EMAIL}`} className={ON_BRAND_BUTTON}>
          {t('partners.join.action', { email: CONTACT_EMAIL })}
        </a>
      </CallToAction>
    </>
  );
}
