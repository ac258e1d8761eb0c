import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uncertifiedLearnersQuery } from '../../api/certification-admin';
import { classListQuery } from '../../api/class-admin';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { SelectField } from '../../components/select-field';
import { ConfirmDialog } from '../page-editor/confirm-dialog';
import type { CertificateBatch } from './use-certificate-batch';

/** The most learners the uncertified list answers (the server's limit): a full list may hold more. */
const UNCERTIFIED_SHOWN_MAX = 50;

/**
 * "Issue to every learner without a certificate", of the whole course or of one of its classes
 * (chosen when it has several), after a confirmation that says how many learners it concerns when
 * that is known: the uncertified list of the whole course, when it is not cut at its limit.
 */
export function IssueToEveryone({ coursePath, batch }: { coursePath: string; batch: CertificateBatch }) {
  const { t } = useTranslation();
  const [cohortPath, setCohortPath] = useState('');
  const [confirming, setConfirming] = useState(false);
  const classes = useQuery(classListQuery(coursePath)).data?.classes ?? [];
  const uncertified = useQuery(uncertifiedLearnersQuery(coursePath, '')).data;
  const className = classes.find((each) => each.path === cohortPath)?.name;
  const count =
    uncertified && uncertified.length < UNCERTIFIED_SHOWN_MAX && !className ? uncertified.length : null;

  let body: string;
  if (className) body = t('certificationAdmin.bulk.confirmClass', { className });
  else if (count !== null) body = t('certificationAdmin.bulk.confirmCount', { count });
  else body = t('certificationAdmin.bulk.confirmAll');

  return (
    <div className="flex flex-wrap items-end gap-3">
      {classes.length > 1 && (
        <div className="w-full max-w-xs">
          <SelectField
            label={t('certificationAdmin.bulk.class')}
            value={cohortPath}
            placeholder={t('certificationAdmin.bulk.allClasses')}
            options={classes.map((each) => ({ value: each.path, label: each.name }))}
            onChange={setCohortPath}
          />
        </div>
      )}
      <button
        type="button"
        className={PRIMARY_BUTTON}
        disabled={batch.busy || count === 0}
        onClick={() => setConfirming(true)}
      >
        {t('certificationAdmin.bulk.everyone')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('certificationAdmin.bulk.confirmTitle')}
          body={`${body} ${t('certificationAdmin.bulk.confirmRules')}`}
          confirmLabel={t('certificationAdmin.bulk.confirm')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            batch.start.mutate({ learners: 'uncertified', ...(cohortPath ? { cohortPath } : {}) });
          }}
        />
      )}
    </div>
  );
}
