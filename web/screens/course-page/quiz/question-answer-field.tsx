import { useId } from 'react';
import { numberOf, textOf } from '../blocks/setup-value';
import type { AnswerReveal } from './answer-reveal';
import { CategoriesAnswer } from './categories-answer';
import { ChoiceAnswer } from './choice-answer';
import { CrosswordAnswer } from './crossword-answer';
import { GapsAnswer } from './gaps-answer';
import { MatchesAnswer } from './matches-answer';
import { TextAnswer } from './text-answer';
import type { QuizAnswers } from './use-quiz-answers';
import { WrittenAnswer } from './written-answer';

interface QuestionAnswerFieldProps {
  /** The question's id (a quiz block's, an exam question's): with `userId`, the learner's own order of its options. */
  questionId: string;
  setupData: Record<string, unknown>;
  userId: string;
  answers: QuizAnswers;
  onChange: (answers: QuizAnswers) => void;
  disabled: boolean;
  reveal: AnswerReveal;
}

/**
 * A question with the form its widget answers by (options, a field, gaps, matches, categories, a
 * written answer), for a quiz block of a page and a question of an exam alike. A typed answer is
 * labelled by the question; a written one's editor is named by it; any other is a group the
 * question names.
 */
export function QuestionAnswerField({
  questionId,
  setupData,
  userId,
  answers,
  onChange,
  disabled,
  reveal,
}: QuestionAnswerFieldProps) {
  const fieldId = useId();
  const question = textOf(setupData, 'question');
  const shared = { setupData, disabled, reveal };
  const placed = { ...shared, blockId: questionId, userId };
  if ('html' in answers) {
    return (
      <div className="space-y-2">
        <p className="whitespace-pre-line font-medium text-slate-900">{question}</p>
        <WrittenAnswer
          question={question}
          html={answers.html}
          minWords={numberOf(setupData, 'minWords', 0)}
          onChange={(html) => onChange({ html })}
          disabled={disabled}
        />
      </div>
    );
  }
  if ('text' in answers) {
    return (
      <div>
        <label htmlFor={fieldId} className="whitespace-pre-line font-medium text-slate-900">
          {question}
        </label>
        <TextAnswer
          id={fieldId}
          text={answers.text}
          onChange={(text) => onChange({ text })}
          disabled={disabled}
        />
      </div>
    );
  }
  return (
    <fieldset>
      <legend className="mb-3 whitespace-pre-line font-medium text-slate-900">{question}</legend>
      {'selected' in answers ? (
        <ChoiceAnswer
          {...placed}
          selected={answers.selected}
          onChange={(selected) => onChange({ selected })}
        />
      ) : 'gaps' in answers ? (
        <GapsAnswer {...shared} gaps={answers.gaps} onChange={(gaps) => onChange({ gaps })} />
      ) : 'words' in answers ? (
        <CrosswordAnswer {...shared} words={answers.words} onChange={(words) => onChange({ words })} />
      ) : 'categoryOf' in answers ? (
        <CategoriesAnswer
          {...placed}
          categoryOf={answers.categoryOf}
          onChange={(categoryOf) => onChange({ categoryOf })}
        />
      ) : 'matches' in answers ? (
        <MatchesAnswer {...placed} matches={answers.matches} onChange={(matches) => onChange({ matches })} />
      ) : null}
    </fieldset>
  );
}
