import { useTranslation } from 'react-i18next';
import { QUIZ_TEXT_MAX } from '../../../../common/domain/quiz/question-text';
import { TextField } from '../../../components/text-field';
import { ShareField } from './share-field';

interface Graded {
  fraction: number;
  feedback: string;
}

/** What every accepted answer has, text or number: its share of the points and its feedback. */
export function ShareAndFeedbackFields({
  answer,
  update,
}: {
  answer: Graded;
  update: (patch: Partial<Graded>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ShareField fraction={answer.fraction} onChange={(fraction) => update({ fraction })} />
      <div className="sm:col-span-2">
        <TextField
          label={t('quizSetup.accepted.feedback')}
          value={answer.feedback}
          maxLength={QUIZ_TEXT_MAX}
          onChange={(event) => update({ feedback: event.target.value })}
        />
      </div>
    </>
  );
}
