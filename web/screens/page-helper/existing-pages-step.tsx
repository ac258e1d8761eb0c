import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outlineModules } from '../../../common/api/outline';
import { canWriteCourse } from '../../../common/domain/course-permissions';
import { myCoursesQuery } from '../../api/course-admin';
import { outlineQuery } from '../../api/outline';
import { useAuthState } from '../../auth/use-auth-state';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { SelectField } from '../../components/select-field';
import type { HelperEvent } from './page-helper-steps';
import { StepHeading } from './step-heading';

/** The existing pages step: a course the user may edit (this one first), then one of its pages to copy. */
export function ExistingPagesStep({
  coursePath,
  send,
}: {
  coursePath: string;
  send: (event: HelperEvent) => void;
}) {
  const { t } = useTranslation();
  const isStaff = useAuthState().currentUser?.isStaff ?? false;
  const [chosen, setChosen] = useState(coursePath);
  const courses = useQuery(myCoursesQuery());
  const outline = useQuery(outlineQuery(chosen));
  const editable = (courses.data ?? []).filter((course) => isStaff || canWriteCourse(course.role));
  const options = editable.some((course) => course.path === coursePath)
    ? editable
    : [{ path: coursePath, name: coursePath }, ...editable];
  const modules = outline.data ? outlineModules(outline.data) : [];

  return (
    <div className="space-y-4">
      <StepHeading>{t('pageHelper.steps.existingPages')}</StepHeading>
      <SelectField
        label={t('pageHelper.course')}
        value={chosen}
        options={options.map((course) => ({ value: course.path, label: course.name }))}
        onChange={setChosen}
      />
      <FormAlert message={errorText(courses.error) ?? errorText(outline.error)} />
      {outline.isPending && <p className="text-slate-600">{t('pageHelper.loadingPages')}</p>}
      {outline.isSuccess && modules.every((module) => module.pages.length === 0) && (
        <p className="text-slate-600">{t('pageHelper.noPages')}</p>
      )}
      {modules
        .filter((module) => module.pages.length > 0)
        .map((module) => (
          <section key={module.id} aria-label={module.title} className="space-y-2">
            <h4 className="font-semibold text-slate-800">{module.title}</h4>
            <ul className="space-y-1">
              {module.pages.map((page) => (
                <li key={page.id}>
                  <button
                    type="button"
                    className={`${SECONDARY_BUTTON} w-full justify-start`}
                    onClick={() => send({ type: 'copyPage', pageId: page.id })}
                  >
                    {/* Named "Copy <title>"; the visible title and path say the same to the eye. */}
                    <span className="sr-only">{t('pageHelper.copyNamed', { title: page.title })}</span>
                    <span aria-hidden="true">{page.title}</span>
                    <span aria-hidden="true" className="text-xs font-normal text-slate-500">
                      /{page.path}/
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
