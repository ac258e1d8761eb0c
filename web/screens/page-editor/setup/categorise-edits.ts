import type { TFunction } from 'i18next';
import type { CategoriseSetup } from '../../../../common/domain/quiz/categorise-setup';
import { newOptionIds } from './option-id';

/** The parts of a categorise setup that its categories and items edit. */
export type CategoriseLists = Pick<CategoriseSetup, 'categories' | 'items' | 'answerKey'>;

// Categories and items share one set of ids: each must have an id of its own.
const newIdIn = ({ categories, items }: CategoriseLists) =>
  newOptionIds(
    1,
    [...categories, ...items].map((entry) => entry.id),
  )[0]!;

/** `lists` with a numbered category added at the end ("Category 3"), with a new id. */
export function withNewCategory<Lists extends CategoriseLists>(lists: Lists, t: TFunction): Lists {
  const number = lists.categories.length + 1;
  const category = { id: newIdIn(lists), text: t('quizSetup.starter.category', { number }) };
  return { ...lists, categories: [...lists.categories, category] };
}

/** `lists` with a numbered item added at the end ("Item 3"), in `categoryId` (else the first category). */
export function withNewItem<Lists extends CategoriseLists>(
  lists: Lists,
  t: TFunction,
  categoryId = lists.categories[0]?.id ?? '',
): Lists {
  const item = { id: newIdIn(lists), text: t('quizSetup.starter.item', { number: lists.items.length + 1 }) };
  return {
    ...lists,
    items: [...lists.items, item],
    answerKey: { ...lists.answerKey, categoryOf: { ...lists.answerKey.categoryOf, [item.id]: categoryId } },
  };
}

/** `lists` with item `itemId` put in category `categoryId`. */
export function withItemIn<Lists extends CategoriseLists>(
  lists: Lists,
  itemId: string,
  categoryId: string,
): Lists {
  return {
    ...lists,
    answerKey: { ...lists.answerKey, categoryOf: { ...lists.answerKey.categoryOf, [itemId]: categoryId } },
  };
}

/**
 * `lists` without category `id`; the items it had belong to the first category left now, and
 * `moved` counts them. (There is always one left: a setup keeps at least two categories.)
 */
export function withoutCategory<Lists extends CategoriseLists>(
  lists: Lists,
  id: string,
): { lists: Lists; moved: number } {
  const categories = lists.categories.filter((category) => category.id !== id);
  const first = categories[0]?.id ?? '';
  const entries = Object.entries(lists.answerKey.categoryOf);
  const categoryOf = Object.fromEntries(
    entries.map(([itemId, categoryId]) => [itemId, categoryId === id ? first : categoryId]),
  );
  return {
    lists: { ...lists, categories, answerKey: { ...lists.answerKey, categoryOf } },
    moved: entries.filter(([, categoryId]) => categoryId === id).length,
  };
}

/** `lists` without item `id` and its category. */
export function withoutItem<Lists extends CategoriseLists>(lists: Lists, id: string): Lists {
  const { [id]: _removed, ...categoryOf } = lists.answerKey.categoryOf;
  return {
    ...lists,
    items: lists.items.filter((item) => item.id !== id),
    answerKey: { ...lists.answerKey, categoryOf },
  };
}

/** Each category's name as the author wrote it, else its number ("Category 2") while it has none. */
export const categoryNames = ({ categories }: CategoriseLists, t: TFunction) =>
  categories.map(
    (category, index) => category.text.trim() || t('quizSetup.categories.category', { number: index + 1 }),
  );
