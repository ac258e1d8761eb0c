import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialPerson } from '../../../../common/api/feed';
import { mentionCandidatesQuery } from '../../../api/comments';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { PersonAvatar } from './person-line';

/** The name being typed after an @ just before the caret (letters, apostrophes, hyphens), or null. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|\s)@([\p{L}\p{M}'’-]{0,70})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, query };
}

interface MentionTextareaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Someone was chosen from the list: their `@{fullName}` is now in the text. */
  onMention: (person: SocialPerson) => void;
  /** The class whose members may be mentioned; null: no suggestions. */
  cohortPath: string | null;
  error: string | undefined;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * A comment's text box that suggests the class's members after an @ (the ARIA combobox pattern
 * with a list box): the arrow keys move through the names, Enter or a click puts the name in the
 * text, Escape closes the list; the text box keeps the focus throughout.
 */
export function MentionTextarea({
  label,
  value,
  onChange,
  onMention,
  cohortPath,
  error,
  textareaRef,
}: MentionTextareaProps) {
  const { t } = useTranslation();
  const id = useId();
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const typing = mentionAt(value, caret);
  const query = useDebouncedValue(typing?.query ?? null, 200);
  const candidates = useQuery({
    ...mentionCandidatesQuery(cohortPath ?? '', query ?? ''),
    enabled: cohortPath !== null && query !== null,
  });
  const options = typing && query !== null && dismissed !== typing.start ? (candidates.data ?? []) : [];
  const open = options.length > 0;
  const activeIndex = Math.min(active, options.length - 1);

  function choose(person: SocialPerson) {
    if (!typing) return;
    const inserted = `@${person.fullName} `;
    const next = value.slice(0, typing.start) + inserted + value.slice(caret);
    const at = typing.start + inserted.length;
    onChange(next);
    onMention(person);
    setCaret(at);
    setActive(0);
    // The caret goes after the name once React has put the new text in.
    requestAnimationFrame(() => textareaRef.current?.setSelectionRange(at, at));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const person = options[activeIndex];
      if (person) choose(person);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(typing?.start ?? null);
    }
  }

  return (
    <div className="relative">
      <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={`${id}-text`}
        rows={3}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? `${id}-option-${activeIndex}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          onChange(event.target.value);
          setCaret(event.target.selectionStart);
          setActive(0);
          setDismissed(null);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      {/* Always in the document, so aria-controls names an element; empty while closed. */}
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t('social.mentions.list')}
        className={
          open
            ? 'absolute z-10 mt-1 max-h-60 w-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg'
            : 'hidden'
        }
      >
        {options.map((person, index) => (
          // The text box keeps the focus and drives the options (aria-activedescendant); a press chooses one too.
          <div
            key={person.userId}
            id={`${id}-option-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            // The text box keeps the focus: choosing happens on the press, before it could move.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(person);
            }}
            className={`flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm ${index === activeIndex ? 'bg-brand-50 text-brand-900' : 'text-slate-800'}`}
          >
            <PersonAvatar person={person} size="size-6" />
            {person.fullName}
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {t('social.mentions.hint')}
        </p>
      )}
    </div>
  );
}
