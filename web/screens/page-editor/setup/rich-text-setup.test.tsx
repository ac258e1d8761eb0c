import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageBlock } from '../../../../common/api/course-page';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { RichTextSetup } from './rich-text-setup';

resetClientAroundEachTest();

const block = (html: string): PageBlock => ({
  id: '2b1f6a3e-8c4d-4e7a-9f21-5d3c7b9e0a11',
  widgetType: 'rich_text',
  setupData: { html },
  settings: {},
  isProgressContributor: false,
});

async function renderSetup(html: string) {
  const onChange = vi.fn();
  render(<RichTextSetup block={block(html)} coursePath="data-101" onChange={onChange} />);
  const textbox = await screen.findByRole('textbox', { name: 'Rich text' });
  return { onChange, textbox };
}

describe('the rich-text setup form', () => {
  it('shows the saved text in a labelled editor with named, pressable formatting buttons', async () => {
    const { textbox } = await renderSetup('<h2>Plan</h2><p>Start with the <strong>question</strong>.</p>');
    expect(textbox.querySelector('h2')?.textContent).toBe('Plan');
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    const names = [...toolbar.querySelectorAll('button')].map((button) => button.textContent);
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Heading 2',
      'Heading 3',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Undo',
      'Redo',
    ]);
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('passes the whole text on after a change, without what the server would strip', async () => {
    const { onChange } = await renderSetup('<h1>Title</h1><p>Body <s>struck</s></p><hr>');
    fireEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = String(onChange.mock.lastCall?.[0].html);
    expect(html).not.toMatch(/<h1|<s>|<hr/);
    expect(html).toContain('struck');
  });

  it('asks for a link address and refuses one that is not http, https or mailto', async () => {
    const { onChange } = await renderSetup('<p>Read more</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(screen.getByText('Enter an address starting with https://, http:// or mailto:.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(address, { key: 'Escape' });
    expect(screen.queryByLabelText('Link address')).toBeNull();
  });
});

describe('the rich-text box and the keyboard', () => {
  it('has a focus ring of its own and tells how to leave a list with the keyboard', async () => {
    const { textbox } = await renderSetup('<p>Hello</p>');
    expect(textbox.className).toMatch(/focus:outline-brand-600/);
    const help = document.getElementById(textbox.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe(
      'In a list, Tab indents and Shift+Tab outdents. To leave the text, press Escape, then Tab.',
    );
  });

  it('keeps Tab after Escape from the editor, so it leaves the text instead of indenting', async () => {
    const { textbox } = await renderSetup('<ul><li><p>One</p></li><li><p>Two</p></li></ul>');
    // What Tiptap's list keys (listening on the text itself) receive.
    const reaching: string[] = [];
    textbox.addEventListener('keydown', (event) => reaching.push(event.key));
    const press = (key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      textbox.dispatchEvent(event);
      return event;
    };
    press('Tab');
    press('Escape');
    const leaving = press('Tab');
    press('Tab');
    // The Tab after Escape never reaches Tiptap and keeps its default: the focus moves on.
    expect(reaching).toEqual(['Tab', 'Escape', 'Tab']);
    expect(leaving.defaultPrevented).toBe(false);
  });
});
