import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { TermsType } from '../../../common/terms-types';
import { TERMS_TYPES } from '../../../common/terms-types';
import { ApiError } from '../../api/api-error';
import { termsDocumentQuery } from '../../api/terms';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';
import { currentLanguage } from '../../i18n/i18n';
import { NotFoundScreen } from '../not-found/not-found-screen';

/** /accounts/terms/{type}/ (public): the text of a type of terms in the reader's language. */
export function TermsDocumentScreen() {
  const { termsType = '' } = useParams();
  const known = (TERMS_TYPES as readonly string[]).includes(termsType);
  return known ? <TermsDocument type={termsType as TermsType} /> : <NotFoundScreen />;
}

function TermsDocument({ type }: { type: TermsType }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const version = search.get('version') ?? undefined;
  const document = useQuery(termsDocumentQuery({ type, version, language: currentLanguage() }));
  usePageTitle(document.data?.title ?? t(`terms.types.${type}`));
  // A version date that names no version of these terms.
  if (
    document.error instanceof ApiError &&
    (document.error.status === 404 || document.error.status === 400)
  ) {
    return <NotFoundScreen />;
  }
  return (
    <>
      <PageHeader
        title={document.data?.title ?? t(`terms.types.${type}`)}
        {...(document.data && {
          lead: t('termsDocument.version', { date: versionDate(document.data.version) }),
        })}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        {document.isPending ? (
          <p className="text-slate-600">{t('termsDocument.loading')}</p>
        ) : document.isError ? (
          <LoadError
            message={t('termsDocument.loadError')}
            retryLabel={t('termsDocument.retry')}
            onRetry={() => void document.refetch()}
          />
        ) : (
          <article className="space-y-8">
            {document.data.sections.map((section) => (
              <section key={section.heading} className="space-y-3">
                <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="leading-7 text-slate-700">
                    {paragraph}
                  </p>
                ))}
              </section>
            ))}
          </article>
        )}
      </div>
    </>
  );
}

// Versions take effect at an instant; the reader is told the day, as the document's heading would.
function versionDate(iso: string): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}
