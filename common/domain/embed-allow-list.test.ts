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
