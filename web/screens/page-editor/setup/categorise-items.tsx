import { useTranslation } from 'react-i18next';
import { MAX_CATEGORY_ITEMS } from '../../../../common/domain/quiz/categorise-setup';
import {
  type CategoriseLists,
  categoryNames,
  withItemIn,
  withNewItem,
  withoutItem,
} from './categorise-edits';
import { CategoriseItem } from './categorise-item';
import { ItemList } from './item-list';
import { withText } from './list-edits';
import { useItemRows } from './use-item-rows';

const MIN_ITEMS = 1;

/**
 * The items of a categorise setup, each with the category it belongs in (chosen from the
 * categories by name). An item added goes in the first category; one removed takes its category
 * with it. Learners see the items in a new order, but the author keeps theirs.
 */
export function CategoriseItems({
  lists,
  update,
}: {
  lists: CategoriseLists;
  update: (lists: CategoriseLists) => void;
}) {
  const { t } = useTranslation();
  const { items, categories, answerKey } = lists;
  const names = categoryNames(lists, t);
  const options = categories.map((category, index) => ({ value: category.id, label: names[index]! }));
  const rows = useItemRows(items, {
    min: MIN_ITEMS,
    reorder: (reordered) => update({ ...lists, items: reordered }),
    remove(id) {
      const rest = withoutItem(lists, id);
      update(rest);
      return rest.items;
    },
    add() {
      const added = withNewItem(lists, t);
      update(added);
      return added.items;
    },
  });

  return (
    <ItemList
      listRef={rows.container}
      legend={t('quizSetup.items.legend')}
      limits={t('quizSetup.items.limits', { max: MAX_CATEGORY_ITEMS })}
      addLabel={t('quizSetup.items.add')}
      canAdd={items.length < MAX_CATEGORY_ITEMS}
      onAdd={rows.add}
    >
      <ol className="mt-2 space-y-3">
        {items.map((item, index) => (
          <li key={item.id} data-item-id={item.id}>
            <CategoriseItem
              number={index + 1}
              text={item.text}
              categoryId={answerKey.categoryOf[item.id] ?? ''}
              categories={options}
              onText={(text) => update({ ...lists, items: withText(items, item.id, text) })}
              onCategory={(categoryId) => update(withItemIn(lists, item.id, categoryId))}
              {...rows.controlsOf(index)}
            />
          </li>
        ))}
      </ol>
    </ItemList>
  );
}
