import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed';

describe('videoEmbedUrl', () => {
  it('turns YouTube and Vimeo links into privacy-enhanced embeds', () => {
    const youtube = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(youtube);
    expect(videoEmbedUrl('https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ')).toBe(youtube);
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=3')).toBe(youtube);
    expect(videoEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(youtube);
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });

  it('leaves every other address alone', () => {
    for (const address of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'javascript:alert(1)',
      'https://vimeo.com/channels/staff',
      '',
    ]) {
      expect(videoEmbedUrl(address)).toBeNull();
    }
  });
});
