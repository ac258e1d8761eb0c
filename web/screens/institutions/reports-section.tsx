import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CourseCompletion, completionCsvUrl } from '../../../common/api/completion-report';
import { completionReportQuery } from '../../api/completion-report';
import { LINK_BUTTON } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { institutionAdminPath } from '../../lib/institution-paths';
import { CompletionTableView, type TableTarget } from './completion-table';
import { PersonCell } from './people-table';
import { QueryBody, SectionHeading, SectionTable } from './section-parts';

const COLUMNS = ['class', 'learners', 'completed', 'rate', 'actions'] as const;

/** `completed` of `learners` as a whole percentage in `language` ("–" for no learners). */
const rateText = (completed: number, learners: number, language: string) =>
  learners === 0
    ? '–'
    : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
        completed / learners,
      );

/**
 * /institution/admin/?action=reports (spec §2 "reports and completion tables with CSV export"): each
 * of the institution's courses with its classes, how many learners each has and how many completed
 * the course; a course's or a class's learners in a completion table (dates DD/MM/YYYY), each
 * downloadable as CSV.
 */
export function ReportsSection({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const report = useQuery(completionReportQuery(institutionPath));
  const [target, setTarget] = useState<TableTarget | null>(null);
  return (
    <div className="space-y-8">
      <SectionHeading
        id="reports-heading"
        heading={t('institutions.reports.heading')}
        lead={t('institutions.reports.lead')}
      />
      <QueryBody
        query={report}
        loading={t('institutions.reports.loading')}
        loadError={t('institutions.reports.loadError')}
      >
        {(data) =>
          data.courses.length === 0 ? (
            <EmptyState
              title={t('institutions.reports.emptyTitle')}
              body={t('institutions.reports.emptyBody')}
            >
              <Link to={institutionAdminPath('courses', institutionPath)} className={LINK_BUTTON}>
                {t('institutions.reports.toCourses')}
              </Link>
            </EmptyState>
          ) : (
            <div className="space-y-8">
              {data.courses.map((course) => (
                <CourseReport
                  key={course.coursePath}
                  institutionPath={institutionPath}
                  course={course}
                  onOpen={setTarget}
                />
              ))}
            </div>
          )
        }
      </QueryBody>
      {target && (
        <CompletionTableView
          key={`${target.course}/${target.cohort ?? ''}`}
          institutionPath={institutionPath}
          target={target}
        />
      )}
    </div>
  );
}

/** A course's classes with their learners and completions, its total first, each openable as a table. */
function CourseReport({
  institutionPath,
  course,
  onOpen,
}: {
  institutionPath: string;
  course: CourseCompletion;
  onOpen: (target: TableTarget) => void;
}) {
  const { t, i18n } = useTranslation();
  const label = (column: (typeof COLUMNS)[number]) => t(`institutions.reports.columns.${column}`);
  const headingId = `report-${course.coursePath}`;
  const rows = [
    {
      key: '',
      name: t('institutions.reports.allClasses'),
      cohort: undefined,
      learners: course.learners,
      completed: course.completed,
    },
    ...course.classes.map((one) => ({
      key: one.cohortPath,
      name: one.cohortName,
      cohort: one.cohortPath,
      learners: one.learners,
      completed: one.completed,
    })),
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {course.courseName}
      </h3>
      <SectionTable
        caption={t('institutions.reports.caption', { course: course.courseName })}
        columns={COLUMNS}
        label={label}
      >
        {rows.map((row) => {
          const target = {
            course: course.coursePath,
            courseName: course.courseName,
            cohort: row.cohort,
            cohortName: row.name,
          };
          return (
            <tr key={row.key} className="border-t border-slate-200">
              <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-900">
                {row.name}
              </th>
              <PersonCell label={label('learners')}>{row.learners}</PersonCell>
              <PersonCell label={label('completed')}>{row.completed}</PersonCell>
              <PersonCell label={label('rate')}>
                {rateText(row.completed, row.learners, i18n.language)}
              </PersonCell>
              <PersonCell label={label('actions')}>
                <div className="flex flex-wrap gap-4">
                  <button
                    type="button"
                    className={LINK_BUTTON}
                    aria-label={t('institutions.reports.open', { name: row.name })}
                    onClick={() => onOpen(target)}
                  >
                    {t('institutions.reports.openShort')}
                  </button>
                  <a
                    href={completionCsvUrl(institutionPath, course.coursePath, row.cohort)}
                    download
                    className={LINK_BUTTON}
                  >
                    {t('institutions.reports.csv', { name: row.name })}
                  </a>
                </div>
              </PersonCell>
            </tr>
          );
        })}
      </SectionTable>
    </section>
  );
}
