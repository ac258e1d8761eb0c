import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { classListQuery } from '../../api/class-admin';
import { describeError } from '../../api/describe-error';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { SelectField } from '../../components/select-field';

/** The address's query parameter naming the class chosen among a course's. */
const CLASS_PARAM = 'cohort';

/**
 * A class of the course `coursePath` chosen by the caller: the one the address names (`?cohort=`),
 * else the course's default class, else its first; `choose` names another in the address (replaced,
 * so a reload or a shared link keeps it).
 */
export function useChosenClass(coursePath: string) {
  const [params, setParams] = useSearchParams();
  const list = useQuery(classListQuery(coursePath));
  const classes = list.data?.classes ?? [];
  const named = params.get(CLASS_PARAM);
  const cohortPath =
    classes.find((each) => each.path === named)?.path ??
    classes.find((each) => each.path === list.data?.defaultCohort)?.path ??
    classes[0]?.path ??
    null;
  // An empty path takes the choice out of the address (the default class, or whatever stands for none).
  const choose = (path: string) => {
    const next = new URLSearchParams(params);
    if (path === '') next.delete(CLASS_PARAM);
    else next.set(CLASS_PARAM, path);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return { list, classes, cohortPath, choose };
}

/**
 * A course admin tab about one class at a time: the class chosen in a selector above (useChosenClass)
 * and the tab's body for it; loading, failed and "no class yet" states.
 */
export function ChosenClassTab({
  coursePath,
  children,
}: {
  coursePath: string;
  children: (cohortPath: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const chosen = useChosenClass(coursePath);
  if (chosen.list.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (chosen.list.isError) return <FormAlert message={describeError(chosen.list.error)} />;
  if (chosen.cohortPath === null) {
    return <EmptyState title={t('students.noClasses')} body={t('students.noClassesBody')} />;
  }
  return (
    <div className="space-y-6">
      <div className="max-w-sm">
        <SelectField
          label={t('students.chooseClass')}
          value={chosen.cohortPath}
          options={chosen.classes.map((item) => ({ value: item.path, label: item.name }))}
          onChange={chosen.choose}
        />
      </div>
      {children(chosen.cohortPath)}
    </div>
  );
}
