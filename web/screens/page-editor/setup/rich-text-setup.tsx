import { EditorContent, useEditor } from '@tiptap/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockSetupProps } from '../block-setup-forms';
import { LinkForm } from './link-form';
import { richTextExtensions } from './rich-text-extensions';
import { RichTextToolbar } from './rich-text-toolbar';

/** The rich-text block's setup form: the rich-text editor over the block's HTML. */
export function RichTextSetup({ block, onChange }: BlockSetupProps) {
  const { t } = useTranslation();
  return (
    <RichTextEditor
      html={typeof block.setupData.html === 'string' ? block.setupData.html : ''}
      label={t('pageEditor.richText.label')}
      placeholder={t('pageEditor.richText.placeholder')}
      onChange={(html) => onChange({ html })}
    />
  );
}

interface RichTextEditorProps {
  html: string;
  label: string;
  placeholder: string;
  onChange: (html: string) => void;
  /** Read only (a learner's answer once submitted). */
  disabled?: boolean;
}

/**
 * A Tiptap editor limited to what the server keeps (a block's rich text, a learner's written
 * answer). The editor owns its content after the first render (later answers of the server never
 * reset it), and every change is passed on whole as HTML.
 *
 * Keyboard: in a list Tab indents and Shift+Tab outdents (Tiptap's list keys), so Escape, then
 * Tab, leaves the text as Tab would anywhere else (the escape of code editors); the help under the
 * toolbar says so, and the text box has a focus ring of its own.
 */
export function RichTextEditor({
  html,
  label,
  placeholder,
  onChange,
  disabled = false,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const [linking, setLinking] = useState(false);
  // Escape was the last key pressed in the text: the next Tab leaves it.
  const escaped = useRef(false);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const editor = useEditor({
    extensions: richTextExtensions(placeholder),
    content: html,
    editable: !disabled,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        'aria-describedby': helpId,
        role: 'textbox',
        class:
          'min-h-40 rounded-b-lg px-4 py-3 text-slate-800 focus:outline focus:outline-2 focus:-outline-offset-2 focus:outline-brand-600 [&_a]:text-brand-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-2 [&_ul]:list-disc [&_ul]:pl-6 [&_p.is-editor-empty:first-child]:before:pointer-events-none [&_p.is-editor-empty:first-child]:before:float-left [&_p.is-editor-empty:first-child]:before:h-0 [&_p.is-editor-empty:first-child]:before:text-slate-500 [&_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]',
      },
    },
    onUpdate: ({ editor: current }) => latestOnChange.current(current.getHTML()),
  });
  useEffect(() => {
    // Without an update event: the text did not change.
    if (editor && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);
  if (!editor) return <p className="text-slate-600">{t('pageEditor.setup.loading')}</p>;

  // Runs before Tiptap's own key handling: a Tab after Escape is kept from it, so the browser moves on.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key === 'Tab' && escaped.current) event.stopPropagation();
    if (event.key !== 'Shift') escaped.current = event.key === 'Escape';
  };
  const closeLink = () => {
    setLinking(false);
    editor.commands.focus();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only watches the keys pressed in the text and its toolbar.
    <div
      onKeyDownCapture={onKeyDownCapture}
      onBlur={() => {
        escaped.current = false;
      }}
      className="rounded-lg border border-slate-300 bg-white focus-within:border-brand-600"
    >
      {!disabled && (
        <>
          <RichTextToolbar editor={editor} onLink={() => setLinking(true)} />
          <p id={helpId} className="border-b border-slate-200 px-3 py-1 text-xs text-slate-700">
            {t('pageEditor.richText.keyboardHelp')}
          </p>
        </>
      )}
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
