import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { downloadText } from '../../lib/download-text';

/** Recovery keys shown once, with copy and download, until the person says they saved them. */
export function RecoveryKeysPanel({ keys, onDone }: { keys: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = `${keys.join('\n')}\n`;

  async function copy() {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  }

  function download() {
    downloadText(text, 'recovery-keys.txt');
  }

  return (
    <div className="space-y-4">
      <h3 className="font-semibold text-slate-900">{t('accountSecurity.mfa.keysTitle')}</h3>
      <p className="text-sm leading-6 text-slate-700">{t('accountSecurity.mfa.keysHelp')}</p>
      <ul
        aria-label={t('accountSecurity.mfa.keysTitle')}
        className="grid max-w-md grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900"
      >
        {keys.map((key) => (
          <li key={key} data-testid="recovery-key">
            {key}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={copy} className={SECONDARY_BUTTON}>
          {t('accountSecurity.mfa.copy')}
        </button>
        <button type="button" onClick={download} className={SECONDARY_BUTTON}>
          {t('accountSecurity.mfa.download')}
        </button>
        <button type="button" onClick={onDone} className={PRIMARY_BUTTON}>
          {t('accountSecurity.mfa.done')}
        </button>
      </div>
      <p role="status" className="text-sm font-medium text-brand-800">
        {copied ? t('accountSecurity.mfa.copied') : ''}
      </p>
    </div>
  );
}
