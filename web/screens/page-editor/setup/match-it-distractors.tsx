import { useTranslation } from 'react-i18next';
import { MAX_DISTRACTORS } from '../../../../common/domain/quiz/match-it-setup';
import { ItemButton } from './item-button';
import { ItemList, ItemTextField } from './item-list';
import { withText } from './list-edits';
import { distractorsOf, type MatchItSides, withNewDistractor } from './match-it-edits';
import { useItemFocus } from './use-item-focus';

const ADD_BUTTON = '[data-control="add"]';

/**
 * The extra choices of a match it setup: choices that match no item, shown among the matches to
 * make guessing harder; none to MAX_DISTRACTORS, each removable.
 */
export function MatchItDistractors({
  sides,
  update,
}: {
  sides: MatchItSides;
  update: (sides: MatchItSides) => void;
}) {
  const { t } = useTranslation();
  const { container, focusText } = useItemFocus<HTMLFieldSetElement>();
  const distractors = distractorsOf(sides);

  function remove(index: number) {
    const id = distractors[index]!.id;
    update({ ...sides, choices: sides.choices.filter((choice) => choice.id !== id) });
    const neighbour = distractors[index + 1] ?? distractors[index - 1];
    focusText(neighbour?.id, ADD_BUTTON);
  }

  function add() {
    const added = withNewDistractor(sides, t);
    update(added);
    focusText(added.choices.at(-1)?.id);
  }

  return (
    <ItemList
      listRef={container}
      legend={t('quizSetup.distractors.legend')}
      limits={t('quizSetup.distractors.limits', { max: MAX_DISTRACTORS })}
      addLabel={t('quizSetup.distractors.add')}
      canAdd={distractors.length < MAX_DISTRACTORS}
      onAdd={add}
    >
      {distractors.length > 0 && (
        <ol className="mt-2 space-y-3">
          {distractors.map((choice, index) => (
            <li key={choice.id} data-item-id={choice.id} className="flex items-end gap-3">
              <ItemTextField
                label={t('quizSetup.distractors.choice', { number: index + 1 })}
                value={choice.text}
                onChange={(text) => update({ ...sides, choices: withText(sides.choices, choice.id, text) })}
                focus
              />
              <div className="pb-1">
                <ItemButton
                  control="remove"
                  icon="trash"
                  label={t('quizSetup.distractors.remove', { number: index + 1 })}
                  disabled={false}
                  onClick={() => remove(index)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </ItemList>
  );
}
