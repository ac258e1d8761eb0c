import { useTranslation } from 'react-i18next';
import {
  MAX_CLUES,
  MAX_LETTERS,
  MIN_CLUES,
  MIN_LETTERS,
} from '../../../../common/domain/quiz/crossword-setup';
import { type CrosswordEntries as Entries, withNewEntry } from './crossword-edits';
import { ItemList, ItemRow, ItemTextField } from './item-list';
import { replacedAt } from './list-edits';
import { useItemRows } from './use-item-rows';

/**
 * The clues of a crossword setup, in the order the author keeps them (the grid numbers them as it
 * lays them out): each a clue and its answer, with its moves and removal; the limits say how the
 * grid writes an answer.
 */
export function CrosswordEntries({
  entries,
  onChange,
}: {
  entries: Entries;
  onChange: (entries: Entries) => void;
}) {
  const { t } = useTranslation();
  const rows = useItemRows(entries, {
    min: MIN_CLUES,
    reorder: onChange,
    remove(id) {
      const rest = entries.filter((entry) => entry.id !== id);
      onChange(rest);
      return rest;
    },
    add() {
      const added = withNewEntry(entries, t);
      onChange(added);
      return added;
    },
  });
  return (
    <ItemList
      listRef={rows.container}
      legend={t('quizSetup.clues.legend')}
      limits={t('quizSetup.clues.limits', {
        min: MIN_CLUES,
        max: MAX_CLUES,
        minLetters: MIN_LETTERS,
        maxLetters: MAX_LETTERS,
      })}
      addLabel={t('quizSetup.clues.add')}
      canAdd={entries.length < MAX_CLUES}
      onAdd={rows.add}
    >
      <ol className="mt-2 space-y-3">
        {entries.map((entry, index) => (
          <ItemRow
            key={entry.id}
            id={entry.id}
            legend={t('quizSetup.clues.clue', { number: index + 1 })}
            section="clues"
            number={index + 1}
            controls={rows.controlsOf(index)}
          >
            <ItemTextField
              label={t('quizSetup.clues.text')}
              value={entry.clue}
              onChange={(clue) => onChange(replacedAt(entries, index, { ...entry, clue }))}
              focus
            />
            <ItemTextField
              label={t('quizSetup.clues.answer')}
              value={entry.answer}
              onChange={(answer) => onChange(replacedAt(entries, index, { ...entry, answer }))}
            />
          </ItemRow>
        ))}
      </ol>
    </ItemList>
  );
}
