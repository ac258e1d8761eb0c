import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LINK_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { TextField } from '../../components/text-field';

/**
 * An ordered list of course paths in a fieldset: adding one by its path, moving one up or down,
 * removing one; `error` (the server's reason for the list) under the list.
 */
export function CoursePathList({
  legend,
  paths,
  onChange,
  error,
}: {
  legend: string;
  paths: string[];
  onChange: (paths: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const [adding, setAdding] = useState('');
  const add = () => {
    const path = adding.trim().toLowerCase();
    if (path && !paths.includes(path)) onChange([...paths, path]);
    setAdding('');
  };
  const move = (from: number, to: number) => {
    const next = [...paths];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <fieldset
      className="space-y-3 rounded-xl border border-slate-200 p-4"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {paths.length === 0 ? (
        <p className="text-sm text-slate-600">{t('qualifications.editor.noCourses')}</p>
      ) : (
        <ol className="list-decimal space-y-2 pl-6 text-sm text-slate-800">
          {paths.map((path, index) => (
            <li key={path}>
              <div className="flex flex-wrap items-center gap-3">
                <span className="font-mono">{path}</span>
                <button
                  type="button"
                  className={LINK_BUTTON}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={t('qualifications.editor.moveUp', { path })}
                >
                  {t('qualifications.editor.up')}
                </button>
                <button
                  type="button"
                  className={LINK_BUTTON}
                  disabled={index === paths.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={t('qualifications.editor.moveDown', { path })}
                >
                  {t('qualifications.editor.down')}
                </button>
                <button
                  type="button"
                  className={LINK_BUTTON}
                  onClick={() => onChange(paths.filter((entry) => entry !== path))}
                  aria-label={t('qualifications.editor.remove', { path })}
                >
                  {t('qualifications.editor.removeShort')}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <TextField
            label={t('qualifications.editor.coursePath', { list: legend })}
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
          />
        </div>
        <button type="button" className={SECONDARY_BUTTON} onClick={add}>
          {t('qualifications.editor.add', { list: legend })}
        </button>
      </div>
    </fieldset>
  );
}
