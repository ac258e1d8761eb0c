import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterAnnouncement, announcementTargetsQuery, createAnnouncement } from '../../../api/announcements';
import { SECONDARY_BUTTON } from '../../../components/button-styles';
import { SelectField } from '../../../components/select-field';
import { PostComposer } from './post-composer';

/** The whole course, as the "Send to" choice's value (a class path is never empty). */
const WHOLE_COURSE = '';

/**
 * Posting an announcement, for those who may (announcement targets): rich text and attachments,
 * sent to the class at `cohortPath`, another class the caller teaches, or (course staff) the whole
 * course. Nothing is drawn for a learner. A refused announcement keeps its text and reasons
 * (PostComposer); a posted one empties the form and the class feeds read again.
 */
export function AnnouncementComposer({
  cohortPath,
  open: startOpen = false,
}: {
  cohortPath: string;
  open?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const targets = useQuery(announcementTargetsQuery(cohortPath));
  const [open, setOpen] = useState(startOpen);
  const [sendTo, setSendTo] = useState<string>(cohortPath);
  const [posted, setPosted] = useState(false);
  if (!targets.data) return null;
  const { coursePath, wholeCourse, classes } = targets.data;
  if (!wholeCourse && classes.length === 0) return null;
  const options = [
    ...(wholeCourse ? [{ value: WHOLE_COURSE, label: t('social.announcement.wholeCourse') }] : []),
    ...classes.map((each) => ({
      value: each.path,
      label: t('social.announcement.class', { name: each.name }),
    })),
  ];
  const chosen = options.some((option) => option.value === sendTo)
    ? sendTo
    : (options[0]?.value ?? cohortPath);
  const target = { coursePath, cohortPath: chosen === WHOLE_COURSE ? null : chosen };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-slate-900">
          {t('social.announcement.heading')}
        </h4>
        {!open && (
          <button
            type="button"
            onClick={() => {
              setOpen(true);
              setPosted(false);
            }}
            className={SECONDARY_BUTTON}
          >
            {t('social.announcement.start')}
          </button>
        )}
      </div>
      <p role="status" className={posted ? 'text-sm text-green-800' : 'sr-only'}>
        {posted ? t('social.announcement.posted') : ''}
      </p>
      {open && (
        <>
          {options.length > 1 && (
            <SelectField
              label={t('social.announcement.sendTo')}
              value={chosen}
              options={options}
              onChange={setSendTo}
            />
          )}
          <PostComposer
            label={t('social.announcement.label')}
            action={t('social.announcement.post')}
            pendingAction={t('social.announcement.posting')}
            target={target}
            save={(draft) => createAnnouncement({ ...draft, ...target })}
            onSaved={() => {
              setPosted(true);
              afterAnnouncement(queryClient);
            }}
            onCancel={() => setOpen(false)}
          />
        </>
      )}
    </section>
  );
}
