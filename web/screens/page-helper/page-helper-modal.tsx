import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedPage } from '../../../common/api/page-admin';
import { LINK_BUTTON } from '../../components/button-styles';
import { DialogBody } from '../../components/dialog-body';
import { Modal } from '../../components/modal';
import { CopyDetailsStep } from './copy-details-step';
import { ExistingPagesStep } from './existing-pages-step';
import { PageDetailsForm } from './page-details-form';
import { canGoBack, type HelperStepName, helperReducer, initialHelperState } from './page-helper-steps';
import { StepHeading } from './step-heading';
import { TemplateListStep } from './template-list-step';
import { TemplatePreviewStep } from './template-preview-step';

interface PageHelperModalProps {
  coursePath: string;
  /** The module the new page goes to the end of. */
  moduleId: string;
  initialStep?: HelperStepName;
  /** The page to copy when the helper opens at its copy details step. */
  sourcePageId?: string;
  onClose: () => void;
  onCreated: (page: CreatedPage) => void;
}

/** The page helper modal (spec §4): a new page from a template, a copy of an existing page, or blank. */
export function PageHelperModal({
  coursePath,
  moduleId,
  initialStep,
  sourcePageId,
  onClose,
  onCreated,
}: PageHelperModalProps) {
  const { t } = useTranslation();
  const [state, send] = useReducer(helperReducer, initialHelperState(initialStep, sourcePageId));
  const { step } = state;
  const details = { coursePath, moduleId, onCreated };

  return (
    <Modal title={t('pageHelper.heading')} onClose={onClose}>
      {canGoBack(state) && (
        <button
          type="button"
          className={`${LINK_BUTTON} mb-4 text-sm`}
          onClick={() => send({ type: 'back' })}
        >
          {t('pageHelper.back')}
        </button>
      )}
      <DialogBody key={`${step.name}-${state.history.length}`}>
        {step.name === 'templates' && <TemplateListStep send={send} />}
        {step.name === 'preview' && <TemplatePreviewStep templateId={step.templateId} send={send} />}
        {step.name === 'existingPages' && <ExistingPagesStep coursePath={coursePath} send={send} />}
        {step.name === 'copyDetails' && <CopyDetailsStep {...details} sourcePageId={step.sourcePageId} />}
        {step.name === 'templateDetails' && (
          <div className="space-y-4">
            <StepHeading>{t('pageHelper.steps.templateDetails')}</StepHeading>
            <PageDetailsForm
              {...details}
              source={{ kind: 'template', templateId: step.templateId }}
              submitLabel={t('pageHelper.create')}
            />
          </div>
        )}
        {step.name === 'blankDetails' && (
          <div className="space-y-4">
            <StepHeading>{t('pageHelper.steps.blankDetails')}</StepHeading>
            <PageDetailsForm {...details} source={{ kind: 'blank' }} submitLabel={t('pageHelper.create')} />
          </div>
        )}
      </DialogBody>
    </Modal>
  );
}
