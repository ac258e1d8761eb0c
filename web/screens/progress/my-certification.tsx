import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  CertificatePrice,
  MyCertification as Certification,
  MyCertificate,
} from '../../../common/api/certification';
import { certificatePdfPath, verificationPath } from '../../../common/certificate-paths';
import { myCertificationQuery } from '../../api/certificates';
import { createCheckout } from '../../api/checkout-create';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { checkoutPath } from '../../lib/checkout-path';
import { formatMoney } from '../../lib/format-money';
import { CertificateDate } from '../certificate-verification/certificate-date';
import { CertificateRequest } from './certificate-request';

const ISSUING_POLL_MS = 2000;

/** Has the learner met the course's rule (every page done, or the assessment passed)? */
function metRule(status: Certification): boolean {
  if (status.issueRule === 'completion')
    return status.totalPages > 0 && status.completedPages >= status.totalPages;
  const standing = status.assessment;
  return (
    status.issueRule === 'assessment' &&
    standing !== null &&
    standing.items > 0 &&
    standing.unscored === 0 &&
    standing.grade !== null &&
    standing.grade >= standing.passMark
  );
}

/** Has the learner met the course's rule and its learning time, with the certificate not there yet? */
const earnedNotIssued = (status: Certification) =>
  status.offered &&
  !status.certificate &&
  metRule(status) &&
  status.learningMinutes >= (status.minLearningMinutes ?? 0);

/** What the learner pays for the certificate they earned, when it is sold (issuing by hand stays free). */
const priceToPay = (status: Certification) =>
  status.issueRule !== 'manual' && earnedNotIssued(status) ? status.price : null;

/** Is the certificate being issued, the rule met and nothing to pay? */
const onItsWay = (status: Certification) => earnedNotIssued(status) && !priceToPay(status);

/**
 * The certification status of the course progress page (spec §2): the learner's certificate with
 * its links, what the course asks before it issues one, or, earned and sold, its price and a way to
 * buy it. Nothing when the course issues none.
 */
export function MyCertification({ coursePath }: { coursePath: string }) {
  const { t } = useTranslation();
  const certification = useQuery({
    ...myCertificationQuery(coursePath),
    retry: false,
    // The rule met and nothing to pay: the certificate is being issued, so ask again until it is there.
    refetchInterval: (query) => (query.state.data && onItsWay(query.state.data) ? ISSUING_POLL_MS : false),
  });
  const status = certification.data;
  if (!status || (!status.offered && !status.certificate)) return null;
  const price = priceToPay(status);
  return (
    <section aria-labelledby="certification-heading" className="space-y-3">
      <h3 id="certification-heading" className="text-lg font-semibold text-slate-900">
        {t('progress.certification.title')}
      </h3>
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        {status.certificate ? (
          <Earned certificate={status.certificate} />
        ) : price ? (
          <BuyCertificate coursePath={coursePath} price={price} />
        ) : onItsWay(status) ? (
          <p role="status" className="text-slate-700">
            {t(
              status.issueRule === 'assessment'
                ? 'progress.certification.onItsWayPassed'
                : 'progress.certification.onItsWay',
            )}
          </p>
        ) : (
          <>
            <Requirements status={status} />
            {status.offered && status.issueRule === 'manual' && (
              <CertificateRequest coursePath={coursePath} status={status} />
            )}
          </>
        )}
      </div>
    </section>
  );
}

/** The certificate earned and sold: its price, and a button that opens its checkout. */
function BuyCertificate({ coursePath, price }: { coursePath: string; price: CertificatePrice }) {
  const { t } = useTranslation();
  const buy = useMutation({
    mutationFn: () => createCheckout([{ type: 'certificate', productID: coursePath }]),
    // A full page load, as a class card's Buy button: the checkout's document carries the policy
    // that lets the gateway's fields in.
    onSuccess: ({ paymentTransactionId }) => window.location.assign(checkoutPath(paymentTransactionId)),
  });
  const money = formatMoney(price.amount, price.currency);
  // Busy from the press until the checkout's page replaces this one.
  const busy = buy.isPending || buy.isSuccess;
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-slate-700">{t('progress.certification.forSale', { price: money })}</p>
      <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={() => buy.mutate()}>
        {busy ? t('progress.certification.buying') : t('progress.certification.buy', { price: money })}
      </button>
      <ErrorAlert error={buy.error} />
    </div>
  );
}

function Earned({ certificate }: { certificate: MyCertificate }) {
  const { t } = useTranslation();
  if (certificate.status === 'revoked') {
    return <p className="text-red-900">{t('progress.certification.revoked')}</p>;
  }
  return (
    <div className="space-y-3">
      <p className="font-semibold text-emerald-900">
        {t('progress.certification.earned')} <CertificateDate iso={certificate.issuedAt} />
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={verificationPath(certificate.code)} className={SECONDARY_BUTTON}>
          {t('progress.certification.view')}
        </Link>
        <a href={certificatePdfPath(certificate.code)} className={SECONDARY_BUTTON}>
          {t('progress.certification.downloadPdf')}
        </a>
      </div>
    </div>
  );
}

/** What the course's rule asks, and where the learner stands against it. */
function RuleRequirement({ status }: { status: Certification }) {
  const { t } = useTranslation();
  const standing = status.assessment;
  if (status.issueRule === 'completion')
    return (
      <li>
        {t('progress.certification.onCompletion', {
          completed: status.completedPages,
          total: status.totalPages,
        })}
      </li>
    );
  if (status.issueRule === 'manual' || !standing) return <li>{t('progress.certification.byHand')}</li>;
  return (
    <>
      <li>
        {standing.grade === null
          ? t('progress.certification.onPassNoGrade', { passMark: standing.passMark })
          : t('progress.certification.onPass', { passMark: standing.passMark, grade: standing.grade })}
      </li>
      {standing.unscored > 0 && (
        <li>{t('progress.certification.unscored', { count: standing.unscored, total: standing.items })}</li>
      )}
    </>
  );
}

function Requirements({ status }: { status: Certification }) {
  const { t } = useTranslation();
  return (
    <ul className="list-disc space-y-1 pl-5 text-slate-700">
      <RuleRequirement status={status} />
      {status.minLearningMinutes !== null && status.minLearningMinutes > 0 && (
        <li>
          {t('progress.certification.learningTime', {
            minutes: status.learningMinutes,
            required: status.minLearningMinutes,
          })}
        </li>
      )}
    </ul>
  );
}
