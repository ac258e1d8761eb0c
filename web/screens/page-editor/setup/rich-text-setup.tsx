import { EditorContent, useEditor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockSetupProps } from '../block-setup-forms';
import { LinkForm } from './link-form';
import { richTextExtensions } from './rich-text-extensions';
import { RichTextToolbar } from './rich-text-toolbar';

/**
 * The rich-text block's setup form: a Tiptap editor limited to what the server keeps. The editor
 * owns its content after the first render (later answers of the server never reset it), and every
 * change is passed on whole as `{ html }` for autosave.
 */
export function RichTextSetup({ block, onChange }: BlockSetupProps) {
  const { t } = useTranslation();
  const [linking, setLinking] = useState(false);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const editor = useEditor({
    extensions: richTextExtensions(t('pageEditor.richText.placeholder')),
    content: typeof block.setupData.html === 'string' ? block.setupData.html : '',
    immediatelyRender: false,
    editorProps: {
      attributes: {
        'aria-label': t('pageEditor.richText.label'),
        'aria-multiline': 'true',
        role: 'textbox',
        class:
          'min-h-40 px-4 py-3 text-slate-800 focus:outline-none [&_a]:text-brand-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-2 [&_ul]:list-disc [&_ul]:pl-6 [&_p.is-editor-empty:first-child]:before:pointer-events-none [&_p.is-editor-empty:first-child]:before:float-left [&_p.is-editor-empty:first-child]:before:h-0 [&_p.is-editor-empty:first-child]:before:text-slate-500 [&_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]',
      },
    },
    onUpdate: ({ editor: current }) => latestOnChange.current({ html: current.getHTML() }),
  });
  if (!editor) return <p className="text-slate-600">{t('pageEditor.setup.loading')}</p>;

  const closeLink = () => {
    setLinking(false);
    editor.commands.focus();
  };
  return (
    <div className="rounded-lg border border-slate-300 bg-white focus-within:border-brand-600">
      <RichTextToolbar editor={editor} onLink={() => setLinking(true)} />
      {linking && (
        <LinkForm
          initial={String(editor.getAttributes('link').href ?? '')}
          onApply={(href) => {
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            closeLink();
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            closeLink();
          }}
          onCancel={closeLink}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
