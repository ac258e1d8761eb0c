import { describe, expect, it } from 'vitest';
import { detectMediaType } from './media-signature';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('detectMediaType', () => {
  it('tells audio formats by their signatures', () => {
    expect(detectMediaType('audio', bytes([0, 0, 0, 32], 'ftypM4A ', [0, 0]), 'a')?.ext).toBe('m4a');
    expect(detectMediaType('audio', bytes('OggS', [0, 2]), 'a')?.contentType).toBe('audio/ogg');
    expect(detectMediaType('audio', bytes([0xff, 0xfb, 0x90, 0x64]), 'a')?.ext).toBe('mp3');
    expect(detectMediaType('audio', bytes('RIFF', [0, 0, 0, 0], 'WAVE'), 'a')?.ext).toBe('wav');
    expect(detectMediaType('audio', bytes('RIFF', [0, 0, 0, 0], 'AVI '), 'a')).toBeNull();
  });

  it('tells video formats apart, and refuses an audio-only MP4 as a video', () => {
    expect(
      detectMediaType('video', bytes([0x1a, 0x45, 0xdf, 0xa3], [0x42, 0x82, 0x88], 'matroska'), 'v')?.ext,
    ).toBe('mkv');
    expect(
      detectMediaType('video', bytes([0x1a, 0x45, 0xdf, 0xa3], [0x42, 0x82, 0x84], 'webm'), 'v')?.ext,
    ).toBe('webm');
    expect(detectMediaType('video', bytes('OggS'), 'v')?.ext).toBe('ogv');
    expect(detectMediaType('video', bytes([0, 0, 0, 32], 'ftypM4A '), 'v')).toBeNull();
  });

  it('accepts documents and text, names zip containers by their extension', () => {
    expect(detectMediaType('file', bytes('PK', [3, 4]), 'slides.PPTX')?.ext).toBe('pptx');
    expect(detectMediaType('file', bytes('PK', [3, 4]), 'archive.rar')?.contentType).toBe('application/zip');
    expect(detectMediaType('file', Buffer.from('Tugas: baca bab 2 ✓\n'), 'tugas.txt')?.ext).toBe('txt');
    expect(detectMediaType('file', bytes('abc', [0], 'def'), 'x.txt')).toBeNull();
    expect(detectMediaType('file', bytes([0xc3, 0x28]), 'bad-utf8.txt')).toBeNull();
  });

  it('wants captions to start with WEBVTT, after an optional byte order mark', () => {
    expect(detectMediaType('captions', Buffer.from('WEBVTT\n\n'), 'c.vtt')?.ext).toBe('vtt');
    expect(detectMediaType('captions', Buffer.from('\ufeffWEBVTT - Bahasa\n'), 'c.vtt')?.ext).toBe('vtt');
    expect(detectMediaType('captions', Buffer.from('WEBVTTX\n'), 'c.vtt')).toBeNull();
    expect(
      detectMediaType('captions', Buffer.from('1\n00:00:01,000 --> 00:00:02,000\n'), 'c.srt'),
    ).toBeNull();
  });
});
