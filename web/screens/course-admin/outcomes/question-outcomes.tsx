import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../api/describe-error';
import { alignQuestion, bankAlignmentQuery, outcomesKey } from '../../../api/outcomes';
import { FormAlert } from '../../../components/form-alert';
import { OutcomePicker } from './outcome-picker';

/**
 * The outcomes one question of a bank assesses, folded under a summary and saved at once: its marks
 * in exams are evidence of them. Nothing while the course has no outcomes.
 */
export function QuestionOutcomes({
  bankId,
  questionId,
  number,
}: {
  bankId: string;
  questionId: string;
  number: number;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = bankAlignmentQuery(bankId);
  const alignment = useQuery(query);
  const save = useMutation({
    scope: { id: `alignment-${questionId}` },
    mutationFn: (outcomeIds: string[]) => alignQuestion(bankId, { questionId, outcomeIds }),
    onSuccess: (saved) => {
      queryClient.setQueryData(query.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: outcomesKey });
    },
  });
  if (!alignment.isSuccess || !alignment.data?.outcomes.length) return null;
  const chosen = save.isPending ? save.variables : (alignment.data.questions[questionId] ?? []);
  return (
    <details className="basis-full text-sm">
      <summary className="cursor-pointer text-brand-800">
        {t('outcomes.questionSummary', { count: chosen.length })}
      </summary>
      <div className="mt-2">
        <OutcomePicker
          legend={t('outcomes.questionLegend', { number })}
          outcomes={alignment.data.outcomes}
          chosen={chosen}
          onChange={(next) => save.mutate(next)}
        />
        {save.isError && <FormAlert message={describeError(save.error)} />}
      </div>
    </details>
  );
}
