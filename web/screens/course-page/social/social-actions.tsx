import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { ConfirmDialog } from '../../page-editor/confirm-dialog';
import { KudosButton } from './kudos-button';
import { ReportDialog } from './report-dialog';

/** The look of a post's or comment's action buttons. */
export const SOCIAL_ACTION = 'rounded px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100';

// The words of each action, by what it acts on (keys listed whole so the typed t checks them).
const WORDS = {
  post: {
    edit: 'social.post.edit',
    remove: 'social.post.remove',
    removeTitle: 'social.post.removeTitle',
    removeBody: 'social.post.removeBody',
    hide: 'social.moderation.hidePost',
    unhide: 'social.moderation.unhidePost',
    report: 'social.report.postAction',
  },
  comment: {
    edit: 'social.comments.edit',
    remove: 'social.comments.remove',
    removeTitle: 'social.comments.removeTitle',
    removeBody: 'social.comments.removeBody',
    hide: 'social.moderation.hideComment',
    unhide: 'social.moderation.unhideComment',
    report: 'social.report.commentAction',
  },
} as const;

/** A mutation as the action row drives it: started, pending, failed. */
interface ActionMutation<Variables> {
  mutate: (variables: Variables) => void;
  isPending: boolean;
  error: unknown;
}

/** What the row reads of a post or a comment: its kudos and what the reader may do. */
interface SocialItem {
  id: string;
  kudosCount: number;
  kudosGiven: boolean;
  canEdit: boolean;
  canRemove: boolean;
  canModerate: boolean;
}

interface SocialActionsProps {
  kind: keyof typeof WORDS;
  item: SocialItem;
  /** The row's own look (a post's has a rule above it). */
  className: string;
  /** Kudos: what they are for ("Siti's post"), the toggle, and who gave them (read when opened). */
  subject: string;
  kudos: ActionMutation<boolean>;
  givers: ReactNode;
  /** What follows kudos in the row: Comments on a post, Reply on a comment. */
  children: ReactNode;
  /** Being edited: no Edit then. */
  editing: boolean;
  onEdit: () => void;
  removal: ActionMutation<void>;
  hidden: boolean;
  hiding: ActionMutation<boolean>;
  /** The reader wrote it: no kudos from them, and no Report. */
  own: boolean;
}

/**
 * The action row of a post or a comment: kudos, its own next action (`children`), Edit, Remove
 * (after a confirmation), Hide or Unhide for moderators, and Report for anyone but its author, with
 * the failure of a removal or a hiding under it.
 */
export function SocialActions(props: SocialActionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const { item } = props;
  const words = WORDS[props.kind];
  const target = props.kind === 'post' ? { postId: item.id } : { commentId: item.id };
  return (
    <>
      <div className={props.className}>
        <KudosButton
          count={item.kudosCount}
          given={item.kudosGiven}
          subject={props.subject}
          onToggle={(given) => props.kudos.mutate(given)}
          pending={props.kudos.isPending}
          error={props.kudos.error}
          givers={props.givers}
          own={props.own}
        />
        {props.children}
        {item.canEdit && !props.editing && (
          <button type="button" onClick={props.onEdit} className={SOCIAL_ACTION}>
            {t(words.edit)}
          </button>
        )}
        {item.canRemove && (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={`${SOCIAL_ACTION} text-red-800`}
          >
            {t(words.remove)}
          </button>
        )}
        {item.canModerate && (
          <button
            type="button"
            onClick={() => props.hiding.mutate(!props.hidden)}
            disabled={props.hiding.isPending}
            className={SOCIAL_ACTION}
          >
            {props.hidden ? t(words.unhide) : t(words.hide)}
          </button>
        )}
        {!props.own && (
          <button type="button" onClick={() => setReporting(true)} className={SOCIAL_ACTION}>
            {t(words.report)}
          </button>
        )}
      </div>
      <ErrorAlert error={props.removal.error ?? props.hiding.error} />
      {reporting && <ReportDialog target={target} onClose={() => setReporting(false)} />}
      {confirming && (
        <ConfirmDialog
          title={t(words.removeTitle)}
          body={t(words.removeBody)}
          confirmLabel={t(words.remove)}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            props.removal.mutate();
          }}
        />
      )}
    </>
  );
}
