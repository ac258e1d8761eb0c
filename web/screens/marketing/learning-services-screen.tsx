import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { ON_BRAND_BUTTON } from '../../components/button-styles';
import { CallToAction } from '../../components/call-to-action';
import { ContentSection } from '../../components/content-section';
import { FeatureGrid } from '../../components/feature-grid';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';

const SERVICES = [
  ['design', 'compass'],
  ['production', 'blocks'],
  ['migration', 'migrate'],
  ['portal', 'building'],
  ['facilitation', 'users'],
  ['training', 'graduation'],
] as const;

const STEPS = ['discover', 'plan', 'build', 'launch'] as const;

/** Learning services: what the learning team does for institutions, and how. */
export function LearningServicesScreen() {
  const { t } = useTranslation();
  usePageTitle(t('learningServices.title'));
  return (
    <>
      <PageHeader title={t('learningServices.heading')} lead={t('learningServices.lead')} />
      <ContentSection title={t('learningServices.servicesTitle')}>
        <FeatureGrid entries={SERVICES} text={(id, part) => t(`learningServices.services.${id}.${part}`)} />
      </ContentSection>
      <ContentSection title={t('learningServices.processTitle')} tone="muted">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((id, index) => (
            <li key={id} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {t(`learningServices.process.${id}.title`)}
              </h3>
              <p className="mt-2 leading-7 text-slate-700">{t(`learningServices.process.${id}.body`)}</p>
            </li>
          ))}
        </ol>
      </ContentSection>
      <div className="pt-16">
        <CallToAction title={t('learningServices.cta.title')} body={t('learningServices.cta.body')}>
          <Link to={SCREEN_ROUTES.contact} className={ON_BRAND_BUTTON}>
            {t('learningServices.cta.action')}
          </Link>
        </CallToAction>
      </div>
    </>
  );
}
