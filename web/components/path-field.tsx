import { useTranslation } from 'react-i18next';
import { PAGE_PATH_MAX } from '../../common/api/page-admin';
import { usePathCheck } from '../hooks/use-path-check';
import { reasonText } from '../lib/reason-text';
import { LINK_BUTTON } from './button-styles';
import { TextField } from './text-field';

interface PathFieldProps {
  coursePath: string;
  value: string;
  onChange: (path: string) => void;
  /** The page being renamed (its own path counts as free). */
  pageId?: string;
  /** The server's reason from a failed save (in the interface language), shown instead of the check. */
  error?: string | undefined;
}

/** The page path field with its live path check and, when the path is taken, a one-click suggestion. */
export function PathField({ coursePath, value, onChange, pageId, error }: PathFieldProps) {
  const { t } = useTranslation();
  const check = usePathCheck(coursePath, value, pageId);
  const failedReason = check.status === 'failed' && check.reason ? reasonText(check.reason) : undefined;
  return (
    <div>
      <TextField
        label={t('pageHelper.path')}
        name="path"
        value={value}
        maxLength={PAGE_PATH_MAX}
        autoComplete="off"
        spellCheck={false}
        error={error ?? failedReason}
        hint={t('pageHelper.pathHint', { coursePath, path: value.trim().toLowerCase() || '…' })}
        onChange={(event) => onChange(event.target.value)}
      />
      <p role="status" className="mt-1 text-sm text-slate-700" data-path-check={check.status}>
        {check.status === 'start' && t('pageHelper.pathCheck.start')}
        {check.status === 'success' && t('pageHelper.pathCheck.success')}
        {check.status === 'empty' && t('pageHelper.pathCheck.empty')}
        {check.status === 'failed' && !error && t('pageHelper.pathCheck.failed')}
      </p>
      {check.status === 'failed' && check.suggestion && (
        <button
          type="button"
          className={`${LINK_BUTTON} text-sm`}
          onClick={() => onChange(check.suggestion ?? '')}
        >
          {t('pageHelper.pathCheck.useSuggestion', { path: check.suggestion })}
        </button>
      )}
    </div>
  );
}
