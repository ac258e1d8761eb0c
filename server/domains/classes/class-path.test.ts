import { describe, expect, it } from 'vitest';
import { classPathFrom } from './class-store';

describe('classPathFrom', () => {
  it('is the common slug of the name, "class" when nothing is left', () => {
    expect(classPathFrom('Kelas Pagi – Ağca')).toBe('kelas-pagi-agca');
    expect(classPathFrom("Kumpulan Nur'aini 2026")).toBe('kumpulan-nuraini-2026');
    expect(classPathFrom('Lớp Sáng')).toBe('lop-sang');
    expect(classPathFrom('***')).toBe('class');
  });
});
