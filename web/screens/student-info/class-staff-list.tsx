import { useTranslation } from 'react-i18next';
import type { EnrolledClass, MembershipUser } from '../../../common/api/membership';

/** The class's facilitators and cohort administrators by name, or that it has none. */
export function ClassStaffList({ cohort, users }: { cohort: EnrolledClass; users: MembershipUser[] }) {
  const { t } = useTranslation();
  const byId = new Map(users.map((user) => [user.userId, user]));
  const staff = [
    ...cohort.facilitators.map((userId) => ({ userId, role: t('studentInfo.facilitator') })),
    ...cohort.cohortAdministrators.map((userId) => ({
      userId,
      role: t('studentInfo.cohortAdministrator'),
    })),
  ].flatMap(({ userId, role }) => {
    const user = byId.get(userId);
    return user ? [{ key: `${role}-${userId}`, name: user.fullName, role }] : [];
  });
  if (staff.length === 0) return <p className="text-slate-700">{t('studentInfo.noStaff')}</p>;
  return (
    <ul className="space-y-1">
      {staff.map((member) => (
        <li key={member.key} className="text-slate-800">
          <span className="font-medium">{member.name}</span>{' '}
          <span className="text-slate-600">· {member.role}</span>
        </li>
      ))}
    </ul>
  );
}
