import { useTranslation } from 'react-i18next';
import { SIGNATORIES_MAX, SIGNATORY_NAME_MAX, type Signatory } from '../../../common/api/certification';
import { LINK_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { TextField } from '../../components/text-field';
import { CertificateImageField } from './certificate-image-field';

/**
 * The people who sign the certificate (up to three): name, title and signature image each, with
 * add and remove.
 */
export function SignatoriesField(props: {
  /** The course whose team uploads the signatures; null for a qualification's (platform staff). */
  coursePath: string | null;
  signatories: Signatory[];
  onChange: (signatories: Signatory[]) => void;
  /** The server's reason for a signatory's field, by its index and field. */
  errorOf: (index: number, field: keyof Signatory) => string | undefined;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { signatories, onChange } = props;
  const set = (index: number, change: Partial<Signatory>) =>
    onChange(signatories.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900">
        {t('certificationAdmin.design.signatories')}
      </legend>
      <p className="mt-1 text-sm text-slate-600">
        {t('certificationAdmin.design.signatoriesHint', { max: SIGNATORIES_MAX })}
      </p>
      <ol className="mt-3 space-y-4">
        {signatories.map((signatory, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: signatories are edited in place; their position is their identity.
          <li key={index} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
            <TextField
              label={t('certificationAdmin.design.signatoryName', { number: index + 1 })}
              value={signatory.name}
              maxLength={SIGNATORY_NAME_MAX}
              onChange={(event) => set(index, { name: event.target.value })}
              error={props.errorOf(index, 'name')}
            />
            <TextField
              label={t('certificationAdmin.design.signatoryTitle', { number: index + 1 })}
              value={signatory.title}
              maxLength={SIGNATORY_NAME_MAX}
              onChange={(event) => set(index, { title: event.target.value })}
              error={props.errorOf(index, 'title')}
            />
            <div className="sm:col-span-2">
              <CertificateImageField
                coursePath={props.coursePath}
                kind="signature"
                label={t('certificationAdmin.design.signature', { number: index + 1 })}
                imageKey={signatory.signatureKey}
                onChange={(signatureKey) => set(index, { signatureKey })}
                error={props.errorOf(index, 'signatureKey')}
              />
            </div>
            <button
              type="button"
              className={`${LINK_BUTTON} justify-self-start text-sm`}
              onClick={() => onChange(signatories.filter((_, i) => i !== index))}
            >
              {t('certificationAdmin.design.removeSignatory', { number: index + 1 })}
            </button>
          </li>
        ))}
      </ol>
      {props.error && <p className="mt-2 text-sm text-red-700">{props.error}</p>}
      {signatories.length < SIGNATORIES_MAX && (
        <button
          type="button"
          className={`${SECONDARY_BUTTON} mt-3`}
          onClick={() => onChange([...signatories, { name: '', title: '' }])}
        >
          {t('certificationAdmin.design.addSignatory')}
        </button>
      )}
    </fieldset>
  );
}
