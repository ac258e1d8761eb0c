import { useId } from 'react';
import type { Labelled } from '../blocks/quiz-question-block';
import type { AnswerReveal } from './answer-reveal';
import { PartMark } from './part-mark';

interface PlacementListProps {
  items: readonly Labelled[];
  /** Where each item can go (a match, a category), in the order shown. */
  targets: readonly Labelled[];
  placed: Record<string, string>;
  onChange: (placed: Record<string, string>) => void;
  disabled: boolean;
  /** The mark of the latest answer, whose parts show right or not. */
  reveal: AnswerReveal;
  /** The first, empty choice of each list ("Choose a match"). */
  placeholder: string;
  /** Where an item belongs, in words, once the right answers show. */
  rightWords: (target: string) => string;
  /** The right target of each item, once shown; null before. */
  right: Record<string, string> | null;
}

/**
 * Items each placed on a target from a list of them, the keyboard's and a screen reader's way to
 * match or sort (match it, categorise); after a revealed attempt each item says whether it was
 * placed right and, once shown, where it belongs.
 */
export function PlacementList({
  items,
  targets,
  placed,
  onChange,
  disabled,
  reveal,
  placeholder,
  rightWords,
  right,
}: PlacementListProps) {
  const idPrefix = useId();
  const nameOf = new Map(targets.map((target) => [target.id, target.text]));
  const { mark } = reveal;
  const place = (itemId: string, targetId: string) => {
    const { [itemId]: _left, ...others } = placed;
    onChange(targetId ? { ...others, [itemId]: targetId } : others);
  };
  return (
    <ul className="space-y-3">
      {items.map((item) => {
        const id = `${idPrefix}-${item.id}`;
        const belongs = right?.[item.id];
        return (
          <li key={item.id} className="grid items-center gap-2 sm:grid-cols-2">
            <label htmlFor={id} className="text-slate-800">
              {item.text}
            </label>
            <span className="flex items-center gap-2">
              <select
                id={id}
                value={placed[item.id] ?? ''}
                disabled={disabled}
                onChange={(event) => place(item.id, event.target.value)}
                className="w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 disabled:bg-slate-50"
              >
                <option value="">{placeholder}</option>
                {targets.map((target) => (
                  <option key={target.id} value={target.id}>
                    {target.text}
                  </option>
                ))}
              </select>
              {mark?.rightParts && <PartMark right={mark.rightParts.includes(item.id)} />}
            </span>
            {belongs && (
              <span className="text-sm text-green-800 sm:col-start-2">
                {rightWords(nameOf.get(belongs) ?? '')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
