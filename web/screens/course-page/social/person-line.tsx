import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SocialPerson } from '../../../../common/api/feed';
import { initials } from '../../../components/initials';
import { profilePath } from '../../../lib/paths';
import { RelativeTime } from './relative-time';

/** A small round photo, or initials; decorative, as the name beside it says who it is. */
export function PersonAvatar({ person, size = 'size-9' }: { person: SocialPerson; size?: string }) {
  return person.avatarUrl ? (
    <img
      src={person.avatarUrl}
      alt=""
      width={36}
      height={36}
      className={`${size} shrink-0 rounded-full bg-slate-100 object-cover`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white`}
    >
      {initials(person.fullName)}
    </span>
  );
}

/** A person's name, a link to their profile when they have one. */
export function PersonName({ person, id }: { person: SocialPerson; id?: string }) {
  const className = 'font-semibold text-slate-900';
  return person.profileName ? (
    <Link id={id} to={profilePath(person.profileName)} className={`${className} hover:underline`}>
      {person.fullName}
    </Link>
  ) : (
    <span id={id} className={className}>
      {person.fullName}
    </span>
  );
}

/**
 * Who wrote something and when: avatar, name (linked to the profile), how long ago, and "edited"
 * when it was changed since; `extra` follows (a post's kind).
 */
export function PersonLine({
  person,
  nameId,
  createdAt,
  editedAt,
  extra,
}: {
  person: SocialPerson;
  nameId?: string;
  createdAt: string;
  editedAt: string | null;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <PersonAvatar person={person} />
      <div className="min-w-0 text-sm">
        <PersonName person={person} id={nameId} />
        <p className="flex flex-wrap items-center gap-x-2 text-slate-600">
          <RelativeTime iso={createdAt} />
          {editedAt && <span title={editedAt}>{t('social.time.edited')}</span>}
          {extra}
        </p>
      </div>
    </div>
  );
}
