import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentWidgetType } from '../../../common/domain/widgets';
import { useAuthState } from '../../auth/use-auth-state';
import { Modal } from '../../components/modal';
import { widgetDescription, widgetName } from './editor-names';
import { insertableWidgets } from './toolbox-widgets';

interface InsertMenuProps {
  /** Where the block goes, in words ("After Rich text"). */
  targetLabel: string;
  onChoose: (widgetType: ContentWidgetType) => void;
  onClose: () => void;
}

/**
 * The "/" command: a dialog with a combobox that filters the widgets as one types (ARIA combobox
 * with a listbox: the arrow keys move the active option, Enter adds it, Escape closes).
 */
export function InsertMenu({ targetLabel, onChoose, onClose }: InsertMenuProps) {
  const { t } = useTranslation();
  const isSuperUser = useAuthState().currentUser?.isSuperUser ?? false;
  const listId = useId();
  const hintId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const wanted = query.trim().toLocaleLowerCase();
  const options = insertableWidgets(isSuperUser)
    .map((widgetType) => ({
      widgetType,
      name: widgetName(t, widgetType),
      description: widgetDescription(widgetType),
    }))
    .filter((option) => `${option.name} ${option.description}`.toLocaleLowerCase().includes(wanted));
  const current = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  function choose(widgetType: ContentWidgetType) {
    onClose();
    onChoose(widgetType);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[current];
      if (option) choose(option.widgetType);
      return;
    }
    const next =
      event.key === 'ArrowDown'
        ? (current + 1) % count
        : event.key === 'ArrowUp'
          ? (current + count - 1) % count
          : null;
    if (next === null || count === 0) return;
    event.preventDefault();
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  }

  return (
    <Modal title={t('pageEditor.insert.heading')} onClose={onClose}>
      <p id={hintId} className="text-sm text-slate-700">
        {t('pageEditor.toolbox.target', { target: targetLabel })}
      </p>
      <input
        type="text"
        role="combobox"
        aria-label={t('pageEditor.insert.search')}
        placeholder={t('pageEditor.insert.placeholder')}
        aria-describedby={hintId}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options.length > 0 ? optionId(current) : undefined}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        className="mt-3 w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('pageEditor.insert.options')}
        className="mt-3 max-h-80 space-y-1 overflow-y-auto"
      >
        {options.map((option, index) => (
          // The keyboard chooses through the combobox (aria-activedescendant); a click chooses too.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's keys choose the options.
          <div
            key={option.widgetType}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === current}
            onClick={() => choose(option.widgetType)}
            onMouseMove={() => setActive(index)}
            className="cursor-pointer rounded-lg px-3 py-2 aria-selected:bg-brand-50 aria-selected:outline aria-selected:outline-2 aria-selected:outline-brand-600"
          >
            <span className="block text-sm font-medium text-slate-900">{option.name}</span>
            <span className="block text-xs text-slate-700">{option.description}</span>
          </div>
        ))}
      </div>
      <p role="status" className={options.length > 0 ? 'sr-only' : 'mt-3 text-sm text-slate-700'}>
        {options.length > 0
          ? t('pageEditor.insert.matches', { count: options.length })
          : t('pageEditor.insert.none', { query: query.trim() })}
      </p>
    </Modal>
  );
}
