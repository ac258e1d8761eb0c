import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClassSummary } from '../../../common/api/cohort';
import { classListKey, classListQuery, deleteClass, setDefaultClass } from '../../api/class-admin';
import { describeError } from '../../api/describe-error';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { ClassPrice } from '../../components/class-price';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { classAdminPath } from '../../lib/paths';
import type { AdminTabProps } from '../course-admin/admin-tabs';
import { ClassModal } from './class-modal';

type ModalState = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; path: string };

const SMALL = 'px-3 py-1.5';

/** Course admin `classes`: the course's classes with their counts, and the class modal to add or edit one. */
export function ClassesTab({ course }: AdminTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<ModalState>({ kind: 'closed' });
  const [announcement, setAnnouncement] = useState('');
  const list = useQuery(classListQuery(course.path));
  const refresh = () => queryClient.invalidateQueries({ queryKey: classListKey(course.path) });

  const remove = useMutation({
    mutationFn: (row: ClassSummary) => deleteClass(row.path),
    onMutate: () => setAnnouncement(''),
    onSuccess: (_result, row) => {
      setAnnouncement(t('classes.deleted', { name: row.name }));
      return refresh();
    },
  });
  const makeDefault = useMutation({
    mutationFn: (row: ClassSummary) => setDefaultClass(row.path),
    onMutate: () => setAnnouncement(''),
    onSuccess: (_result, row) => {
      setAnnouncement(t('classes.defaultSet', { name: row.name }));
      return refresh();
    },
  });
  const failed = remove.error ?? makeDefault.error;
  const busyPath = remove.isPending
    ? remove.variables?.path
    : makeDefault.isPending
      ? makeDefault.variables?.path
      : null;

  function saved(name: string) {
    setAnnouncement(t(modal.kind === 'create' ? 'classes.modal.created' : 'classes.modal.saved', { name }));
    setModal({ kind: 'closed' });
  }

  let body: React.ReactNode;
  if (list.isPending) body = <p className="text-slate-600">{t('classes.loading')}</p>;
  else if (list.isError) body = <FormAlert message={describeError(list.error)} />;
  else if (list.data.classes.length === 0)
    body = <EmptyState title={t('classes.emptyTitle')} body={t('classes.emptyBody')} />;
  else {
    const { canManage } = list.data;
    body = (
      <div className="overflow-x-auto">
        <table className="reflow-table reflow-table-headless w-full text-left text-sm">
          <caption className="sr-only">{t('classes.tableCaption')}</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('classes.columns.name')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('classes.columns.enrolment')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('classes.columns.mode')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('classes.columns.price')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('classes.columns.learners')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('classes.columns.pending')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('classes.columns.staff')}
              </th>
              {canManage && (
                <th scope="col" className="py-2 font-medium">
                  {t('classes.columns.actions')}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.data.classes.map((row) => (
              <tr key={row.path}>
                <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
                  <Link
                    to={classAdminPath({ cohort: row.path, tab: 'settings' })}
                    aria-label={t('classes.manageLabel', { name: row.name })}
                    className="text-brand-700 underline-offset-2 hover:underline"
                  >
                    {row.name}
                  </Link>
                  {row.isDefault && (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                      {t('classes.default')}
                    </span>
                  )}
                </th>
                <td data-label={t('classes.columns.enrolment')} className="py-3 pr-4">
                  {t(`classes.enrolmentTypes.${row.enrolmentType}`)}
                </td>
                <td data-label={t('classes.columns.mode')} className="py-3 pr-4">
                  {t(`classes.modes.${row.mode}`)}
                </td>
                <td data-label={t('classes.columns.price')} className="py-3 pr-4">
                  <ClassPrice price={row.localPrice} />
                </td>
                <td data-label={t('classes.columns.learners')} className="py-3 pr-4">
                  {row.seatLimit === null
                    ? row.activeLearners
                    : t('classes.seats', { count: row.activeLearners, limit: row.seatLimit })}
                </td>
                <td data-label={t('classes.columns.pending')} className="py-3 pr-4">
                  {row.pendingRequests}
                </td>
                <td data-label={t('classes.columns.staff')} className="py-3 pr-4">
                  {row.staffCount}
                </td>
                {canManage && (
                  <td className="py-3">
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={`${SECONDARY_BUTTON} ${SMALL}`}
                        aria-label={t('classes.editLabel', { name: row.name })}
                        onClick={() => setModal({ kind: 'edit', path: row.path })}
                      >
                        {t('classes.edit')}
                      </button>
                      {!row.isDefault && (
                        <>
                          <button
                            type="button"
                            className={`${SECONDARY_BUTTON} ${SMALL}`}
                            aria-label={t('classes.makeDefaultLabel', { name: row.name })}
                            disabled={busyPath !== null}
                            onClick={() => makeDefault.mutate(row)}
                          >
                            {busyPath === row.path && makeDefault.isPending
                              ? t('classes.working')
                              : t('classes.makeDefault')}
                          </button>
                          <button
                            type="button"
                            className={`${DANGER_BUTTON} ${SMALL}`}
                            aria-label={t('classes.deleteLabel', { name: row.name })}
                            disabled={busyPath !== null}
                            onClick={() => {
                              if (window.confirm(t('classes.confirmDelete', { name: row.name })))
                                remove.mutate(row);
                            }}
                          >
                            {busyPath === row.path && remove.isPending
                              ? t('classes.working')
                              : t('classes.delete')}
                          </button>
                        </>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{t('classes.heading')}</h2>
          <p className="mt-1 max-w-2xl text-slate-600">{t('classes.intro')}</p>
        </div>
        {list.data?.canManage && (
          <button type="button" className={PRIMARY_BUTTON} onClick={() => setModal({ kind: 'create' })}>
            {t('classes.newClass')}
          </button>
        )}
      </div>
      <p role="status" className="text-sm font-medium text-green-800">
        {announcement}
      </p>
      <FormAlert message={failed ? describeError(failed) : undefined} />
      {body}
      {modal.kind !== 'closed' && (
        <ClassModal
          coursePath={course.path}
          cohortPath={modal.kind === 'edit' ? modal.path : undefined}
          onClose={() => setModal({ kind: 'closed' })}
          onSaved={saved}
        />
      )}
    </div>
  );
}
