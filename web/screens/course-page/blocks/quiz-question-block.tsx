import { useTranslation } from 'react-i18next';
import { type BlockViewProps, textOf } from './setup-value';

/** The options of a multiple choice setup as a reader receives them. */
export function optionsOf(setupData: Record<string, unknown>): Array<{ id: string; text: string }> {
  const options = setupData.options;
  return Array.isArray(options)
    ? options.filter(
        (option): option is { id: string; text: string } =>
          typeof option?.id === 'string' && typeof option?.text === 'string',
      )
    : [];
}

function ForLearners() {
  const { t } = useTranslation();
  return <p className="mt-3 text-sm text-slate-600">{t('quiz.view.forLearners')}</p>;
}

/**
 * A multiple choice question as anyone but a learner of a class sees it (visitors, editors,
 * facilitators, exhibits): the question and its options, without a way to answer.
 */
export function MultipleChoiceBlock({ setupData }: BlockViewProps) {
  const several = setupData.multipleAnswers === true;
  return (
    <div>
      <p className="whitespace-pre-line font-medium text-slate-900">{textOf(setupData, 'question')}</p>
      <ul className="mt-3 space-y-2">
        {optionsOf(setupData).map((option) => (
          <li key={option.id} className="flex items-start gap-2 rounded-lg border border-slate-200 px-3 py-2">
            <span aria-hidden="true" className="text-slate-500">
              {several ? '☐' : '○'}
            </span>
            <span className="text-slate-800">{option.text}</span>
          </li>
        ))}
      </ul>
      <ForLearners />
    </div>
  );
}

/** A short answer question as anyone but a learner of a class sees it. */
export function ShortAnswerBlock({ setupData }: BlockViewProps) {
  return (
    <div>
      <p className="whitespace-pre-line font-medium text-slate-900">{textOf(setupData, 'question')}</p>
      <div aria-hidden="true" className="mt-3 h-10 rounded-lg border border-slate-300 bg-slate-50" />
      <ForLearners />
    </div>
  );
}
