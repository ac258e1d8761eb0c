import { beforeAll, describe, expect, it } from 'vitest';
import type { CataloguePage } from '../../../common/api/catalogue';
import { courses } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { setUpTestApp } from '../../test/set-up-test-app';

const testApp = setUpTestApp();

beforeAll(async () => {
  const course = (path: string, name: string, objective = '') => ({
    path,
    name,
    objective,
    category: 'data',
    courseType: 'SHORT_COURSE',
    displayed: true,
  });
  await testApp.database.db
    .insert(courses)
    .values([
      course('kopi', 'Kopi Nusantara', 'Menyeduh kopi dari biji pilihan'),
      course('python', 'Python untuk Pemula', 'Menulis program pertama'),
      course('stats', 'Statistics Essentials', 'Means and medians'),
      course('data', 'Data Basics', 'Read charts with confidence'),
    ]);
});

async function found(q: string): Promise<string[]> {
  const reply = await new TestAgent(testApp.app).get(`/json/course/lookup/search?q=${encodeURIComponent(q)}`);
  expect(reply.status).toBe(200);
  return (reply.body.result as CataloguePage).courses.map((course) => course.path);
}

describe('catalogue search words', () => {
  it('matches the start of a word', async () => {
    expect(await found('kop')).toEqual(['kopi']);
    expect(await found('pyth')).toEqual(['python']);
    expect(await found('Pyth')).toEqual(['python']);
    expect(await found('menye')).toEqual(['kopi']);
  });

  it('requires every word, each as a prefix', async () => {
    expect(await found('pyth pem')).toEqual(['python']);
    expect(await found('pyth kop')).toEqual([]);
  });

  it('forgives a mistyped letter in a longer word of the name', async () => {
    expect(await found('statistcs')).toEqual(['stats']);
    expect(await found('nusantra')).toEqual(['kopi']);
  });

  it('ranks the closest name first', async () => {
    expect((await found('data'))[0]).toBe('data');
  });

  it('takes quotes, backslashes, operators and punctuation as plain text', async () => {
    for (const q of ["o'neil", 'a\\b', "kop' & !pyth", 'py:*', '|', '(((', '"kop"', '!!!']) {
      await found(q);
    }
    expect(await found("'kop'")).toEqual(['kopi']);
    expect(await found('!!!')).toEqual([]);
  });
});
