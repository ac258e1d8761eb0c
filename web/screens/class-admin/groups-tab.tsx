import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classKey, classQuery } from '../../api/class-admin';
import { describeError } from '../../api/describe-error';
import { classGroupsKey, setLearnersCreateGroups } from '../../api/groups';
import { LINK_BUTTON } from '../../components/button-styles';
import { CheckboxField } from '../../components/checkbox-field';
import { FormAlert } from '../../components/form-alert';
import { classGroupsPath } from '../../lib/paths';
import type { ClassTabProps } from './class-admin-tabs';

/**
 * Class admin `groups`: whether the class's learners create groups (its managers change it, saved
 * at once), and the way to the class's groups.
 */
export function GroupsTab({ cohortPath }: ClassTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cohort = useQuery(classQuery(cohortPath));
  const save = useMutation({
    mutationFn: (on: boolean) => setLearnersCreateGroups(cohortPath, on),
    onSuccess: (saved) => {
      queryClient.setQueryData(classKey(cohortPath), saved);
      void queryClient.invalidateQueries({ queryKey: classGroupsKey(cohortPath) });
    },
  });
  if (cohort.isPending) return <p className="text-slate-600">{t('classAdmin.loading')}</p>;
  if (cohort.isError) return <FormAlert message={describeError(cohort.error)} />;
  return (
    <div className="max-w-2xl space-y-6">
      <p className="text-slate-700">{t('groups.admin.lead')}</p>
      <fieldset disabled={!cohort.data.canManage || save.isPending}>
        <CheckboxField
          label={t('groups.admin.learnersCreate')}
          checked={cohort.data.learnersCreateGroups}
          onChange={(on) => save.mutate(on)}
        />
      </fieldset>
      {save.isError && <FormAlert message={describeError(save.error)} />}
      <p role="status" className="text-sm font-medium text-green-800">
        {save.isSuccess ? t('groups.admin.saved') : ''}
      </p>
      <Link to={classGroupsPath(cohortPath)} className={LINK_BUTTON}>
        {t('groups.admin.open')}
      </Link>
    </div>
  );
}
