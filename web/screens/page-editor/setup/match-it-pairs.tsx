import { useTranslation } from 'react-i18next';
import { MAX_PAIRS } from '../../../../common/domain/quiz/match-it-setup';
import { ItemList } from './item-list';
import { withText } from './list-edits';
import { type MatchItSides, withNewPair, withoutPair } from './match-it-edits';
import { MatchItPair } from './match-it-pair';
import { useItemRows } from './use-item-rows';

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
  const { items, choices, answerKey } = sides;
  const rows = useItemRows(items, {
    min: MIN_PAIRS,
    reorder: (reordered) => update({ ...sides, items: reordered }),
    remove(id) {
      const rest = withoutPair(sides, id);
      update(rest);
      return rest.items;
    },
    add() {
      const added = withNewPair(sides, t);
      update(added);
      return added.items;
    },
  });

  return (
    <ItemList
      listRef={rows.container}
      legend={t('quizSetup.pairs.legend')}
      limits={t('quizSetup.pairs.limits', { max: MAX_PAIRS })}
      addLabel={t('quizSetup.pairs.add')}
      canAdd={items.length < MAX_PAIRS}
      onAdd={rows.add}
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
                onItem={(text) => update({ ...sides, items: withText(items, item.id, text) })}
                onMatch={(text) => update({ ...sides, choices: withText(choices, matchId, text) })}
                {...rows.controlsOf(index)}
              />
            </li>
          );
        })}
      </ol>
    </ItemList>
  );
}
