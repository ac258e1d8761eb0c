import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InstitutionCourse } from '../../../common/api/institution';
import { removeInstitutionCourse } from '../../api/institutions';
import { serverFieldErrors } from '../../lib/field-error';
import { ConfirmDialog } from './confirm-dialog';
import { useSaveCourses } from './use-save-courses';

/**
 * Taking a course out of the institution, once confirmed: the course, its classes and learners
 * stay, the institution's team no longer administers it. A refusal shows its reason, any other
 * failure the spec's words; the dialog stays open either way.
 */
export function RemoveCourseDialog({
  institutionPath,
  course,
  onRemoved,
  onClose,
}: {
  institutionPath: string;
  course: InstitutionCourse;
  onRemoved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const saveCourses = useSaveCourses(institutionPath);
  const remove = useMutation({
    mutationFn: () => removeInstitutionCourse(institutionPath, course.path),
    onSuccess: (courses) => {
      saveCourses(courses, { addableChanged: true });
      onRemoved();
    },
  });
  const error = remove.error
    ? (Object.values(serverFieldErrors(remove.error))[0] ?? t('institutions.courses.removeError'))
    : undefined;
  return (
    <ConfirmDialog
      title={t('institutions.courses.removeTitle', { name: course.name })}
      error={error}
      confirmLabel={t('institutions.courses.confirmRemove')}
      pendingLabel={t('institutions.courses.removing')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    >
      <p className="text-slate-700">{t('institutions.courses.removeBody')}</p>
    </ConfirmDialog>
  );
}
