import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ACCEPTED_ANSWERS } from '../../../../common/domain/quiz/short-answer-setup';
import { ItemButton } from './item-button';
import { ItemGroup, ItemList } from './item-list';
import { removedAt, replacedAt } from './list-edits';
import { useFocusAfterRender } from './use-focus-after-render';

const answerField = (index: number) => `[data-answer-index="${index}"] [data-focus="answer"]`;

/**
 * The accepted answers of a short answer (text or numbers): each grouped under its number with a
 * remove button (one is always kept), and "Add accepted answer". `fields` draws one answer's
 * fields; its first field carries `data-focus="answer"`, which takes the focus after an add or a remove.
 */
export function AcceptedAnswers<Answer>({
  answers,
  onChange,
  fresh,
  fields,
}: {
  answers: readonly Answer[];
  onChange: (answers: Answer[]) => void;
  /** A new answer, added at the end. */
  fresh: () => Answer;
  fields: (answer: Answer, update: (patch: Partial<Answer>) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const { container, focusAfterRender } = useFocusAfterRender<HTMLFieldSetElement>();

  function remove(index: number) {
    if (answers.length <= 1) return;
    onChange(removedAt(answers, index));
    focusAfterRender(answerField(Math.min(index, answers.length - 2)));
  }

  function add() {
    onChange([...answers, fresh()]);
    focusAfterRender(answerField(answers.length));
  }

  return (
    <ItemList
      listRef={container}
      legend={t('quizSetup.accepted.legend')}
      limits={t('quizSetup.accepted.limits', { max: MAX_ACCEPTED_ANSWERS })}
      addLabel={t('quizSetup.accepted.add')}
      canAdd={answers.length < MAX_ACCEPTED_ANSWERS}
      onAdd={add}
    >
      <ol className="mt-2 space-y-3">
        {answers.map((answer, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: accepted answers have no ids; their place is their identity (NumberField follows a value moved to its place).
          <li key={index} data-answer-index={index}>
            <ItemGroup legend={t('quizSetup.accepted.answer', { number: index + 1 })}>
              <div className="flex items-start gap-3">
                <div className="grid grow gap-3 sm:grid-cols-2">
                  {fields(answer, (patch) => onChange(replacedAt(answers, index, { ...answer, ...patch })))}
                </div>
                <ItemButton
                  control="remove"
                  icon="trash"
                  label={t('quizSetup.accepted.remove', { number: index + 1 })}
                  disabled={answers.length <= 1}
                  onClick={() => remove(index)}
                />
              </div>
            </ItemGroup>
          </li>
        ))}
      </ol>
    </ItemList>
  );
}
