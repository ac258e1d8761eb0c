import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageBlock } from '../../../../common/api/course-page';
import { isContentWidgetType } from '../../../../common/domain/widgets';
import { BLOCK_SETUP_FORMS } from '../block-setup-forms';

interface SetupTabProps {
  block: PageBlock;
  coursePath: string;
  onChange: (setupData: Record<string, unknown>) => void;
  /** The server's reasons for setup fields it refused. */
  reasons: string[];
}

/** The setup tab: the widget's own form, loaded on first use; a widget without one says so. */
export function SetupTab({ block, coursePath, onChange, reasons }: SetupTabProps) {
  const { t } = useTranslation();
  const Form = isContentWidgetType(block.widgetType) ? BLOCK_SETUP_FORMS[block.widgetType] : undefined;
  if (!Form) return <p className="text-slate-700">{t('pageEditor.setup.noForm')}</p>;
  return (
    <div className="space-y-3">
      {reasons.length > 0 && (
        <ul
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <Suspense fallback={<p className="text-slate-600">{t('pageEditor.setup.loading')}</p>}>
        <Form block={block} coursePath={coursePath} onChange={onChange} />
      </Suspense>
    </div>
  );
}
