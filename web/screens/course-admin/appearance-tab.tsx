import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../../../common/format/contrast';
import { saveAppearance } from '../../api/course-admin';
import { serverFieldErrors } from '../../lib/field-error';
import type { AdminTabProps } from './admin-tabs';
import { CourseImageUpload } from './course-image-upload';
import { CoursePreviewCard } from './course-preview-card';
import { SaveBar } from './save-bar';
import { useCourseSave } from './use-course-save';

// Colours a course has before its administrators choose their own.
const DEFAULT_THEME = { primary: '#1d4ed8', accent: '#fbbf24' };

function ColourField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Why this colour is hard to read, shown below it and read with it. */
  warning?: string | null;
}) {
  const id = useId();
  const warningId = useId();
  return (
    <div>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="color"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          aria-describedby={props.warning ? warningId : undefined}
          className="h-10 w-14 cursor-pointer rounded border border-slate-300"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {props.label} <span className="font-mono text-slate-600">{props.value}</span>
        </label>
      </div>
      {props.warning && (
        <p id={warningId} className="mt-1 text-sm text-amber-800">
          {props.warning}
        </p>
      )}
    </div>
  );
}

/** Text in `colour` on the white card: a warning when it contrasts less than WCAG asks of text. */
function useTextContrastWarning(colour: string): string | null {
  const { t } = useTranslation();
  const ratio = contrastRatio(colour, '#ffffff');
  if (ratio === null || ratio >= MIN_TEXT_CONTRAST) return null;
  return t('courseAdmin.appearance.lowContrast', {
    ratio: ratio.toFixed(2),
    minimum: MIN_TEXT_CONTRAST,
  });
}

/** Theme colours, image and banner, with a live preview of the catalogue card. */
export function AppearanceTab({ course }: AdminTabProps) {
  const { t } = useTranslation();
  const [primary, setPrimary] = useState(course.themeData.primary ?? DEFAULT_THEME.primary);
  const [accent, setAccent] = useState(course.themeData.accent ?? DEFAULT_THEME.accent);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useCourseSave(course.path, saveAppearance);
  const primaryWarning = useTextContrastWarning(primary);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    // Colour inputs only ever hold #rrggbb values; the server checks them all the same.
    save.mutate(
      { themeData: { primary, accent } },
      { onError: (error) => setErrors(serverFieldErrors(error)) },
    );
  }

  return (
    <div className="grid gap-10 xl:grid-cols-[1fr_auto]">
      <div className="space-y-8">
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          <fieldset className="space-y-3">
            <legend className="text-lg font-semibold text-slate-900">
              {t('courseAdmin.appearance.colours')}
            </legend>
            <ColourField
              label={t('courseAdmin.appearance.primary')}
              value={primary}
              onChange={setPrimary}
              warning={primaryWarning}
            />
            <ColourField label={t('courseAdmin.appearance.accent')} value={accent} onChange={setAccent} />
            <p className="text-sm text-slate-700">{t('courseAdmin.appearance.chipText')}</p>
          </fieldset>
          <SaveBar save={save} fieldErrors={errors} />
        </form>
        <CourseImageUpload course={course} kind="image" />
        <CourseImageUpload course={course} kind="banner" />
      </div>
      <div>
        <h2 className="mb-3 text-sm font-semibold text-slate-800">{t('courseAdmin.appearance.preview')}</h2>
        <CoursePreviewCard
          name={course.name}
          category={course.category}
          imageUrl={course.imageUrl}
          primary={primary}
          accent={accent}
        />
      </div>
    </div>
  );
}
