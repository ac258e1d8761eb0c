import { describe, expect, it } from 'vitest';
import { EMBED_ORIGINS, embedAddress, FRAME_ORIGINS } from './embed-allow-list';
import { VIDEO_EMBED_ORIGINS } from './video-embed';

describe('embedAddress', () => {
  it('keeps https pages of allowed origins, host lower-cased', () => {
    const slides = 'https://docs.google.com/presentation/d/abc/embed?start=false';
    expect(embedAddress(slides)).toBe(slides);
    expect(embedAddress('  https://PhET.colorado.edu/sims/html/x/latest/x_en.html ')).toBe(
      'https://phet.colorado.edu/sims/html/x/latest/x_en.html',
    );
    expect(embedAddress('https://www.geogebra.org')).toBe('https://www.geogebra.org/');
  });

  it('frames YouTube links of every form through the privacy-enhanced host', () => {
    for (const address of [
      'https://www.youtube.com/embed/abcdefghijk',
      'https://youtube.com/embed/abcdefghijk?si=x',
      'https://www.youtube.com/watch?v=abcdefghijk&t=10',
      'https://youtu.be/abcdefghijk',
      ' https://m.youtube.com/watch?v=abcdefghijk ',
    ]) {
      expect(embedAddress(address), address).toBe('https://www.youtube-nocookie.com/embed/abcdefghijk');
    }
    expect(embedAddress('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(embedAddress('https://www.youtube.com/channel/UC1')).toBeNull();
  });

  it('refuses other hosts, look-alikes, http, ports and user info', () => {
    for (const address of [
      'https://example.com/page',
      'https://docs.google.com.evil.example/x',
      'https://evil.example/?https://docs.google.com/',
      'http://docs.google.com/document/d/1',
      'https://docs.google.com:8443/x',
      'https://user@docs.google.com/x',
      'javascript:alert(1)',
      '',
    ]) {
      expect(embedAddress(address), address).toBeNull();
    }
  });

  it('gives the CSP every embed and video origin, each once', () => {
    expect(new Set(FRAME_ORIGINS)).toEqual(new Set([...EMBED_ORIGINS, ...VIDEO_EMBED_ORIGINS]));
    expect(FRAME_ORIGINS.length).toBe(new Set(FRAME_ORIGINS).size);
    expect(FRAME_ORIGINS.every((origin) => origin.startsWith('https://'))).toBe(true);
  });
});
