import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockMediaUpload } from '../../../../common/api/block-media';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { stubXhr } from '../../../test/stub-xhr';
import { EmbedSetup } from './embed-setup';
import { FileSetup } from './file-setup';
import { ImageSetup } from './image-setup';
import { setupFormHarness } from './setup-form-harness';
import { VideoSetup } from './video-setup';

resetClientAroundEachTest();

/** The server stores the next upload under `key` (served from /media/) with `file`'s details. */
const stubUpload = (key: string, file: Pick<BlockMediaUpload, 'name' | 'sizeBytes' | 'contentType'>) =>
  stubXhr(() => ({ status: 200, body: { result: { storageKey: key, url: `/media/${key}`, ...file } } }));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('image setup', () => {
  it('keeps the whole setup data as the alt text, caption and picture change', async () => {
    const key = 'course-files/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b.webp';
    stubUpload(key, { name: 'map.png', sizeBytes: 10, contentType: 'image/webp' });
    const { Harness, onChange } = setupFormHarness(ImageSetup, 'image', {
      storageKey: null,
      alt: '',
      caption: '',
    });
    render(<Harness />);
    type('Alternative text', 'A map of Java');
    type('Caption', 'Figure 1');
    expect(onChange).toHaveBeenLastCalledWith({
      storageKey: null,
      alt: 'A map of Java',
      caption: 'Figure 1',
    });

    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [new File(['png'], 'map.png')] } });
    await screen.findByText('Uploaded map.png.');
    expect(onChange).toHaveBeenLastCalledWith({
      storageKey: key,
      url: `/media/${key}`,
      alt: 'A map of Java',
      caption: 'Figure 1',
    });
    expect(screen.getByRole('img', { name: 'A map of Java' }).getAttribute('src')).toBe(`/media/${key}`);
  });
});

describe('file setup', () => {
  it('stores the uploaded file’s key, name, size and type beside the description', async () => {
    const key = 'course-files/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d.pdf';
    stubUpload(key, { name: 'Syllabus.pdf', sizeBytes: 2048, contentType: 'application/pdf' });
    const { Harness, onChange } = setupFormHarness(FileSetup, 'file');
    render(<Harness />);
    type('Description', 'Read before week 1');
    fireEvent.change(screen.getByLabelText('File'), {
      target: { files: [new File(['%PDF-'], 'Syllabus.pdf')] },
    });
    await screen.findByText('Uploaded Syllabus.pdf.');
    expect(onChange).toHaveBeenLastCalledWith({
      storageKey: key,
      url: `/media/${key}`,
      name: 'Syllabus.pdf',
      sizeBytes: 2048,
      contentType: 'application/pdf',
      description: 'Read before week 1',
    });
    expect(screen.getByText('Current file: Syllabus.pdf (2 KB)')).toBeTruthy();
  });
});

describe('allow-list feedback', () => {
  it('tells whether a video link will play in the page', () => {
    const { Harness, onChange } = setupFormHarness(VideoSetup, 'video');
    render(<Harness />);
    expect(screen.getByRole('status').textContent).toBe('');
    type('Video address', 'https://youtu.be/dQw4w9WgXcQ');
    expect(screen.getByRole('status').textContent).toBe('This video will play in the page.');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ source: 'link', url: 'https://youtu.be/dQw4w9WgXcQ', provider: 'youtube' }),
    );
    type('Video address', 'https://example.com/clip.mp4');
    expect(screen.getByRole('status').textContent).toBe(
      'Only YouTube and Vimeo videos play in the page; this address will show as a link.',
    );
    fireEvent.click(screen.getByLabelText('An uploaded video file'));
    expect(screen.getByLabelText('Video file')).toBeTruthy();
  });

  it('tells whether an address can be embedded, and saves only heights in range', () => {
    const { Harness, onChange } = setupFormHarness(EmbedSetup, 'embed');
    render(<Harness />);
    type('Address to embed', 'https://docs.google.com/presentation/d/abc/embed');
    expect(screen.getByRole('status').textContent).toBe('This page will be shown in a frame.');
    type('Address to embed', 'https://docs.google.com.example.net/x');
    expect(screen.getByRole('status').textContent).toBe(
      'This site is not on the embed list; readers will get a plain link instead.',
    );
    type('Height in pixels', '90');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ heightPx: 480 }));
    type('Height in pixels', '600');
    expect(onChange).toHaveBeenLastCalledWith({
      url: 'https://docs.google.com.example.net/x',
      title: '',
      heightPx: 600,
    });
  });
});
