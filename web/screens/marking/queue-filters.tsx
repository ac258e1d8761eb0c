import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkingQueue } from '../../../common/api/assessment';
import { QUEUE_LEARNER_MAX } from '../../../common/domain/assessment/queue-limits';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { QUEUE_STATUSES, type QueueStatus, type QueueView } from './queue-view';

interface QueueFiltersProps {
  view: QueueView;
  classes: MarkingQueue['classes'];
  /** Apply a change of filters (the page starts again at 1). */
  onChange: (patch: Partial<QueueView>) => void;
}

/** The queue's filters: a class, where the work stands, and a learner's name (searched on submit). */
export function QueueFilters({ view, classes, onChange }: QueueFiltersProps) {
  const { t } = useTranslation();
  const [learner, setLearner] = useState(view.learner);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ learner: learner.trim() });
  };
  return (
    <div className="grid gap-4 md:grid-cols-3 md:items-end">
      <SelectField
        label={t('marking.filters.class')}
        value={view.cohortPath}
        placeholder={t('marking.filters.allClasses')}
        options={classes.map((cohort) => ({
          value: cohort.path,
          label: t('marking.filters.classOption', { cohort: cohort.name, course: cohort.courseName }),
        }))}
        onChange={(cohortPath) => onChange({ cohortPath })}
      />
      <SelectField
        label={t('marking.filters.status')}
        value={view.status}
        options={QUEUE_STATUSES.map((status) => ({
          value: status,
          label: t(`marking.filters.statuses.${status}`),
        }))}
        onChange={(status) => onChange({ status: status as QueueStatus })}
      />
      {/* biome-ignore lint/a11y/useSemanticElements: role="search" works in every browser; <search> is too new for some. */}
      <form role="search" onSubmit={search} className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={t('marking.filters.learner')}
            type="search"
            value={learner}
            maxLength={QUEUE_LEARNER_MAX}
            onChange={(event) => setLearner(event.target.value)}
          />
        </div>
        <button type="submit" className={SECONDARY_BUTTON}>
          {t('marking.filters.search')}
        </button>
      </form>
    </div>
  );
}
