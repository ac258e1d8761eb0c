import { useTranslation } from 'react-i18next';
import { reasonOf } from '../../../common/reasons';
import { fieldReasonText } from '../../lib/field-reasons';

/** A question that could not go into a bank from a file, or from a bank into a file. */
interface QuestionProblem {
  index: number;
  /** Its line in the file, where the format has lines. */
  line?: number | null;
  name: string | null;
  code: string;
  reason: string;
}

/** Each question that could not go, by its number (and line), its name and why, in the reader's language. */
export function ProblemList({ problems }: { problems: readonly QuestionProblem[] }) {
  const { t } = useTranslation();
  return (
    <ul className="list-disc space-y-1 pl-5">
      {problems.map((problem) => (
        <li key={`${problem.index}:${problem.code}`}>
          {typeof problem.line === 'number'
            ? t('questionBanks.problemAt', { index: problem.index, line: problem.line })
            : t('questionBanks.problem', { index: problem.index })}
          {problem.name && ` (${problem.name})`}:{' '}
          {/* The reason's parameters are read back from its English (common/reasons.ts reasonOf). */}
          {fieldReasonText(reasonOf(problem.reason) ?? { code: problem.code as never }, problem.reason)}
        </li>
      ))}
    </ul>
  );
}
