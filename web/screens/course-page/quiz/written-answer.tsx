import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { wordCount } from '../../../../common/domain/quiz/word-count';

// The rich-text editor (Tiptap) is a chunk of its own: only a learner's page with a long form
// response loads it.
const RichTextEditor = lazy(() =>
  import('../../page-editor/setup/rich-text-setup').then((module) => ({ default: module.RichTextEditor })),
);

interface WrittenAnswerProps {
  question: string;
  html: string;
  minWords: number;
  onChange: (html: string) => void;
  disabled: boolean;
}

/** A long form response: a rich-text answer labelled by the question, with its words counted. */
export function WrittenAnswer({ question, html, minWords, onChange, disabled }: WrittenAnswerProps) {
  const { t } = useTranslation();
  const words = wordCount(html);
  return (
    <div className="space-y-2">
      <Suspense fallback={<p className="text-slate-600">{t('quiz.answer.editorLoading')}</p>}>
        <RichTextEditor
          html={html}
          label={question}
          placeholder={t('quiz.answer.writePlaceholder')}
          onChange={onChange}
          disabled={disabled}
        />
      </Suspense>
      <p className="text-sm text-slate-600">
        {minWords > 0
          ? t('quiz.answer.wordsOf', { count: words, min: minWords })
          : t('quiz.answer.words', { count: words })}
      </p>
    </div>
  );
}
