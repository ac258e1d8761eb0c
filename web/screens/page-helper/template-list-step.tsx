import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageTemplateSummary } from '../../../common/api/page-admin';
import { deleteTemplate, pageTemplateKeys, templatesQuery } from '../../api/page-templates';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import type { HelperEvent } from './page-helper-steps';
import { StepHeading } from './step-heading';
import { templateText } from './template-text';

/** The first step: starter templates, then the user's saved ones (deletable), a blank page or a copy. */
export function TemplateListStep({ send }: { send: (event: HelperEvent) => void }) {
  const { t } = useTranslation();
  const templates = useQuery(templatesQuery());
  const starters = templates.data?.filter((template) => template.isStarter) ?? [];
  const saved = templates.data?.filter((template) => !template.isStarter) ?? [];

  return (
    <div className="space-y-4">
      <StepHeading>{t('pageHelper.steps.templates')}</StepHeading>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={SECONDARY_BUTTON} onClick={() => send({ type: 'chooseBlank' })}>
          {t('pageHelper.blankPage')}
        </button>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          onClick={() => send({ type: 'chooseExistingPage' })}
        >
          {t('pageHelper.copyExisting')}
        </button>
      </div>
      {templates.isPending && <p className="text-slate-600">{t('pageHelper.loadingTemplates')}</p>}
      <FormAlert message={errorText(templates.error)} />
      {starters.length > 0 && (
        <TemplateGroup heading={t('pageHelper.starterTemplates')} templates={starters} send={send} />
      )}
      {templates.isSuccess && (
        <TemplateGroup heading={t('pageHelper.savedTemplates')} templates={saved} send={send} deletable />
      )}
    </div>
  );
}

function TemplateGroup({
  heading,
  templates,
  send,
  deletable = false,
}: {
  heading: string;
  templates: PageTemplateSummary[];
  send: (event: HelperEvent) => void;
  deletable?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="space-y-2">
      <h4 className="font-semibold text-slate-800">{heading}</h4>
      {templates.length === 0 ? (
        <p className="text-sm text-slate-600">{t('pageHelper.noSavedTemplates')}</p>
      ) : (
        <ul className="space-y-2">
          {templates.map((template) => (
            <TemplateItem key={template.id} template={template} send={send} deletable={deletable} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TemplateItem({
  template,
  send,
  deletable,
}: {
  template: PageTemplateSummary;
  send: (event: HelperEvent) => void;
  deletable: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { name, description } = templateText(template);
  const remove = useMutation({
    mutationFn: () => deleteTemplate(template.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pageTemplateKeys.list }),
  });
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="font-medium text-slate-900">{name}</p>
      {description && <p className="text-sm text-slate-600">{description}</p>}
      <p className="text-xs text-slate-500">{t('pageHelper.blockCount', { count: template.blockCount })}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={SECONDARY_BUTTON}
          aria-label={t('pageHelper.previewNamed', { name })}
          onClick={() => send({ type: 'previewTemplate', templateId: template.id })}
        >
          {t('pageHelper.preview')}
        </button>
        <button
          type="button"
          className={PRIMARY_BUTTON}
          aria-label={t('pageHelper.useNamed', { name })}
          onClick={() => send({ type: 'useTemplate', templateId: template.id })}
        >
          {t('pageHelper.use')}
        </button>
        {deletable && (
          <button
            type="button"
            className={DANGER_BUTTON}
            aria-label={t('pageHelper.deleteNamed', { name })}
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(t('pageHelper.confirmDeleteTemplate', { name }))) remove.mutate();
            }}
          >
            {t('pageHelper.delete')}
          </button>
        )}
      </div>
      <FormAlert message={errorText(remove.error)} />
    </li>
  );
}
