import { useTranslation } from 'react-i18next';
import { LINK_BUTTON } from '../../components/button-styles';

interface OutlineItemControlsProps {
  /** Which kind of item: it picks the accessible names, which carry the item's title. */
  kind: 'Module' | 'Page';
  title: string;
  /** Absent when the item cannot move that way. */
  onUp: (() => void) | undefined;
  onDown: (() => void) | undefined;
  onRename: () => void;
  onDelete: () => void;
}

const MOVE_BUTTON =
  'rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The controls of a module or page in the outline: move up and down (the keyboard way to reorder
 * what can also be dragged), rename and delete.
 */
export function OutlineItemControls({
  kind,
  title,
  onUp,
  onDown,
  onRename,
  onDelete,
}: OutlineItemControlsProps) {
  const { t } = useTranslation();
  const upLabel = t(`courseOutline.move${kind}Up`, { title });
  const downLabel = t(`courseOutline.move${kind}Down`, { title });
  return (
    <>
      <span className="flex gap-1">
        <button type="button" className={MOVE_BUTTON} aria-label={upLabel} disabled={!onUp} onClick={onUp}>
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className={MOVE_BUTTON}
          aria-label={downLabel}
          disabled={!onDown}
          onClick={onDown}
        >
          <span aria-hidden="true">↓</span>
        </button>
      </span>
      <button
        type="button"
        className={LINK_BUTTON}
        aria-label={t(`courseOutline.rename${kind}`, { title })}
        onClick={onRename}
      >
        {t('courseOutline.rename')}
      </button>
      <button
        type="button"
        className={`${LINK_BUTTON} text-red-700`}
        aria-label={t(`courseOutline.delete${kind}`, { title })}
        onClick={onDelete}
      >
        {t('courseOutline.delete')}
      </button>
    </>
  );
}
