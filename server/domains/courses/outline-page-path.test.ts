import { describe, expect, it } from 'vitest';
import { pagePathFrom } from './outline-page-path';

describe('pagePathFrom', () => {
  it('is the common slug of the title, within 60 characters, "page" when nothing is left', () => {
    expect(pagePathFrom('Bab 1: Pengenalan Ağ Güvenliği')).toBe('bab-1-pengenalan-ag-guvenligi');
    expect(pagePathFrom('Bài 2 – Đọc hiểu')).toBe('bai-2-doc-hieu');
    expect(pagePathFrom(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
    expect(pagePathFrom('🎉?!')).toBe('page');
  });
});
