import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomDomain } from '../../../common/api/custom-domain';
import { customDomainChanges, customDomainKey } from '../../api/custom-domain';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { exactTime } from '../../lib/time-format';

/**
 * Where the domain stands (waiting for its DNS, or live at its portal's address) and the steps that
 * make it live: the TXT record proving the institution holds the domain, the CNAME record sending
 * its requests to the platform, and HTTPS. The check asks the DNS now and says what it found.
 */
export function CustomDomainSteps({
  institutionPath,
  domain,
}: {
  institutionPath: string;
  domain: CustomDomain;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: () => customDomainChanges.verify(institutionPath),
    onSuccess: (answer) => queryClient.setQueryData(customDomainKey(institutionPath), answer),
  });
  const live = domain.status === 'verified';
  // A platform reached by its IP address (a test machine) takes an A record; a host name, a CNAME.
  const pointing = /^\d{1,3}(\.\d{1,3}){3}$/.test(domain.target) ? 'A' : 'CNAME';
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {t('institutions.domain.stepsHeading', { domain: domain.domain })}
        </h3>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${live ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
        >
          {live ? t('institutions.domain.statusLive') : t('institutions.domain.statusPending')}
        </span>
      </div>
      {live && (
        <p className="text-sm text-slate-700">
          {t('institutions.domain.liveAt')}{' '}
          <a href={domain.portalUrl} className="font-semibold text-brand-700 underline">
            {domain.portalUrl}
          </a>
        </p>
      )}
      <ol className="list-decimal space-y-5 pl-5 text-sm text-slate-700">
        <li className="space-y-2">
          <p className="font-medium text-slate-900">{t('institutions.domain.txtStep')}</p>
          <RecordTable
            rows={[
              [t('institutions.domain.recordType'), 'TXT'],
              [t('institutions.domain.recordName'), domain.verification.name],
              [t('institutions.domain.recordValue'), domain.verification.value],
            ]}
          />
        </li>
        <li className="space-y-2">
          <p className="font-medium text-slate-900">
            {t('institutions.domain.cnameStep', { type: pointing })}
          </p>
          <RecordTable
            rows={[
              [t('institutions.domain.recordType'), pointing],
              [t('institutions.domain.recordName'), domain.domain],
              [t('institutions.domain.recordTarget'), domain.target],
            ]}
          />
        </li>
        <li>
          <p className="font-medium text-slate-900">{t('institutions.domain.tlsStep')}</p>
          <p className="mt-1">{t('institutions.domain.tlsBody', { domain: domain.domain })}</p>
        </li>
      </ol>
      <div className="space-y-2 border-t border-slate-200 pt-4">
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            disabled={check.isPending}
            onClick={() => check.mutate()}
            className={PRIMARY_BUTTON}
          >
            {check.isPending ? t('institutions.domain.checking') : t('institutions.domain.check')}
          </button>
          {domain.checkedAt && (
            <p className="text-sm text-slate-600">
              {t('institutions.domain.lastChecked', { time: exactTime(domain.checkedAt, i18n.language) })}
            </p>
          )}
        </div>
        <p role="status" className="text-sm">
          {check.isSuccess && !domain.checkFailure && (
            <span className="font-medium text-green-800">{t('institutions.domain.checkPassed')}</span>
          )}
        </p>
        {domain.checkFailure && (
          <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t(`institutions.domain.failures.${domain.checkFailure}`, { name: domain.verification.name })}
          </p>
        )}
        <ErrorAlert error={check.error} />
      </div>
    </section>
  );
}

/** A DNS record's fields, each value with a button that copies it. */
function RecordTable({ rows }: { rows: Array<[label: string, value: string]> }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr_max-content] items-center gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3">
      {rows.map(([label, value]) => (
        <RecordRow key={label} label={label} value={value} />
      ))}
    </dl>
  );
}

function RecordRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(value);
    setCopied(true);
  }
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="break-all font-mono text-slate-900">{value}</dd>
      <dd>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          onClick={() => void copy()}
          aria-label={t('institutions.domain.copyLabel', { label })}
        >
          {copied ? t('institutions.domain.copied') : t('institutions.domain.copy')}
        </button>
      </dd>
    </>
  );
}
