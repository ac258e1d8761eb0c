import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_OPTIONS, type MultipleChoiceSetup } from '../../../../common/domain/quiz/multiple-choice-setup';
import { ItemList } from './item-list';
import { movedBy, removedAt, replacedAt } from './list-edits';
import { MultipleChoiceOption } from './multiple-choice-option';
import { newOptionId } from './option-id';
import { useItemFocus } from './use-item-focus';

const MIN_OPTIONS = 2;

/**
 * The options of a multiple choice setup with their answer key: which are right (one, or several
 * with `multipleAnswers`) and the feedback of each. The right options are kept in the options'
 * order, and an option removed takes its mark and feedback with it.
 */
export function MultipleChoiceOptions({
  setup,
  update,
}: {
  setup: MultipleChoiceSetup;
  update: (patch: Partial<MultipleChoiceSetup>) => void;
}) {
  const { t } = useTranslation();
  const rightGroup = useId();
  const { container, focusText, focusMoved } = useItemFocus<HTMLFieldSetElement>();
  const { options, answerKey, multipleAnswers } = setup;
  const right = new Set(answerKey.correctOptionIds);
  const updateKey = (patch: Partial<MultipleChoiceSetup['answerKey']>) =>
    update({ answerKey: { ...answerKey, ...patch } });

  function markRight(id: string, isRight: boolean) {
    const marked = new Set<string>(multipleAnswers ? right : []);
    if (isRight) marked.add(id);
    else marked.delete(id);
    updateKey({ correctOptionIds: options.filter((option) => marked.has(option.id)).map(({ id }) => id) });
  }

  function move(index: number, step: -1 | 1) {
    update({ options: movedBy(options, index, step) });
    focusMoved(options[index]!.id, step);
  }

  function remove(index: number) {
    if (options.length <= MIN_OPTIONS) return;
    const id = options[index]!.id;
    const rest = removedAt(options, index);
    update({
      options: rest,
      answerKey: {
        ...answerKey,
        correctOptionIds: answerKey.correctOptionIds.filter((rightId) => rightId !== id),
        feedback: Object.fromEntries(Object.entries(answerKey.feedback).filter(([key]) => key !== id)),
      },
    });
    focusText((rest[index] ?? rest[index - 1])?.id);
  }

  function add() {
    const option = { id: newOptionId(), text: t('quizSetup.starter.option', { number: options.length + 1 }) };
    update({ options: [...options, option] });
    focusText(option.id);
  }

  return (
    <ItemList
      listRef={container}
      legend={t('quizSetup.options.legend')}
      limits={t('quizSetup.options.limits', { max: MAX_OPTIONS })}
      addLabel={t('quizSetup.options.add')}
      canAdd={options.length < MAX_OPTIONS}
      onAdd={add}
    >
      <ol className="mt-2 space-y-3">
        {options.map((option, index) => (
          <li key={option.id} data-item-id={option.id}>
            <MultipleChoiceOption
              number={index + 1}
              text={option.text}
              feedback={answerKey.feedback[option.id] ?? ''}
              right={right.has(option.id)}
              multipleAnswers={multipleAnswers}
              rightGroup={rightGroup}
              canMoveUp={index > 0}
              canMoveDown={index < options.length - 1}
              canRemove={options.length > MIN_OPTIONS}
              onText={(text) => update({ options: replacedAt(options, index, { ...option, text }) })}
              onFeedback={(text) => updateKey({ feedback: { ...answerKey.feedback, [option.id]: text } })}
              onRight={(isRight) => markRight(option.id, isRight)}
              onMove={(step) => move(index, step)}
              onRemove={() => remove(index)}
            />
          </li>
        ))}
      </ol>
    </ItemList>
  );
}
