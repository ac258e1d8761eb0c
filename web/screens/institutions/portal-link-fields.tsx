import { useTranslation } from 'react-i18next';
import { PORTAL_LIMITS, type PortalLink } from '../../../common/api/portal';
import { TextField } from '../../components/text-field';

/** A link's label and address, with the server's reasons by each. */
export function PortalLinkFields({
  link,
  onChange,
  labelError,
  urlError,
}: {
  link: PortalLink;
  onChange: (change: Partial<PortalLink>) => void;
  labelError: string | undefined;
  urlError: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={t('institutions.portal.link.label')}
        value={link.label}
        maxLength={PORTAL_LIMITS.linkLabel}
        onChange={(event) => onChange({ label: event.target.value })}
        error={labelError}
      />
      <TextField
        label={t('institutions.portal.link.url')}
        hint={t('institutions.portal.link.urlHint')}
        type="text"
        inputMode="url"
        value={link.url}
        maxLength={PORTAL_LIMITS.linkUrl}
        onChange={(event) => onChange({ url: event.target.value })}
        error={urlError}
      />
    </div>
  );
}
