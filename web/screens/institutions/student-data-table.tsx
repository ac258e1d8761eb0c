import { useTranslation } from 'react-i18next';
import type { StudentClass, StudentData } from '../../../common/api/student-data';
import { Day } from '../../components/day';
import { ProgressBar } from '../../components/progress-bar';
import { learningTime } from '../../lib/time-format';
import { PersonCell } from './people-table';
import { SectionTable } from './section-parts';

const COLUMNS = ['name', 'email', 'classes', 'lastActive', 'learningTime', 'joined'] as const;

/** A learner's classes: each with its course's name and their progress in it as a percentage. */
function ClassList({ name, classes }: { name: string; classes: readonly StudentClass[] }) {
  const { t } = useTranslation();
  if (classes.length === 0)
    return <span className="text-slate-600">{t('institutions.studentData.noClasses')}</span>;
  return (
    <ul className="min-w-56 space-y-2">
      {classes.map((one) => (
        <li key={one.cohortPath}>
          <div className="font-medium text-slate-900">{one.courseName}</div>
          <div className="text-slate-600">
            {one.cohortName}
            {one.status === 'pending' && ` · ${t('institutions.studentData.pending')}`}
          </div>
          <div className="mt-1 flex items-center gap-2">
            <ProgressBar
              value={one.progress}
              label={t('institutions.studentData.progressOf', { name, course: one.courseName })}
            />
            <span className="w-10 shrink-0 text-right">{one.progress}%</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A page of the institution's learners, one row a person: their classes with their progress,
 * when they were last active, their learning time and when they joined.
 */
export function StudentDataTable({ students }: { students: readonly StudentData[] }) {
  const { t } = useTranslation();
  const label = (column: (typeof COLUMNS)[number]) => t(`institutions.studentData.columns.${column}`);
  return (
    <SectionTable caption={t('institutions.studentData.caption')} columns={COLUMNS} label={label}>
      {students.map((student) => (
        <tr key={student.userId} className="border-t border-slate-200">
          <th scope="row" className="px-4 py-3 align-top font-semibold text-slate-900">
            {student.fullName}
          </th>
          <PersonCell label={label('email')}>{student.email}</PersonCell>
          <PersonCell label={label('classes')}>
            <ClassList name={student.fullName} classes={student.classes} />
          </PersonCell>
          <PersonCell label={label('lastActive')}>
            {student.lastActiveAt ? (
              <Day iso={student.lastActiveAt} />
            ) : (
              <span className="text-slate-600">{t('institutions.studentData.never')}</span>
            )}
          </PersonCell>
          <PersonCell label={label('learningTime')}>
            {learningTime(student.learningTimeSeconds, t)}
          </PersonCell>
          <PersonCell label={label('joined')}>
            <Day iso={student.joinedAt} />
          </PersonCell>
        </tr>
      ))}
    </SectionTable>
  );
}
