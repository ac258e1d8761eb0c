import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/checkbox-field';
import type { ProgressTabProps } from './tab-props';

/** The progress tab: whether finishing this block counts towards a learner's progress. */
export function ProgressTab({ block, onChange }: ProgressTabProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <CheckboxField
        label={t('pageEditor.progress.contributor')}
        checked={block.isProgressContributor}
        onChange={onChange}
      />
      <p className="text-sm text-slate-600">{t('pageEditor.progress.explanation')}</p>
    </div>
  );
}
