import { ANSWER_TEXT_MAX } from '../../../../common/domain/quiz/answer-text';

interface TextAnswerProps {
  id: string;
  text: string;
  onChange: (text: string) => void;
  disabled: boolean;
}

/** A short answer's field: a word, a phrase or a number, labelled by the question. */
export function TextAnswer({ id, text, onChange, disabled }: TextAnswerProps) {
  return (
    <input
      id={id}
      type="text"
      autoComplete="off"
      spellCheck={false}
      maxLength={ANSWER_TEXT_MAX}
      value={text}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      className="mt-2 w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 disabled:bg-slate-50"
    />
  );
}
