import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { addableCoursesQuery, addInstitutionCourse } from '../../api/institutions';
import { LINK_BUTTON, PRIMARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { SelectField } from '../../components/select-field';
import { fieldErrorOf } from '../../lib/field-error';
import { QueryBody, SectionHeading } from './section-parts';
import { useSaveCourses } from './use-save-courses';

/**
 * Adding one of the courses the caller administers that belong to no institution: the server's
 * reason (another institution's, already added) shows by the select, and the choice stays. With
 * none to add, a way to create one.
 */
export function AddCourseForm({
  institutionPath,
  onAdded,
}: {
  institutionPath: string;
  onAdded: (name: string) => void;
}) {
  const { t } = useTranslation();
  const addable = useQuery(addableCoursesQuery(institutionPath));
  const saveCourses = useSaveCourses(institutionPath);
  const [coursePath, setCoursePath] = useState('');
  const add = useMutation({
    mutationFn: (path: string) => addInstitutionCourse(institutionPath, path),
    onSuccess: (courses, path) => {
      saveCourses(courses, { addableChanged: true });
      setCoursePath('');
      onAdded(courses.find((course) => course.path === path)?.name ?? path);
    },
  });
  const courseError = fieldErrorOf(add.error, 'coursePath');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    add.mutate(coursePath);
  }

  return (
    <section aria-labelledby="add-course-heading" className="max-w-2xl space-y-4">
      <SectionHeading
        id="add-course-heading"
        heading={t('institutions.courses.addHeading')}
        lead={t('institutions.courses.addLead')}
      />
      <QueryBody
        query={addable}
        loading={t('institutions.courses.addableLoading')}
        loadError={t('institutions.courses.addableLoadError')}
      >
        {(courses) =>
          courses.length === 0 ? (
            <p className="text-slate-600">
              {t('institutions.courses.noneToAdd')}{' '}
              <Link to={SCREEN_ROUTES.createCourse} className={LINK_BUTTON}>
                {t('institutions.courses.createCourse')}
              </Link>
            </p>
          ) : (
            <form noValidate onSubmit={handleSubmit} className="space-y-4">
              <SelectField
                label={t('institutions.courses.course')}
                placeholder={t('institutions.courses.chooseCourse')}
                value={coursePath}
                options={courses.map((course) => ({ value: course.path, label: course.name }))}
                onChange={(value) => {
                  setCoursePath(value);
                  if (add.isError) add.reset();
                }}
                error={courseError}
              />
              <ErrorAlert error={courseError ? null : add.error} />
              <button type="submit" disabled={add.isPending} className={PRIMARY_BUTTON}>
                {add.isPending ? t('institutions.courses.adding') : t('institutions.courses.add')}
              </button>
            </form>
          )
        }
      </QueryBody>
    </section>
  );
}
