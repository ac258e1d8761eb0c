import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { AUTOSAVE_DELAY_MS, type BlockChange, useBlockAutosave } from './use-block-autosave';

/** A save whose answers the test gives one by one. */
function controlledSave() {
  const calls: {
    blockId: string;
    change: BlockChange;
    resolve: (v: string) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const save = vi.fn(
    (blockId: string, change: BlockChange) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ blockId, change, resolve, reject });
      }),
  );
  return { save, calls };
}

const text = (html: string): BlockChange => ({ setupData: { html } });
const networkError = () => new ApiError('No response', { code: 'no_response', status: 0 });

async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useBlockAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves once, with the newest value, after a pause of quiet', async () => {
    const { save, calls } = controlledSave();
    const onSaved = vi.fn();
    const { result } = renderHook(() => useBlockAutosave({ save, onSaved }));

    act(() => result.current.change('b1', text('<p>H</p>')));
    await settle(AUTOSAVE_DELAY_MS - 100);
    act(() => result.current.change('b1', text('<p>Hello</p>')));
    await settle(AUTOSAVE_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    expect(result.current.edits.b1).toEqual(text('<p>Hello</p>'));
    expect(result.current.unsaved).toBe(true);

    await settle(1);
    expect(calls.map((call) => [call.blockId, call.change])).toEqual([['b1', text('<p>Hello</p>')]]);
    expect(result.current.status).toBe('saving');
    await act(async () => calls[0]?.resolve('layout-1'));
    expect(onSaved).toHaveBeenCalledWith('layout-1', 'b1');
    expect(result.current.unsaved).toBe(false);
    expect(result.current.edits).toEqual({});
    expect(result.current.status).toBe('saved');
  });

  it('keeps what was typed during a save over the answer, and saves it next, one save at a time', async () => {
    const { save, calls } = controlledSave();
    const { result } = renderHook(() => useBlockAutosave({ save, onSaved: vi.fn() }));

    act(() => result.current.change('b1', text('<p>One</p>')));
    await settle(AUTOSAVE_DELAY_MS);
    act(() => result.current.change('b1', text('<p>One two</p>')));
    await settle(AUTOSAVE_DELAY_MS);
    expect(calls).toHaveLength(1);

    await act(async () => calls[0]?.resolve('answer for "One"'));
    expect(result.current.edits.b1).toEqual(text('<p>One two</p>'));
    expect(result.current.unsaved).toBe(true);
    await settle();
    expect(calls.map((call) => call.change)).toEqual([text('<p>One</p>'), text('<p>One two</p>')]);
    await act(async () => calls[1]?.resolve('answer for "One two"'));
    expect(result.current.unsaved).toBe(false);
  });

  it('keeps the value after a failure, says it is retrying, and retries with growing waits', async () => {
    const { save, calls } = controlledSave();
    const { result } = renderHook(() => useBlockAutosave({ save, onSaved: vi.fn() }));

    act(() => result.current.change('b1', text('<p>Draft</p>')));
    await settle(AUTOSAVE_DELAY_MS);
    await act(async () => calls[0]?.reject(networkError()));
    expect(result.current.retrying).toBe(true);
    expect(result.current.edits.b1).toEqual(text('<p>Draft</p>'));
    expect(result.current.status).toBe('normal');

    await settle(1999);
    expect(calls).toHaveLength(1);
    await settle(1);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.reject(new ApiError('Error 503', { code: '503', status: 503 })));
    await settle(3999);
    expect(calls).toHaveLength(2);
    await settle(1);
    expect(calls).toHaveLength(3);
    expect(calls[2]?.change).toEqual(text('<p>Draft</p>'));

    await act(async () => calls[2]?.resolve('saved'));
    expect(result.current.retrying).toBe(false);
    expect(result.current.unsaved).toBe(false);
  });

  it('sends a waiting change at once when the editor closes', async () => {
    const { save, calls } = controlledSave();
    const { result, unmount } = renderHook(() => useBlockAutosave({ save, onSaved: vi.fn() }));
    act(() => result.current.change('b1', text('<p>Last words</p>')));
    unmount();
    expect(calls.map((call) => call.change)).toEqual([text('<p>Last words</p>')]);
    await settle(AUTOSAVE_DELAY_MS);
    expect(calls).toHaveLength(1);
  });

  it('retries at once when the browser is back online', async () => {
    const { save, calls } = controlledSave();
    const { result } = renderHook(() => useBlockAutosave({ save, onSaved: vi.fn() }));
    act(() => result.current.change('b1', text('<p>Offline</p>')));
    await settle(AUTOSAVE_DELAY_MS);
    await act(async () => calls[0]?.reject(networkError()));

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(calls).toHaveLength(2);
  });

  it('shows a refusal with its reasons and does not retry it', async () => {
    const { save, calls } = controlledSave();
    const { result } = renderHook(() => useBlockAutosave({ save, onSaved: vi.fn() }));
    act(() => result.current.change('b1', text('<p>Too long</p>')));
    await settle(AUTOSAVE_DELAY_MS);
    const refusal = new ApiError('Error 400', {
      code: 'invalid',
      status: 400,
      fields: { 'setupData.html': 'This text is too long.' },
    });
    await act(async () => calls[0]?.reject(refusal));

    expect(result.current.refusals.b1).toEqual({ 'setupData.html': 'This text is too long.' });
    expect(result.current.retrying).toBe(false);
    expect(result.current.unsaved).toBe(true);
    await settle(60_000);
    expect(calls).toHaveLength(1);

    act(() => result.current.change('b1', text('<p>Short</p>')));
    expect(result.current.refusals.b1).toBeUndefined();
  });
});
