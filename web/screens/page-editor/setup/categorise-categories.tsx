import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CATEGORIES } from '../../../../common/domain/quiz/categorise-setup';
import { type CategoriseLists, categoryNames, withNewCategory, withoutCategory } from './categorise-edits';
import { ItemControls } from './item-controls';
import { ItemGroup, ItemList, ItemTextField } from './item-list';
import { withText } from './list-edits';
import { useItemRows } from './use-item-rows';

const MIN_CATEGORIES = 2;

/**
 * The categories of a categorise setup, each with its name. A category removed hands its items to
 * the first category left, which a polite live region says (the author cannot see the items'
 * selects change from the button they pressed).
 */
export function CategoriseCategories({
  lists,
  update,
}: {
  lists: CategoriseLists;
  update: (lists: CategoriseLists) => void;
}) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const { categories } = lists;
  const rows = useItemRows(categories, {
    min: MIN_CATEGORIES,
    reorder: (reordered) => update({ ...lists, categories: reordered }),
    remove(id) {
      const { lists: rest, moved } = withoutCategory(lists, id);
      update(rest);
      const [category] = categoryNames(rest, t);
      setAnnouncement(moved > 0 ? t('quizSetup.categories.itemsMoved', { count: moved, category }) : '');
      return rest.categories;
    },
    add() {
      const added = withNewCategory(lists, t);
      update(added);
      setAnnouncement('');
      return added.categories;
    },
  });

  return (
    <ItemList
      listRef={rows.container}
      legend={t('quizSetup.categories.legend')}
      limits={t('quizSetup.categories.limits', { max: MAX_CATEGORIES })}
      addLabel={t('quizSetup.categories.add')}
      canAdd={categories.length < MAX_CATEGORIES}
      onAdd={rows.add}
    >
      <ol className="mt-2 space-y-3">
        {categories.map((category, index) => (
          <li key={category.id} data-item-id={category.id}>
            <ItemGroup legend={t('quizSetup.categories.category', { number: index + 1 })}>
              <div className="flex flex-wrap items-end gap-3">
                <ItemTextField
                  label={t('quizSetup.categories.text')}
                  value={category.text}
                  onChange={(text) =>
                    update({ ...lists, categories: withText(categories, category.id, text) })
                  }
                  focus
                />
                <ItemControls section="categories" number={index + 1} {...rows.controlsOf(index)} />
              </div>
            </ItemGroup>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="mt-2 text-sm text-slate-700 empty:mt-0">
        {announcement}
      </p>
    </ItemList>
  );
}
