import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { DesignUses } from '../../../common/api/assessment';
import { ApiError } from '../../api/api-error';
import { designUsesQuery, updateDesign } from '../../api/assessment';
import { describeError } from '../../api/describe-error';
import { useAuthState } from '../../auth/use-auth-state';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { ScreenFrame } from '../../components/screen-frame';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../hooks/use-page-title';
import { designPath } from '../../lib/assessment-paths';
import { courseAdminPath, coursePagePath } from '../../lib/paths';
import { draftOf } from '../course-admin/designs/design-draft';
import { DesignEditor } from '../course-admin/designs/design-editor';
import { MarkingQueue } from '../marking/marking-queue';
import { RubricTable } from './rubric-table';

/** The design and the questions marked by it, for its course's writers, with its editor. */
function DesignSection({ uses }: { uses: DesignUses }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { design } = uses;
  return (
    <section aria-labelledby="design-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="design-heading" className="text-xl font-semibold text-slate-900">
          {t('designPage.designHeading')}
        </h2>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={SECONDARY_BUTTON}
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
          >
            {t('designs.edit')}
          </button>
          <Link
            to={courseAdminPath({ action: 'assessment_designs', course: uses.coursePath })}
            className="self-center text-sm text-brand-800 underline"
          >
            {t('designPage.allDesigns', { course: uses.courseName })}
          </Link>
        </div>
      </div>
      {editing ? (
        <DesignEditor
          initial={draftOf(design)}
          save={(fields) => updateDesign(design.id, fields)}
          onDone={() => setEditing(false)}
        />
      ) : design.kind === 'rubric' ? (
        <RubricTable criteria={design.criteria} />
      ) : (
        <p className="text-slate-700">{t('designPage.points', { count: design.totalPoints })}</p>
      )}
      <h3 className="font-semibold text-slate-900">{t('designPage.questionsHeading')}</h3>
      {uses.blocks.length === 0 ? (
        <p className="text-slate-700">{t('designPage.questionsNone')}</p>
      ) : (
        <ul className="space-y-2">
          {uses.blocks.map((block) => (
            <li key={block.blockId} className="rounded-lg border border-slate-200 px-3 py-2">
              <span className="block text-slate-900">{block.question || t('designPage.untitled')}</span>
              <Link
                to={coursePagePath(uses.coursePath, block.pagePath, 'edit')}
                className="text-sm text-brand-800 underline"
              >
                {t('designPage.openPage', { page: block.pageTitle })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /assessment/design/{designId}/{studentId?}/ (spec §2 /assessment/{action}/…): an assessment design.
 * Its course's writers see it (a rubric's criteria and levels, or its points), edit it, and see the
 * questions marked by it; whoever teaches classes sees the work marked by it there, to mark as on
 * /marking/, and one learner's with studentId.
 */
export function DesignScreen() {
  const { t } = useTranslation();
  const { designId = '', studentId } = useParams();
  const { currentUser, userLoaded } = useAuthState();
  const uses = useQuery({ ...designUsesQuery(designId), enabled: currentUser !== null, retry: false });
  // A teacher who does not write the course reads no design: they see the work alone.
  const hidden = uses.error instanceof ApiError && uses.error.status === 404;
  const design = uses.data?.design;
  usePageTitle(design?.name ?? t('designPage.title'));
  const base = designPath(designId, studentId);

  let body: React.ReactNode;
  if (!userLoaded) body = <p role="status">{t('app.loading')}</p>;
  else if (!currentUser) body = <SignInPrompt message={t('designPage.signedOut')} />;
  else {
    body = (
      <div className="space-y-10">
        {uses.isPending && <p role="status">{t('app.loading')}</p>}
        {uses.isError && !hidden && <FormAlert message={describeError(uses.error)} />}
        {uses.isSuccess && <DesignSection uses={uses.data} />}
        <section aria-labelledby="work-heading" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="work-heading" className="text-xl font-semibold text-slate-900">
              {studentId ? t('designPage.learnerWorkHeading') : t('designPage.workHeading')}
            </h2>
            {studentId && (
              <Link to={designPath(designId)} className="text-sm text-brand-800 underline">
                {t('designPage.allLearners')}
              </Link>
            )}
          </div>
          <p className="text-slate-700">{t('designPage.workLead')}</p>
          <MarkingQueue
            key={base}
            base={base}
            scope={{ designId, ...(studentId && { learnerId: studentId }) }}
            {...(!studentId && { learnerPath: (learnerId: string) => designPath(designId, learnerId) })}
          />
        </section>
      </div>
    );
  }
  return (
    <ScreenFrame>
      <PageHeader
        eyebrow={t('designPage.title')}
        title={design?.name ?? t('designPage.title')}
        {...(uses.data && {
          lead: t(`designs.summary.${uses.data.design.kind}`, {
            count: uses.data.design.totalPoints,
            criteria: uses.data.design.criteria.length,
          }),
        })}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">{body}</div>
    </ScreenFrame>
  );
}
