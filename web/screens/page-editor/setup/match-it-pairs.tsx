import { useTranslation } from 'react-i18next';
import { MAX_PAIRS } from '../../../../common/domain/quiz/match-it-setup';
import { ItemList } from './item-list';
import { movedBy } from './list-edits';
import { type MatchItSides, withNewPair, withoutPair, withText } from './match-it-edits';
import { MatchItPair } from './match-it-pair';
import { useItemFocus } from './use-item-focus';

const MIN_PAIRS = 2;

/**
 * The pairs of a match it setup, in the items' order: each item with the choice it matches. A pair
 * added gets two new ids; a pair removed takes its choice and its match with it. Moving a pair
 * moves its item (the choices' order means nothing: learners see them shuffled).
 */
export function MatchItPairs({
  sides,
  update,
}: {
  sides: MatchItSides;
  update: (sides: MatchItSides) => void;
}) {
  const { t } = useTranslation();
  const { container, focusText, focusMoved } = useItemFocus<HTMLFieldSetElement>();
  const { items, choices, answerKey } = sides;

  function move(index: number, step: -1 | 1) {
    update({ ...sides, items: movedBy(items, index, step) });
    focusMoved(items[index]!.id, step);
  }

  function remove(index: number) {
    if (items.length <= MIN_PAIRS) return;
    const rest = withoutPair(sides, items[index]!.id);
    update(rest);
    focusText((rest.items[index] ?? rest.items[index - 1])?.id);
  }

  function add() {
    const added = withNewPair(sides, t);
    update(added);
    focusText(added.items.at(-1)?.id);
  }

  return (
    <ItemList
      listRef={container}
      legend={t('quizSetup.pairs.legend')}
      limits={t('quizSetup.pairs.limits', { max: MAX_PAIRS })}
      addLabel={t('quizSetup.pairs.add')}
      canAdd={items.length < MAX_PAIRS}
      onAdd={add}
    >
      <ol className="mt-2 space-y-3">
        {items.map((item, index) => {
          const matchId = answerKey.matches[item.id] ?? '';
          return (
            <li key={item.id} data-item-id={item.id}>
              <MatchItPair
                number={index + 1}
                item={item.text}
                match={choices.find((choice) => choice.id === matchId)?.text ?? ''}
                canMoveUp={index > 0}
                canMoveDown={index < items.length - 1}
                canRemove={items.length > MIN_PAIRS}
                onItem={(text) => update({ ...sides, items: withText(items, item.id, text) })}
                onMatch={(text) => update({ ...sides, choices: withText(choices, matchId, text) })}
                onMove={(step) => move(index, step)}
                onRemove={() => remove(index)}
              />
            </li>
          );
        })}
      </ol>
    </ItemList>
  );
}
