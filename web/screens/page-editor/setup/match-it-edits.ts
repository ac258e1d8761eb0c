import type { TFunction } from 'i18next';
import type { MatchItSetup } from '../../../../common/domain/quiz/match-it-setup';
import { newOptionIds } from './option-id';

/** The parts of a match it setup that its pairs and extra choices edit. */
export type MatchItSides = Pick<MatchItSetup, 'items' | 'choices' | 'answerKey'>;

const idsOf = ({ items, choices }: MatchItSides) => [...items, ...choices].map((side) => side.id);

/**
 * `sides` with a pair added at the end: a numbered item ("Item 3") and its match ("Match 3"), each
 * with a new random id, so the ids tell nothing of which choice matches which item.
 */
export function withNewPair<Sides extends MatchItSides>(sides: Sides, t: TFunction): Sides {
  const number = sides.items.length + 1;
  const [itemId, choiceId] = newOptionIds(2, idsOf(sides)) as [string, string];
  return {
    ...sides,
    items: [...sides.items, { id: itemId, text: t('quizSetup.starter.item', { number }) }],
    choices: [...sides.choices, { id: choiceId, text: t('quizSetup.starter.match', { number }) }],
    answerKey: { ...sides.answerKey, matches: { ...sides.answerKey.matches, [itemId]: choiceId } },
  };
}

/** `sides` without the item `itemId`, its match and their pairing. */
export function withoutPair<Sides extends MatchItSides>(sides: Sides, itemId: string): Sides {
  const { [itemId]: choiceId, ...matches } = sides.answerKey.matches;
  return {
    ...sides,
    items: sides.items.filter((item) => item.id !== itemId),
    choices: sides.choices.filter((choice) => choice.id !== choiceId),
    answerKey: { ...sides.answerKey, matches },
  };
}

/** The choices that match no item, in their stored order. */
export function distractorsOf({ choices, answerKey }: MatchItSides): MatchItSides['choices'] {
  const matched = new Set(Object.values(answerKey.matches));
  return choices.filter((choice) => !matched.has(choice.id));
}

/** `sides` with an extra choice that matches nothing ("Extra choice 2"). */
export function withNewDistractor<Sides extends MatchItSides>(sides: Sides, t: TFunction): Sides {
  const [id] = newOptionIds(1, idsOf(sides)) as [string];
  const number = distractorsOf(sides).length + 1;
  return {
    ...sides,
    choices: [...sides.choices, { id, text: t('quizSetup.starter.extraChoice', { number }) }],
  };
}
