import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { CONTACT_EMAIL } from '../../brand';
import { LINK_BUTTON } from '../../components/button-styles';
import { ContentSection } from '../../components/content-section';
import { FeatureCard } from '../../components/feature-card';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';

/** Contact: the ways to reach the team (no form: e-mail and the right page for each question). */
export function ContactScreen() {
  const { t } = useTranslation();
  usePageTitle(t('contact.title'));
  return (
    <>
      <PageHeader title={t('contact.heading')} lead={t('contact.lead')} />
      <ContentSection title={t('contact.waysTitle')}>
        <div className="grid gap-6 md:grid-cols-2">
          <FeatureCard icon="mail" title={t('contact.ways.email.title')} body={t('contact.ways.email.body')}>
            <a href={`mailto:${CONTACT_EMAIL}`} className={LINK_BUTTON}>
              {t('contact.ways.email.action', { email: CONTACT_EMAIL })}
            </a>
          </FeatureCard>
          <FeatureCard
            icon="graduation"
            title={t('contact.ways.learners.title')}
            body={t('contact.ways.learners.body')}
          />
          <FeatureCard
            icon="building"
            title={t('contact.ways.institutions.title')}
            body={t('contact.ways.institutions.body')}
          >
            <Link to={SCREEN_ROUTES.learningServices} className={LINK_BUTTON}>
              {t('contact.ways.institutions.action')}
            </Link>
          </FeatureCard>
          <FeatureCard
            icon="users"
            title={t('contact.ways.partners.title')}
            body={t('contact.ways.partners.body')}
          >
            <Link to={SCREEN_ROUTES.partners} className={LINK_BUTTON}>
              {t('contact.ways.partners.action')}
            </Link>
          </FeatureCard>
        </div>
      </ContentSection>
    </>
  );
}
