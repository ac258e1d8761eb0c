import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstitutionCourse } from '../../../common/api/institution';
import { archiveInstitutionCourse, institutionCoursesQuery } from '../../api/institutions';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { AddCourseForm } from './add-course-form';
import { CoursesTable } from './courses-table';
import { RemoveCourseDialog } from './remove-course-dialog';
import { ListSection, QueryBody, SectionHeading } from './section-parts';
import { useSaveCourses } from './use-save-courses';

/**
 * The Courses action: the institution's courses in use and, apart, its archived ones; archiving
 * or restoring one, removing one after a confirmation, and adding one the caller administers.
 * What was done is announced.
 */
export function CoursesSection({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const courses = useQuery(institutionCoursesQuery(institutionPath));
  const saveCourses = useSaveCourses(institutionPath);
  const [removing, setRemoving] = useState<InstitutionCourse | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const archive = useMutation({
    mutationFn: (course: InstitutionCourse) =>
      archiveInstitutionCourse(institutionPath, {
        coursePath: course.path,
        archived: course.status === 'active',
      }),
    onMutate: () => setAnnouncement(''),
    onSuccess: (answer, course) => {
      saveCourses(answer);
      const done = course.status === 'active' ? 'archived' : 'restored';
      setAnnouncement(t(`institutions.courses.${done}`, { name: course.name }));
    },
  });
  const inUse = courses.data?.filter((course) => course.status === 'active') ?? [];
  const archived = courses.data?.filter((course) => course.status === 'archived') ?? [];
  const tableProps = {
    pendingPath: archive.isPending ? archive.variables.path : undefined,
    onArchive: (course: InstitutionCourse) => archive.mutate(course),
    onRemove: setRemoving,
  };

  return (
    <div className="space-y-8">
      <ListSection
        id="courses-heading"
        heading={t('institutions.courses.heading')}
        lead={t('institutions.courses.lead')}
        announcement={announcement}
      >
        <QueryBody
          query={courses}
          loading={t('institutions.courses.loading')}
          loadError={t('institutions.courses.loadError')}
        >
          {(all) =>
            all.length === 0 ? (
              <EmptyState
                title={t('institutions.courses.emptyTitle')}
                body={t('institutions.courses.emptyBody')}
              />
            ) : (
              <>
                <FormAlert message={archive.isError ? t('institutions.courses.saveError') : undefined} />
                {inUse.length > 0 ? (
                  <CoursesTable caption={t('institutions.courses.caption')} courses={inUse} {...tableProps} />
                ) : (
                  <p className="text-slate-600">{t('institutions.courses.allArchived')}</p>
                )}
                {archived.length > 0 && (
                  <section aria-labelledby="archived-courses-heading" className="space-y-4 pt-4">
                    <SectionHeading
                      id="archived-courses-heading"
                      heading={t('institutions.courses.archivedHeading')}
                      lead={t('institutions.courses.archivedLead')}
                      level={3}
                    />
                    <CoursesTable
                      caption={t('institutions.courses.archivedCaption')}
                      courses={archived}
                      {...tableProps}
                    />
                  </section>
                )}
              </>
            )
          }
        </QueryBody>
      </ListSection>
      <AddCourseForm
        institutionPath={institutionPath}
        onAdded={(name) => setAnnouncement(t('institutions.courses.added', { name }))}
      />
      {removing && (
        <RemoveCourseDialog
          institutionPath={institutionPath}
          course={removing}
          onRemoved={() => {
            setAnnouncement(t('institutions.courses.removed', { name: removing.name }));
            setRemoving(null);
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
