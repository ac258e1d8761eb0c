import { describe, expect, it } from 'vitest';
import { slugOf } from './slug';

const limits = { maxLength: 60, fallback: 'x' };
const slug = (name: string) => slugOf(name, limits);

describe('slugOf', () => {
  it('transliterates Turkish names whole, without a hyphen inside a letter', () => {
    expect(slug('Ağca')).toBe('agca');
    expect(slug('Şahin Çağlar Işık')).toBe('sahin-caglar-isik');
    expect(slug('İstanbul Ağrı')).toBe('istanbul-agri');
    expect(slug('Gül Öz Şükrü')).toBe('gul-oz-sukru');
  });

  it('transliterates Vietnamese names, stacked marks and đ included', () => {
    expect(slug('Nguyễn Văn Đức')).toBe('nguyen-van-duc');
    expect(slug('Trần Thị Ngọc Ánh')).toBe('tran-thi-ngoc-anh');
    expect(slug('Lập trình Python cơ bản')).toBe('lap-trinh-python-co-ban');
  });

  it('drops the dots of German umlauts, as of every ä, ö and ü, and spells ß out', () => {
    expect(slug('Müller Straße')).toBe('muller-strasse');
    expect(slug('Grundlagen der Ökonomie für Ärzte')).toBe('grundlagen-der-okonomie-fur-arzte');
    expect(slug('Ünïcode Café')).toBe('unicode-cafe');
  });

  it('keeps Malay and Indonesian names whole, apostrophes joined', () => {
    expect(slug("Siti Nur'aini binti Abdullah")).toBe('siti-nuraini-binti-abdullah');
    expect(slug('Pengantar Akuntansi – Bab 1')).toBe('pengantar-akuntansi-bab-1');
    expect(slug('Muhammad bin Ḥasan')).toBe('muhammad-bin-hasan');
    expect(slug('Samuel O’Neil')).toBe('samuel-oneil');
  });

  it('keeps no leading, trailing or doubled hyphen, and no English "and"', () => {
    expect(slug('  --Data -- Basics--  ')).toBe('data-basics');
    expect(slug('Écoute & Réflexion')).toBe('ecoute-reflexion');
    expect(slug('C++ for Beginners!')).toBe('c-for-beginners');
    expect(slug('MacLeod')).toBe('macleod');
  });

  it('drops emoji and gives the fallback when nothing usable is left', () => {
    expect(slug('🎉 Pesta 🎉')).toBe('pesta');
    expect(slug('!!! ??? ...')).toBe('x');
    expect(slug('🎉🎉')).toBe('x');
    expect(slug('')).toBe('x');
    expect(slugOf('¿?', { maxLength: 10, fallback: '' })).toBe('');
  });

  it('stays within the length limit without ending in a hyphen where it cuts', () => {
    expect(slugOf('abcd efgh', { maxLength: 5, fallback: 'x' })).toBe('abcd');
    expect(slugOf('Ağca Ağca Ağca', { maxLength: 9, fallback: 'x' })).toBe('agca-agca');
    const long = slugOf('kata '.repeat(50), { maxLength: 34, fallback: 'x' });
    expect(long.length).toBeLessThanOrEqual(34);
    expect(long).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});
