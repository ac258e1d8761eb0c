import { type Editor, useEditorState } from '@tiptap/react';
import { useTranslation } from 'react-i18next';

interface ToolbarButton {
  key: 'bold' | 'italic' | 'heading2' | 'heading3' | 'bulletList' | 'orderedList' | 'blockquote';
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const FORMATS: readonly ToolbarButton[] = [
  { key: 'bold', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  {
    key: 'heading2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'heading3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bulletList',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'blockquote',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

const BUTTON =
  'rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 aria-pressed:bg-brand-100 aria-pressed:text-brand-900 disabled:cursor-not-allowed disabled:opacity-50';

/** The formatting buttons of the rich-text editor, each named and showing whether it is on. */
export function RichTextToolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(FORMATS.map((format) => [format.key, format.active(current)])),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  return (
    <div
      role="toolbar"
      aria-label={t('pageEditor.richText.toolbar')}
      className="flex flex-wrap gap-1 border-b border-slate-200 p-1"
    >
      {FORMATS.map((format) => (
        <button
          key={format.key}
          type="button"
          aria-pressed={state.active[format.key] ?? false}
          onClick={() => format.run(editor)}
          className={BUTTON}
        >
          {t(`pageEditor.richText.${format.key}`)}
        </button>
      ))}
      <button type="button" aria-pressed={state.link} onClick={onLink} className={BUTTON}>
        {t('pageEditor.richText.link')}
      </button>
      <button
        type="button"
        disabled={!state.canUndo}
        onClick={() => editor.chain().focus().undo().run()}
        className={BUTTON}
      >
        {t('pageEditor.richText.undo')}
      </button>
      <button
        type="button"
        disabled={!state.canRedo}
        onClick={() => editor.chain().focus().redo().run()}
        className={BUTTON}
      >
        {t('pageEditor.richText.redo')}
      </button>
    </div>
  );
}
