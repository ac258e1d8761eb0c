import { useTranslation } from 'react-i18next';
import type { CourseCard } from '../../common/api/catalogue';
import { classNames } from './class-names';

interface QuickResultsProps {
  id: string;
  /** The option ids are `${id}-${index}`, for the input's aria-activedescendant. */
  courses: readonly CourseCard[] | undefined;
  failed: boolean;
  activeIndex: number;
  /** Called with the chosen course's path. */
  onChoose: (path: string) => void;
}

/** The top matches under the top-bar search box, or why there are none (spec §8 wording on failure). */
export function SearchQuickResults({ id, courses, failed, activeIndex, onChoose }: QuickResultsProps) {
  const { t } = useTranslation();
  const panel =
    'absolute inset-x-0 top-full z-40 mt-2 rounded-xl border border-slate-200 bg-white p-1 shadow-lg';
  if (failed) {
    return (
      <p role="alert" className={classNames(panel, 'px-3 py-2 text-sm text-red-800')}>
        {t('catalogue.searchFailed')}
      </p>
    );
  }
  if (!courses) return null;
  if (courses.length === 0) {
    return (
      <p role="status" className={classNames(panel, 'px-3 py-2 text-sm text-slate-700')}>
        {t('catalogue.noQuickResults')}
      </p>
    );
  }
  return (
    <div id={id} role="listbox" aria-label={t('catalogue.quickResults')} className={panel}>
      {courses.map((course, index) => (
        // The input keeps focus and drives the options with the arrow keys and Enter
        // (aria-activedescendant); a click picks one too.
        // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard choice is handled on the input.
        <div
          key={course.path}
          id={`${id}-${index}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === activeIndex}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(course.path)}
          className={classNames(
            'cursor-pointer rounded-lg px-3 py-2 text-sm text-slate-800 hover:bg-slate-100',
            index === activeIndex && 'bg-slate-100',
          )}
        >
          {course.name}
        </div>
      ))}
    </div>
  );
}
