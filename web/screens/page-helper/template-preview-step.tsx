import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { templateQuery } from '../../api/page-templates';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { PageSections } from '../course-page/page-sections';
import type { HelperEvent } from './page-helper-steps';
import { StepHeading } from './step-heading';
import { templateText } from './template-text';

/** The preview step: the template's sections as readers would see them, and "Use this template". */
export function TemplatePreviewStep({
  templateId,
  send,
}: {
  templateId: string;
  send: (event: HelperEvent) => void;
}) {
  const { t } = useTranslation();
  const template = useQuery(templateQuery(templateId));
  const text = template.data ? templateText(template.data) : null;
  return (
    <div className="space-y-4">
      <StepHeading>
        {text ? t('pageHelper.steps.previewNamed', { name: text.name }) : t('pageHelper.steps.preview')}
      </StepHeading>
      {template.isPending && <p className="text-slate-600">{t('pageHelper.loadingPreview')}</p>}
      <FormAlert message={errorText(template.error)} />
      {text?.description && <p className="text-sm text-slate-600">{text.description}</p>}
      <button
        type="button"
        className={PRIMARY_BUTTON}
        onClick={() => send({ type: 'useTemplate', templateId })}
      >
        {t('pageHelper.useThis')}
      </button>
      {template.data && (
        <div className="rounded-lg border border-slate-200 p-4">
          {template.data.sections.some((section) => section.blocks.length > 0) ? (
            <PageSections sections={template.data.sections} exhibit={false} headingLevel={4} />
          ) : (
            <p className="text-sm text-slate-600">{t('pageHelper.emptyTemplate')}</p>
          )}
        </div>
      )}
    </div>
  );
}
