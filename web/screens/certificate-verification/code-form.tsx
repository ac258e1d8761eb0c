import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { verificationPath } from '../../../common/certificate-paths';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { TextField } from '../../components/text-field';

/** Type or paste a certificate's code and open its verification page. */
export function CodeForm({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setError(t('certificateVerification.codeRequired'));
      return;
    }
    setError(undefined);
    void navigate(verificationPath(typed.replace(/\s+/g, '')));
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <div className="min-w-56 flex-1">
        <TextField
          label={t('certificateVerification.codeLabel')}
          hint={t('certificateVerification.codeHint')}
          value={code}
          error={error}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <button type="submit" className={SECONDARY_BUTTON}>
        {t('certificateVerification.check')}
      </button>
    </form>
  );
}
