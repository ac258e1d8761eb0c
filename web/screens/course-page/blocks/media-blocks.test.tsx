import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { AccessibleVideoBlock } from './accessible-video-block';
import { AudioBlock } from './audio-block';
import { EmbedBlock } from './embed-block';
import { FileBlock } from './file-block';
import { StaticView } from './frame-shown';
import { ImageBlock } from './image-block';
import { MediaRecordingBlock } from './media-recording-block';
import { VideoBlock } from './video-block';

resetClientAroundEachTest();

const KEY = '/media/course-files/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

describe('media block renderers', () => {
  it('frames only allow-listed embeds, sandboxed, and links the rest', () => {
    const { container, rerender } = render(
      <EmbedBlock
        setupData={{
          url: 'https://phet.colorado.edu/sims/html/x/latest/x_en.html',
          title: 'Forces',
          heightPx: 600,
        }}
      />,
    );
    const frame = screen.getByTitle('Forces');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-forms allow-popups allow-presentation',
    );
    expect(frame.getAttribute('height')).toBe('600');
    expect(frame.getAttribute('loading')).toBe('lazy');
    rerender(<EmbedBlock setupData={{ url: 'https://example.com/quiz', title: 'Quiz' }} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Quiz' }).getAttribute('href')).toBe(
      'https://example.com/quiz',
    );
  });

  it('frames a YouTube embed address through youtube-nocookie.com', () => {
    render(<EmbedBlock setupData={{ url: 'https://www.youtube.com/embed/abcdefghijk', title: 'Talk' }} />);
    expect(screen.getByTitle('Talk').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk',
    );
  });

  it('names an untitled embed by its host, never "Embedded content"', () => {
    const { rerender } = render(<EmbedBlock setupData={{ url: 'https://example.com/quiz' }} />);
    expect(screen.getByRole('link', { name: 'Open the page on example.com' })).toBeTruthy();
    rerender(<EmbedBlock setupData={{ url: 'https://padlet.com/wall/1' }} />);
    expect(screen.getByTitle('Embedded page from padlet.com')).toBeTruthy();
  });

  it('plays an accessible video with its captions on by default and a transcript', () => {
    const { container } = render(
      <AccessibleVideoBlock
        setupData={{
          url: `${KEY}.mp4`,
          captionsUrl: `${KEY}.vtt`,
          captionsLanguage: 'id',
          transcript: 'Halo semua.',
        }}
      />,
    );
    const track = container.querySelector('video track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('srclang')).toBe('id');
    expect(track?.hasAttribute('default')).toBe(true);
    expect(track?.getAttribute('label')).toBe('Bahasa Indonesia');
    expect(screen.getByText('Transcript').closest('details')).toBeTruthy();
  });

  it('offers a file for download under its name, with its size', () => {
    render(
      <FileBlock setupData={{ url: `${KEY}.pdf`, name: 'Silabus kelas.pdf', sizeBytes: 3 * 1024 * 1024 }} />,
    );
    const link = screen.getByRole('link', { name: 'Download Silabus kelas.pdf' });
    expect(link.getAttribute('href')).toBe(`${KEY}.pdf?name=Silabus%20kelas.pdf`);
    expect(screen.getByText('3.00 MB')).toBeTruthy();
  });

  it('plays an uploaded video file, and puts an image’s caption in a figcaption', () => {
    const { container } = render(
      <>
        <VideoBlock setupData={{ source: 'upload', url: '', fileUrl: `${KEY}.mp4` }} />
        <ImageBlock setupData={{ url: `${KEY}.webp`, alt: 'A map', caption: 'Figure 1' }} />
      </>,
    );
    expect(container.querySelector('video')?.getAttribute('preload')).toBe('metadata');
    expect(container.querySelector('figcaption')?.textContent).toBe('Figure 1');
  });

  it('renders on the server without a window, frames included in a read-only view', () => {
    const html = renderToString(
      <StaticView value>
        <AudioBlock setupData={{ url: `${KEY}.mp3`, title: 'Episode 1', transcript: 'Hello' }} />
        <MediaRecordingBlock
          setupData={{ kind: 'video', url: `${KEY}.webm`, prompt: 'Introduce yourself' }}
        />
        <EmbedBlock setupData={{ url: 'https://codepen.io/pen/abc', title: 'Pen' }} />
      </StaticView>,
    );
    expect(html).toContain('<audio');
    expect(html).toContain('Introduce yourself');
    expect(html).toContain('src="https://codepen.io/pen/abc"');
  });

  it('draws a frame’s place in a page drawn for the app, and the frame once the app has the page', async () => {
    const blocks = (
      <>
        <EmbedBlock setupData={{ url: 'https://codepen.io/pen/abc', title: 'Pen', heightPx: 320 }} />
        <VideoBlock setupData={{ source: 'url', url: 'https://youtu.be/yZvFH7B6gKI' }} />
      </>
    );
    const html = renderToString(blocks);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('height:320px');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const place = container.firstElementChild;
    await act(async () => {
      hydrateRoot(container, blocks);
    });
    const frames = [...container.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src'));
    expect(frames).toEqual([
      'https://codepen.io/pen/abc',
      'https://www.youtube-nocookie.com/embed/yZvFH7B6gKI',
    ]);
    expect(place?.isConnected).toBe(false);
    container.remove();
  });
});
