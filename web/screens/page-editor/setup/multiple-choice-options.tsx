import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_OPTIONS, type MultipleChoiceSetup } from '../../../../common/domain/quiz/multiple-choice-setup';
import { ItemList } from './item-list';
import { replacedAt } from './list-edits';
import { MultipleChoiceOption } from './multiple-choice-option';
import { newOptionId } from './option-id';
import { useItemRows } from './use-item-rows';

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

  const rows = useItemRows(options, {
    min: MIN_OPTIONS,
    reorder: (reordered) => update({ options: reordered }),
    remove(id) {
      const rest = options.filter((option) => option.id !== id);
      update({
        options: rest,
        answerKey: {
          ...answerKey,
          correctOptionIds: answerKey.correctOptionIds.filter((rightId) => rightId !== id),
          feedback: Object.fromEntries(Object.entries(answerKey.feedback).filter(([key]) => key !== id)),
        },
      });
      return rest;
    },
    add() {
      const option = {
        id: newOptionId(),
        text: t('quizSetup.starter.option', { number: options.length + 1 }),
      };
      const added = [...options, option];
      update({ options: added });
      return added;
    },
  });

  return (
    <ItemList
      listRef={rows.container}
      legend={t('quizSetup.options.legend')}
      limits={t('quizSetup.options.limits', { max: MAX_OPTIONS })}
      addLabel={t('quizSetup.options.add')}
      canAdd={options.length < MAX_OPTIONS}
      onAdd={rows.add}
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
              onText={(text) => update({ options: replacedAt(options, index, { ...option, text }) })}
              onFeedback={(text) => updateKey({ feedback: { ...answerKey.feedback, [option.id]: text } })}
              onRight={(isRight) => markRight(option.id, isRight)}
              {...rows.controlsOf(index)}
            />
          </li>
        ))}
      </ol>
    </ItemList>
  );
}
