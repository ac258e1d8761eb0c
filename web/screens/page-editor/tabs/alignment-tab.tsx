import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../api/describe-error';
import { alignBlock, blockAlignmentQuery, outcomesKey } from '../../../api/outcomes';
import { FormAlert } from '../../../components/form-alert';
import { courseAdminPath } from '../../../lib/paths';
import { OutcomePicker } from '../../course-admin/outcomes/outcome-picker';

/**
 * The alignment tab of a quiz block: the course outcomes it assesses, saved at once. A learner's
 * counted score on the block is evidence of their attainment of each outcome chosen.
 */
export function AlignmentTab({ blockId, coursePath }: { blockId: string; coursePath: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = blockAlignmentQuery(blockId);
  const alignment = useQuery(query);
  const save = useMutation({
    // One save at a time: each sends the whole choice, so the last one sent is the one kept.
    scope: { id: `alignment-${blockId}` },
    mutationFn: (outcomeIds: string[]) => alignBlock(blockId, outcomeIds),
    onSuccess: (saved) => {
      queryClient.setQueryData(query.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: outcomesKey });
    },
  });
  if (alignment.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (alignment.isError) return <FormAlert message={describeError(alignment.error)} />;
  const { outcomes, outcomeIds } = alignment.data;
  if (outcomes.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        {t('outcomes.noOutcomesYet')}{' '}
        <Link
          to={courseAdminPath({ action: 'outcomes', course: coursePath })}
          className="text-brand-800 underline"
        >
          {t('outcomes.openTab')}
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <OutcomePicker
        legend={t('outcomes.blockLegend')}
        outcomes={outcomes}
        chosen={save.isPending ? save.variables : outcomeIds}
        onChange={(next) => save.mutate(next)}
      />
      <p className="text-sm text-slate-600">{t('outcomes.blockHint')}</p>
      {save.isError && <FormAlert message={describeError(save.error)} />}
    </div>
  );
}
