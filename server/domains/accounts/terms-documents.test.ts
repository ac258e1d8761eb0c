import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../common/constants';
import { TERMS_TYPES } from '../../../common/terms-types';
import { termsAcceptances, termsVersions } from '../../db/schema';
import { TestAgent } from '../../test/app';
import { setUpTestApp } from '../../test/set-up-test-app';
import { accountsModule } from './module';
import { FIRST_TERMS_VERSION, writeFirstTermsVersions } from './terms-documents';

const testApp = setUpTestApp();
beforeEach(async () => {
  await testApp.database.db.delete(termsVersions);
  await writeFirstTermsVersions(testApp.database.db);
});

const DOCUMENT = '/json/user/lookup/getTermsDocument';
const visitor = () => new TestAgent(testApp.app, '10.60.0.1');

interface Doc {
  type: string;
  version: string;
  language: string;
  title: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

async function read(query: string): Promise<Doc> {
  const reply = await visitor().get(`${DOCUMENT}?${query}`);
  expect(reply.status).toBe(200);
  return reply.body.result as Doc;
}

describe('terms documents', () => {
  it('serves every type to a visitor in English, Indonesian and Malay, with the brand filled in', async () => {
    for (const type of TERMS_TYPES) {
      const titles = new Set<string>();
      const sectionCounts = new Set<number>();
      for (const language of LANGUAGES) {
        const doc = await read(`type=${type}&language=${language}`);
        expect(doc).toMatchObject({ type, language, version: FIRST_TERMS_VERSION.toISOString() });
        const text = JSON.stringify(doc);
        expect(text).toContain('Kelas');
        expect(text).not.toContain('{{');
        expect(doc.sections.every((section) => section.paragraphs.length > 0)).toBe(true);
        titles.add(doc.title);
        sectionCounts.add(doc.sections.length);
      }
      expect(titles.size).toBe(LANGUAGES.length);
      // The translations follow the English section by section.
      expect(sectionCounts.size).toBe(1);
    }
  });

  it('serves a named version and the one in force, and 404 for a date that is no version', async () => {
    const later = new Date(Date.now() + 86_400_000);
    await testApp.database.db
      .insert(termsVersions)
      .values({ termsType: 'privacy_policy', effectiveAt: later });
    const inForce = await read('type=privacy_policy');
    expect(inForce.version).toBe(FIRST_TERMS_VERSION.toISOString());
    const scheduled = await read(`type=privacy_policy&version=${encodeURIComponent(later.toISOString())}`);
    expect(scheduled).toMatchObject({ version: later.toISOString(), title: inForce.title });
    const unknown = await visitor().get(`${DOCUMENT}?type=privacy_policy&version=2020-01-01T00:00:00Z`);
    expect(unknown).toMatchObject({ status: 404, body: { error: 'not_found' } });
    const badType = await visitor().get(`${DOCUMENT}?type=cookie_policy`);
    expect(badType.status).toBe(400);
  });

  it('is written by the seed, with demo accounts that accepted every type', async () => {
    await testApp.database.db.delete(termsVersions);
    await accountsModule.seed?.(testApp.database.db, testApp.deps.logger, testApp.deps.storage);
    const versions = await testApp.database.db.select().from(termsVersions);
    expect(versions.map((row) => row.termsType).sort()).toEqual([...TERMS_TYPES].sort());
    const accepted = await testApp.database.db.select().from(termsAcceptances);
    for (const type of TERMS_TYPES) expect(accepted.some((row) => row.termsType === type)).toBe(true);
  });
});
