import { useTranslation } from 'react-i18next';
import { classNames } from '../../components/class-names';
import { initials } from '../../components/initials';

/** A round profile photo, or the person's initials on the brand colour when there is none. */
export function Avatar({ name, url, size }: { name: string; url: string | null; size: 'small' | 'large' }) {
  const { t } = useTranslation();
  const box = size === 'large' ? 'size-28 text-3xl ring-4 ring-white' : 'size-10 text-sm';
  if (url) {
    return (
      <img
        src={url}
        alt={t('profile.avatarAlt', { name })}
        width={size === 'large' ? 112 : 40}
        height={size === 'large' ? 112 : 40}
        className={classNames('shrink-0 rounded-full bg-slate-100 object-cover', box)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={classNames(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white',
        box,
      )}
    >
      {initials(name)}
    </span>
  );
}
