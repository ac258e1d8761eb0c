import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from './class-names';
import { FieldFrame, useFieldControl } from './field-frame';

interface ComboboxFieldProps {
  label: string;
  /** The chosen option; always one of `options`. */
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
}

/** Ignoring case, and spaces typed for the underscores of names such as America/New_York. */
const folded = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();

/**
 * A labelled, searchable choice from a long list (the ARIA combobox pattern with a list box):
 * typing narrows the list, the arrow keys move through it, Enter or a click chooses, Escape closes
 * it; leaving the field without choosing keeps the chosen value.
 */
export function ComboboxField({ label, value, options, onChange, error, hint }: ComboboxFieldProps) {
  const { t } = useTranslation();
  const control = useFieldControl(error, hint);
  const listId = `${control.id}-list`;
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => setText(value), [value]);

  const matches = useMemo(() => {
    const query = folded(text);
    return query === '' || text === value
      ? options
      : options.filter((option) => folded(option).includes(query));
  }, [options, text, value]);

  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  function choose(option: string) {
    onChange(option);
    setText(option);
    setOpen(false);
    setActive(-1);
  }

  function close() {
    setOpen(false);
    setActive(-1);
    setText(value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.min(matches.length - 1, Math.max(0, current + step)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  }

  return (
    <FieldFrame control={control} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          {...control}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={handleKeyDown}
          onBlur={close}
        />
        {open && (
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={label}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
          >
            {matches.length === 0 ? (
              <p className="px-3 py-2 text-sm text-slate-600">{t('combobox.noMatch')}</p>
            ) : (
              matches.map((option, index) => (
                // The input keeps focus and drives the options with the arrow keys and Enter
                // (aria-activedescendant); a click chooses one too.
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard choice is handled on the input.
                <div
                  key={option}
                  id={`${listId}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={option === value}
                  // Keeps focus in the input, so its blur does not close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  className={classNames(
                    'cursor-pointer px-3 py-1.5 text-sm text-slate-900',
                    index === active ? 'bg-brand-100' : 'hover:bg-slate-100',
                    option === value && 'font-semibold',
                  )}
                >
                  {option}
                </div>
              ))
            )}
          </div>
        )}
      </div>
    </FieldFrame>
  );
}
