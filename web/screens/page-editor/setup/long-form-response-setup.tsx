import { useTranslation } from 'react-i18next';
import {
  type LongFormResponseSetup as LongFormResponseSetupData,
  MAX_MIN_WORDS,
} from '../../../../common/domain/quiz/long-form-response-setup';
import { QUIZ_TEXT_MAX } from '../../../../common/domain/quiz/question-text';
import { TextAreaField } from '../../../components/text-area-field';
import type { BlockSetupProps } from '../block-setup-forms';
import { AssessmentDesignPicker } from './assessment-design-picker';
import { NumberField } from './number-field';
import { QuestionField } from './question-field';
import { QuizSettingsFields } from './quiz-settings-fields';

/**
 * The long form response block's setup: the question, the fewest words an answer must have, the
 * guidance teachers mark by (never shown to learners), the assessment design it is marked by, and
 * the quiz settings (a teacher marks it: when learners see the answers is when they see their mark
 * and feedback). Like the other quiz forms, it edits the whole valid setup the block was created
 * with, sending it whole.
 */
export function LongFormResponseSetup({ block, coursePath, onChange }: BlockSetupProps) {
  const { t } = useTranslation();
  const setup = block.setupData as LongFormResponseSetupData;
  const update = (patch: Partial<LongFormResponseSetupData>) => onChange({ ...setup, ...patch });
  const { answerKey } = setup;
  return (
    <div className="space-y-4">
      <QuestionField value={setup.question} onChange={(question) => update({ question })} />
      <NumberField
        label={t('quizSetup.minWords')}
        hint={t('quizSetup.minWordsHint', { max: MAX_MIN_WORDS })}
        inputMode="numeric"
        value={setup.minWords}
        onChange={(minWords) => update({ minWords })}
      />
      <TextAreaField
        label={t('quizSetup.guidance')}
        hint={t('quizSetup.guidanceHint')}
        rows={4}
        value={answerKey.guidance}
        maxLength={QUIZ_TEXT_MAX}
        onChange={(event) => update({ answerKey: { ...answerKey, guidance: event.target.value } })}
      />
      <AssessmentDesignPicker
        coursePath={coursePath}
        designId={setup.assessmentDesignId ?? null}
        points={setup.points}
        onChange={(assessmentDesignId, points) =>
          update({ assessmentDesignId, ...(points !== undefined && { points }) })
        }
      />
      <QuizSettingsFields settings={setup} onChange={update} />
    </div>
  );
}
