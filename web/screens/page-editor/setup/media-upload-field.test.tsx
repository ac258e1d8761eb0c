import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BlockMediaUpload } from '../../../../common/api/block-media';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { stubXhr } from '../../../test/stub-xhr';
import { MediaUploadField } from './media-upload-field';

resetClientAroundEachTest();

const UPLOADED: BlockMediaUpload = {
  storageKey: 'course-files/0b7e3c9a-8d1f-4e5a-9c2b-1a2b3c4d5e6f.mp3',
  url: '/media/course-files/0b7e3c9a-8d1f-4e5a-9c2b-1a2b3c4d5e6f.mp3',
  name: 'talk.mp3',
  sizeBytes: 4,
  contentType: 'audio/mpeg',
};

function renderField(kind: 'audio' | 'captions' = 'audio') {
  const onUploaded = vi.fn();
  render(<MediaUploadField coursePath="data-101" kind={kind} label="Audio file" onUploaded={onUploaded} />);
  return onUploaded;
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Audio file'), { target: { files: [file] } });

describe('MediaUploadField', () => {
  it('sends the chosen file with the CSRF token and reports it uploaded', async () => {
    const calls = stubXhr(() => ({ status: 200, body: { result: UPLOADED } }));
    const onUploaded = renderField();
    const input = screen.getByLabelText('Audio file');
    expect(input.getAttribute('accept')).toContain('audio/mpeg');
    expect(screen.getByText('An MP3, M4A, OGG, WebM or WAV audio file, up to 50.00 MB.')).toBeTruthy();

    choose(new File(['ID3x'], 'talk.mp3', { type: 'audio/mpeg' }));

    expect(await screen.findByText('Uploaded talk.mp3.')).toBeTruthy();
    expect(onUploaded).toHaveBeenCalledWith(UPLOADED);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/course/data-101/block-media/?kind=audio',
      headers: { 'x-csrftoken': 'token' },
    });
    expect(((calls[0]!.body as FormData).get('file') as File).name).toBe('talk.mp3');
  });

  it('shows the server’s refusal for the kind, as an alert', async () => {
    stubXhr(() => ({
      status: 415,
      body: {
        error: 'file_type_not_accepted',
        reason: 'File type not accepted. Choose an MP3, M4A, OGG, WebM or WAV audio file.',
      },
    }));
    const onUploaded = renderField();
    choose(new File(['%PDF-'], 'notes.pdf', { type: 'audio/mpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'File type not accepted. Choose an MP3, M4A, OGG, WebM or WAV audio file.',
    );
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses a file over the kind’s limit without sending it', async () => {
    const calls = stubXhr(() => ({ status: 200, body: { result: UPLOADED } }));
    renderField('captions');
    choose(new File([new Uint8Array(1024 * 1024 + 1)], 'big.vtt', { type: 'text/vtt' }));
    expect((await screen.findByRole('alert')).textContent).toBe('File too big (max 1.00 MB).');
    expect(calls).toHaveLength(0);
  });
});
