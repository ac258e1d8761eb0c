import type { BlockMediaKind } from '../../../common/api/block-media';

/** What an uploaded file turned out to be: the type it is served with and its key's extension. */
export interface DetectedType {
  contentType: string;
  ext: string;
}

type NonImageKind = Exclude<BlockMediaKind, 'image'>;

const startsWith = (data: Buffer, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, index) => data[at + index] === byte);
const ascii = (data: Buffer, text: string, at = 0) => data.toString('latin1', at, at + text.length) === text;

// ISO base media (MP4, M4A, MOV): a box size, then 'ftyp' and the major brand.
const isIsoMedia = (data: Buffer) => ascii(data, 'ftyp', 4);
const isAudioBrand = (data: Buffer) => ['M4A ', 'M4B '].includes(data.toString('latin1', 8, 12));
// Matroska and WebM share the EBML header; the doc type names which.
const isEbml = (data: Buffer) => startsWith(data, [0x1a, 0x45, 0xdf, 0xa3]);
const isMatroska = (data: Buffer) => data.subarray(0, 64).includes('matroska', 0, 'latin1');
const isOgg = (data: Buffer) => ascii(data, 'OggS');
const isWav = (data: Buffer) => ascii(data, 'RIFF') && ascii(data, 'WAVE', 8);
// An ID3 tag, or an MPEG audio frame sync (11 set bits) with a layer that is not 'reserved'.
const isMp3 = (data: Buffer) =>
  ascii(data, 'ID3') ||
  (data.length >= 2 && data[0] === 0xff && (data[1]! & 0xe0) === 0xe0 && (data[1]! & 0x06) !== 0);
const isPdf = (data: Buffer) => ascii(data, '%PDF-');
const isZip = (data: Buffer) => startsWith(data, [0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = [0xef, 0xbb, 0xbf];
const isUtf8Text = (data: Buffer) =>
  !data.includes(0) && Buffer.from(data.toString('utf8'), 'utf8').equals(data);

// Zip containers named by their extension (the container is checked; the name says which kind).
const ZIP_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  zip: 'application/zip',
};

const extensionOf = (filename: string) => /\.([a-z0-9]{1,5})$/i.exec(filename)?.[1]?.toLowerCase() ?? '';

function audioType(data: Buffer): DetectedType | null {
  if (isIsoMedia(data)) return { contentType: 'audio/mp4', ext: 'm4a' };
  if (isEbml(data)) return { contentType: 'audio/webm', ext: 'webm' };
  if (isOgg(data)) return { contentType: 'audio/ogg', ext: 'ogg' };
  if (isWav(data)) return { contentType: 'audio/wav', ext: 'wav' };
  if (isMp3(data)) return { contentType: 'audio/mpeg', ext: 'mp3' };
  return null;
}

function videoType(data: Buffer): DetectedType | null {
  if (isIsoMedia(data) && !isAudioBrand(data)) return { contentType: 'video/mp4', ext: 'mp4' };
  if (isEbml(data)) {
    return isMatroska(data)
      ? { contentType: 'video/x-matroska', ext: 'mkv' }
      : { contentType: 'video/webm', ext: 'webm' };
  }
  if (isOgg(data)) return { contentType: 'video/ogg', ext: 'ogv' };
  return null;
}

function documentType(data: Buffer, filename: string): DetectedType | null {
  if (isPdf(data)) return { contentType: 'application/pdf', ext: 'pdf' };
  const ext = extensionOf(filename);
  if (isZip(data)) {
    const known = ZIP_TYPES[ext];
    return known ? { contentType: known, ext } : { contentType: 'application/zip', ext: 'zip' };
  }
  if (data.length > 0 && isUtf8Text(data)) {
    return ext === 'csv'
      ? { contentType: 'text/csv; charset=utf-8', ext: 'csv' }
      : { contentType: 'text/plain; charset=utf-8', ext: 'txt' };
  }
  return null;
}

function captionsType(data: Buffer): DetectedType | null {
  const body = startsWith(data, UTF8_BOM) ? data.subarray(UTF8_BOM.length) : data;
  const header = ascii(body, 'WEBVTT') && (body.length === 6 || [0x20, 0x09, 0x0a, 0x0d].includes(body[6]!));
  return header && isUtf8Text(data) ? { contentType: 'text/vtt; charset=utf-8', ext: 'vtt' } : null;
}

/**
 * The type of an uploaded audio, video, document or captions file judged by its bytes (magic
 * numbers), never by the type the browser declared; null when it is not one this kind accepts.
 */
export function detectMediaType(kind: NonImageKind, data: Buffer, filename: string): DetectedType | null {
  switch (kind) {
    case 'audio':
      return audioType(data);
    case 'video':
      return videoType(data);
    case 'file':
      return documentType(data, filename);
    case 'captions':
      return captionsType(data);
  }
}
