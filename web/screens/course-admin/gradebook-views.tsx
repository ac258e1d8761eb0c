import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';

const VIEWS = ['scores', 'report'] as const;
type GradebookView = (typeof VIEWS)[number];

/** The gradebook's two views of one class: its learners' scores, or its assessment report. */
export function GradebookViews({
  view,
  onChange,
}: {
  view: GradebookView;
  onChange: (view: GradebookView) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('gradebook.views.legend')}</legend>
      {VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          className={view === option ? PRIMARY_BUTTON : SECONDARY_BUTTON}
          onClick={() => onChange(option)}
        >
          {t(`gradebook.views.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
