import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TERMS_TYPES, type TermsDates } from '../../../common/terms-types';
import { FormAlert } from '../../components/form-alert';
import { SettingsCard } from '../../components/settings-card';
import { formatInZone } from '../../lib/zoned-time';

interface TermsDateListProps {
  title: string;
  dates: UseQueryResult<TermsDates, Error>;
  timeZone: string;
}

/** One list of terms dates per type (in force or scheduled), or its spec §8 error. */
export function TermsDateList({ title, dates, timeZone }: TermsDateListProps) {
  const { t, i18n } = useTranslation();
  return (
    <SettingsCard title={title}>
      {dates.isPending ? (
        <p className="text-slate-600">{t('app.loading')}</p>
      ) : dates.isError ? (
        <FormAlert message={dates.error.message} />
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          {TERMS_TYPES.map((type) => (
            <div key={type}>
              <dt className="text-sm font-medium text-slate-600">{t(`terms.types.${type}`)}</dt>
              <dd className="mt-1 text-slate-900">
                {dates.data[type].length === 0 ? (
                  t('staffTerms.none')
                ) : (
                  <ul className="space-y-1">
                    {dates.data[type].map((iso) => (
                      <li key={iso}>
                        <time dateTime={iso}>{formatInZone(iso, timeZone, i18n.language)}</time>
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </SettingsCard>
  );
}
