import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { seededShuffle } from '../../../../common/domain/quiz/shuffle';
import { labelledOf } from '../blocks/quiz-question-block';
import type { AnswerReveal } from './answer-reveal';
import { PlacementList } from './placement-list';

interface CategoriesAnswerProps {
  blockId: string;
  setupData: Record<string, unknown>;
  userId: string;
  categoryOf: Record<string, string>;
  onChange: (categoryOf: Record<string, string>) => void;
  disabled: boolean;
  reveal: AnswerReveal;
}

const DRAGGED = 'application/x-kelas-item';

/**
 * A categorise question for a learner: each item (in their own order) with a list of the
 * categories, the keyboard's way to sort it; and the categories as boxes that items are dragged
 * into with a pointer. After a revealed attempt each item says whether it was sorted right and,
 * once shown, where it belongs.
 */
export function CategoriesAnswer({
  blockId,
  setupData,
  userId,
  categoryOf,
  onChange,
  disabled,
  reveal,
}: CategoriesAnswerProps) {
  const { t } = useTranslation();
  const categories = labelledOf(setupData, 'categories');
  const items = seededShuffle(labelledOf(setupData, 'items'), `${userId}:${blockId}`);
  const place = (itemId: string, categoryId: string) => {
    const { [itemId]: _left, ...others } = categoryOf;
    onChange(categoryId ? { ...others, [itemId]: categoryId } : others);
  };
  const drop = (categoryId: string) => (event: DragEvent) => {
    event.preventDefault();
    const itemId = event.dataTransfer.getData(DRAGGED);
    if (!disabled && itemId) place(itemId, categoryId);
  };
  const chip = (item: { id: string; text: string }) => (
    <li
      key={item.id}
      draggable={!disabled}
      onDragStart={(event) => event.dataTransfer.setData(DRAGGED, item.id)}
      className="cursor-grab rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800"
    >
      {item.text}
    </li>
  );
  const boxes = [{ id: '', text: t('quiz.answer.toSort') }, ...categories];
  return (
    <div className="space-y-4">
      <PlacementList
        items={items}
        targets={categories}
        placed={categoryOf}
        onChange={onChange}
        disabled={disabled}
        reveal={reveal}
        placeholder={t('quiz.answer.chooseCategory')}
        rightWords={(category) => t('quiz.answer.belongsIn', { category })}
        right={reveal.rightAnswers?.kind === 'categories' ? reveal.rightAnswers.categoryOf : null}
      />
      {/* The same sorting by pointer: the selects above are its keyboard and screen reader way. */}
      <div aria-hidden="true" className="grid gap-3 sm:grid-cols-3">
        {boxes.map((box) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the pointer only; the selects above sort by keyboard.
          <div
            key={box.id || 'unsorted'}
            onDragOver={(event) => event.preventDefault()}
            onDrop={drop(box.id)}
            className="min-h-24 rounded-xl border-2 border-dashed border-slate-300 p-3"
          >
            <p className="mb-2 text-sm font-medium text-slate-700">{box.text}</p>
            <ul className="flex flex-wrap gap-2">
              {items.filter((item) => (categoryOf[item.id] ?? '') === box.id).map(chip)}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
