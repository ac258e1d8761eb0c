import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_STAFF_ROLES, type ClassStaffMember, type ClassStaffRole } from '../../../common/api/cohort';
import {
  ALL_CLASS_LISTS_KEY,
  classQuery,
  classStaffKey,
  classStaffQuery,
  inviteClassStaff,
  removeClassStaff,
  staffInvitationsKey,
} from '../../api/class-admin';
import { describeError } from '../../api/describe-error';
import { DANGER_BUTTON, PRIMARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { fieldErrorOf } from '../../lib/field-error';
import type { ClassTabProps } from './class-admin-tabs';
import { staffRoleKey as roleKey, StaffInvitationList } from './staff-invitation-list';

/**
 * Class admin `staff` (spec §4 cohort staff roles): facilitators and cohort administrators,
 * invited by e-mail address (the role is theirs once they accept; the invitations not yet
 * accepted are listed by address, to resend or cancel) and removed, each with its start, success
 * and failure states.
 */
export function StaffTab({ cohortPath }: ClassTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cohort = useQuery(classQuery(cohortPath));
  const staff = useQuery(classStaffQuery(cohortPath));
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ClassStaffRole>('facilitator');
  const [announcement, setAnnouncement] = useState('');
  const canManage = cohort.data?.canManage ?? false;

  const staffChanged = (list: ClassStaffMember[]) => {
    queryClient.setQueryData(classStaffKey(cohortPath), list);
    void queryClient.invalidateQueries({ queryKey: ALL_CLASS_LISTS_KEY });
  };
  const add = useMutation({
    mutationFn: () => inviteClassStaff(cohortPath, email, role),
    onMutate: () => setAnnouncement(''),
    onSuccess: (invitations) => {
      queryClient.setQueryData(staffInvitationsKey(cohortPath), invitations);
      setAnnouncement(t('classAdmin.staff.invited', { email: email.trim(), role: t(roleKey(role)) }));
      setEmail('');
    },
  });
  const remove = useMutation({
    mutationFn: (member: ClassStaffMember) => removeClassStaff(cohortPath, member.userId, member.role),
    onMutate: () => setAnnouncement(''),
    onSuccess: (list, member) => {
      staffChanged(list);
      setAnnouncement(
        t('classAdmin.staff.removed', { name: member.fullName, role: t(roleKey(member.role)) }),
      );
    },
  });

  function handleAdd(event: FormEvent) {
    event.preventDefault();
    remove.reset();
    add.mutate();
  }

  const emailError = fieldErrorOf(add.error, 'email');
  const failed = remove.error ?? (emailError ? null : add.error);

  let list: React.ReactNode;
  if (staff.isPending) list = <p className="text-slate-600">{t('classAdmin.staff.loading')}</p>;
  else if (staff.isError) list = <FormAlert message={describeError(staff.error)} />;
  else if (staff.data.length === 0) list = <p className="text-slate-600">{t('classAdmin.staff.empty')}</p>;
  else
    list = (
      <table className="reflow-table reflow-table-headless w-full text-left text-sm">
        <caption className="sr-only">{t('classAdmin.staff.tableCaption')}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('classAdmin.staff.columns.name')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('classAdmin.staff.columns.email')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('classAdmin.staff.columns.role')}
            </th>
            {canManage && (
              <th scope="col" className="py-2 font-medium">
                {t('classAdmin.staff.columns.actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {staff.data.map((member) => {
            const removing = remove.isPending && remove.variables === member;
            const roleName = t(roleKey(member.role));
            return (
              <tr key={`${member.userId}-${member.role}`}>
                <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
                  {member.fullName}
                </th>
                <td data-label={t('classAdmin.staff.columns.email')} className="py-3 pr-4 text-slate-700">
                  {member.email}
                </td>
                <td data-label={t('classAdmin.staff.columns.role')} className="py-3 pr-4 text-slate-700">
                  {roleName}
                </td>
                {canManage && (
                  <td className="py-3">
                    <button
                      type="button"
                      className={`${DANGER_BUTTON} px-3 py-1.5`}
                      aria-label={t('classAdmin.staff.removeLabel', {
                        name: member.fullName,
                        role: roleName,
                      })}
                      disabled={remove.isPending}
                      onClick={() => {
                        add.reset();
                        remove.mutate(member);
                      }}
                    >
                      {removing ? t('classAdmin.staff.removing') : t('classAdmin.staff.remove')}
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    );

  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{t('classAdmin.staff.heading')}</h2>
        <p className="mt-1 text-slate-600">{t('classAdmin.staff.intro')}</p>
      </div>
      {canManage && (
        <form
          noValidate
          onSubmit={handleAdd}
          className="grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
        >
          <TextField
            label={t('classAdmin.staff.email')}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (add.error) add.reset();
            }}
            error={emailError}
          />
          <SelectField
            label={t('classAdmin.staff.role')}
            value={role}
            options={CLASS_STAFF_ROLES.map((value) => ({ value, label: t(roleKey(value)) }))}
            onChange={(value) => setRole(value as ClassStaffRole)}
          />
          <button type="submit" disabled={add.isPending} className={PRIMARY_BUTTON}>
            {add.isPending ? t('classAdmin.staff.inviting') : t('classAdmin.staff.invite')}
          </button>
        </form>
      )}
      <p role="status" className="text-sm font-medium text-green-800">
        {announcement}
      </p>
      <FormAlert message={failed ? describeError(failed) : undefined} />
      {list}
      {canManage && <StaffInvitationList cohortPath={cohortPath} onAnnounce={setAnnouncement} />}
    </div>
  );
}
