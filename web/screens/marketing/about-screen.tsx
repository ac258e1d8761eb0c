import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';

const SECTIONS = ['mission', 'platform', 'region', 'values'] as const;

/** About: why the platform exists and what it is. */
export function AboutScreen() {
  const { t } = useTranslation();
  usePageTitle(t('about.title'));
  return (
    <>
      <PageHeader title={t('about.heading')} lead={t('about.lead')} />
      <div className="mx-auto max-w-7xl divide-y divide-slate-200 px-4 py-8 sm:px-6 lg:px-8">
        {SECTIONS.map((id) => (
          <section
            key={id}
            aria-labelledby={`about-${id}`}
            className="grid gap-4 py-10 md:grid-cols-3 md:gap-10"
          >
            <h2 id={`about-${id}`} className="text-xl font-semibold text-slate-900">
              {t(`about.sections.${id}.title`)}
            </h2>
            <p className="text-lg leading-8 text-slate-700 md:col-span-2">{t(`about.sections.${id}.body`)}</p>
          </section>
        ))}
      </div>
    </>
  );
}
