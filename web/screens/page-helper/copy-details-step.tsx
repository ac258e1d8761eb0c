import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreatedPage } from '../../../common/api/page-admin';
import { pageSettingsQuery } from '../../api/page-admin';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { PageDetailsForm } from './page-details-form';
import { StepHeading } from './step-heading';

/** The copy details step: title and path of the copy of `sourcePageId`, its title suggested from the source's. */
export function CopyDetailsStep({
  coursePath,
  moduleId,
  sourcePageId,
  onCreated,
}: {
  coursePath: string;
  moduleId: string;
  sourcePageId: string;
  onCreated: (page: CreatedPage) => void;
}) {
  const { t } = useTranslation();
  const source = useQuery(pageSettingsQuery(sourcePageId));
  return (
    <div className="space-y-4">
      <StepHeading>{t('pageHelper.steps.copyDetails')}</StepHeading>
      {source.isPending && <p className="text-slate-600">{t('pageHelper.loadingSource')}</p>}
      <FormAlert message={errorText(source.error)} />
      {source.data && (
        <>
          <p className="text-sm text-slate-700">{t('pageHelper.copying', { title: source.data.title })}</p>
          <PageDetailsForm
            coursePath={coursePath}
            moduleId={moduleId}
            source={{ kind: 'copy', pageId: sourcePageId }}
            initialTitle={t('pageHelper.copyTitle', { title: source.data.title })}
            submitLabel={t('pageHelper.createCopy')}
            onCreated={onCreated}
          />
        </>
      )}
    </div>
  );
}
