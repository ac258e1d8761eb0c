import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coursePortfolioQuery, portfolioKeys, saveCoursePortfolio } from '../../api/portfolio';
import { AutosaveIndicator } from '../../components/autosave-indicator';
import { CheckboxField } from '../../components/checkbox-field';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { useAutosaveStatus } from '../../hooks/use-autosave-status';
import type { AdminTabProps } from './admin-tabs';

/**
 * Course admin action `portfolio` (spec §2): whether learners' posts in this course go into their
 * portfolios. The setting saves itself when changed (spec §4 Autosave); a refusal puts it back and
 * says why.
 */
export function PortfolioTab({ course }: AdminTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setting = useQuery(coursePortfolioQuery(course.path));
  const status = useAutosaveStatus();
  const [error, setError] = useState<unknown>(null);

  async function change(enabled: boolean) {
    const key = portfolioKeys.courseSetting(course.path);
    const before = setting.data;
    setError(null);
    queryClient.setQueryData(key, { portfolioEnabled: enabled });
    status.started();
    try {
      queryClient.setQueryData(key, await saveCoursePortfolio(course.path, enabled));
      status.succeeded();
    } catch (refusal) {
      queryClient.setQueryData(key, before);
      status.failed();
      setError(refusal);
    }
  }

  if (setting.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (setting.isError) return <FormAlert message={errorText(setting.error)} />;
  return (
    <div className="max-w-2xl space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">{t('portfolio.courseAdmin.title')}</h2>
      <p className="text-slate-700">{t('portfolio.courseAdmin.lead')}</p>
      <CheckboxField
        name="portfolioEnabled"
        label={t('portfolio.courseAdmin.enabled')}
        checked={setting.data.portfolioEnabled}
        onChange={(enabled) => void change(enabled)}
      />
      <AutosaveIndicator status={status.status} />
      <FormAlert message={error ? errorText(error) : undefined} />
    </div>
  );
}
