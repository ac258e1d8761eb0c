import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { markingItemQuery } from '../../api/assessment';
import { describeError } from '../../api/describe-error';
import { useAuthState } from '../../auth/use-auth-state';
import { LINK_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { formatDateTime } from '../../lib/format-date-time';
import { coursePagePath } from '../../lib/paths';
import { userTimeZone } from '../../lib/user-time-zone';
import { RichTextBlock } from '../course-page/blocks/rich-text-block';
import { SubmittedWork, submittedFileOf } from '../course-page/quiz/submitted-work';
import { MarkForm } from './mark-form';
import { StatusLabel } from './status-label';

interface MarkingPanelProps {
  attemptId: string;
  /** After a mark is saved or the work returned. */
  onMarked: () => void;
  onClose: () => void;
}

/**
 * One attempt opened from the queue: whose it is and where, the learner's work (its HTML as the
 * server sanitised it, or the file they handed in to download or play) beside the question's guidance, and the form that marks it.
 */
export function MarkingPanel({ attemptId, onMarked, onClose }: MarkingPanelProps) {
  const { t } = useTranslation();
  const timeZone = userTimeZone(useAuthState().currentUser?.timezone);
  const item = useQuery(markingItemQuery(attemptId));
  const back = (
    <button type="button" className={LINK_BUTTON} onClick={onClose}>
      {t('marking.backToQueue')}
    </button>
  );
  if (item.isPending) return <p role="status">{t('app.loading')}</p>;
  if (item.isError) {
    return (
      <div className="space-y-4">
        <FormAlert message={describeError(item.error)} />
        {back}
      </div>
    );
  }
  const work = item.data;
  const html = (work.answers as { html?: unknown } | null)?.html;
  const file = submittedFileOf(work.answers);
  return (
    <section aria-labelledby="marking-item-heading" className="space-y-6">
      {back}
      <div>
        <h2 id="marking-item-heading" className="text-2xl font-semibold text-slate-900">
          {t('marking.itemHeading', { name: work.learnerName })}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {t('marking.itemPlace', { cohort: work.cohortName, course: work.courseName })} ·{' '}
          <Link to={coursePagePath(work.coursePath, work.pagePath)} className="text-brand-800 underline">
            {work.pageTitle}
          </Link>
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {t('marking.submitted', { when: formatDateTime(work.submittedAt, timeZone), number: work.number })}
          {work.late && ` · ${t('marking.late')}`} · <StatusLabel status={work.status} />
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-4">
          <h3 className="text-lg font-semibold text-slate-900">{t('marking.theirWork')}</h3>
          <p className="font-medium text-slate-900">{work.question}</p>
          <div className="rounded-lg border border-slate-200 bg-white p-4">
            {typeof html === 'string' ? (
              <RichTextBlock setupData={{ html }} />
            ) : file ? (
              <SubmittedWork file={file} />
            ) : (
              <p className="text-slate-700">{t('marking.noText')}</p>
            )}
          </div>
          {work.guidance && (
            <p className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {t('marking.guidance', { guidance: work.guidance })}
            </p>
          )}
        </div>
        <MarkForm key={`${work.attemptId}:${work.status}`} item={work} onDone={onMarked} />
      </div>
    </section>
  );
}
