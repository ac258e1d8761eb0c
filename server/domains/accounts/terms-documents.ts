import { and, desc, eq, lte } from 'drizzle-orm';
import type { TermsDocument } from '../../../common/api/terms';
import type { TermsType } from '../../../common/terms-types';
import type { Db } from '../../db/client';
import { termsVersions } from '../../db/schema';
import { AppError, REASONS } from '../../rpc/app-error';
import { PRIVACY_POLICY_2026 } from './terms-documents/privacy-policy';
import { TERMS_OF_SERVICE_2026 } from './terms-documents/terms-of-service';
import type { TermsTexts } from './terms-documents/terms-text';

/** When the first version of every type of terms takes effect (the versions the seed writes). */
export const FIRST_TERMS_VERSION = new Date('2026-01-01T00:00:00.000Z');

/**
 * The texts of each type, by the date from which they apply (oldest first). A version scheduled
 * by staff shows the newest text in effect on its date, so a new text is added here, with the date
 * of the version that brings it, before that version comes into force.
 */
const EDITIONS: Record<TermsType, Array<{ from: Date; texts: TermsTexts }>> = {
  terms_of_service: [{ from: FIRST_TERMS_VERSION, texts: TERMS_OF_SERVICE_2026 }],
  privacy_policy: [{ from: FIRST_TERMS_VERSION, texts: PRIVACY_POLICY_2026 }],
};

/** Write the first version of every type of terms, unless it is there already. */
export async function writeFirstTermsVersions(db: Db): Promise<void> {
  await db
    .insert(termsVersions)
    .values(Object.keys(EDITIONS).map((termsType) => ({ termsType, effectiveAt: FIRST_TERMS_VERSION })))
    .onConflictDoNothing();
}

/**
 * The document of the version of `type` that took effect at `version`, or of the version in force
 * now (the first text while no version is in force); 404 for a date that is no version of it.
 */
export async function termsDocument(
  db: Db,
  brandName: string,
  input: { type: TermsType; version?: string | undefined; language?: TermsDocument['language'] | undefined },
): Promise<TermsDocument> {
  const named = input.version ? new Date(input.version) : undefined;
  const [row] = await db
    .select({ effectiveAt: termsVersions.effectiveAt })
    .from(termsVersions)
    .where(
      and(
        eq(termsVersions.termsType, input.type),
        named ? eq(termsVersions.effectiveAt, named) : lte(termsVersions.effectiveAt, new Date()),
      ),
    )
    .orderBy(desc(termsVersions.effectiveAt))
    .limit(1);
  if (named && !row) throw new AppError('not_found', REASONS.notFound);
  const version = row?.effectiveAt ?? FIRST_TERMS_VERSION;
  const editions = EDITIONS[input.type];
  const edition = editions.findLast((candidate) => candidate.from <= version) ?? editions[0]!;
  const language = input.language ?? 'en';
  const brand = (text: string) => text.replaceAll('{{brand}}', brandName);
  const { title, sections } = edition.texts[language];
  return {
    type: input.type,
    version: version.toISOString(),
    language,
    title: brand(title),
    sections: sections.map((section) => ({
      heading: brand(section.heading),
      paragraphs: section.paragraphs.map(brand),
    })),
  };
}
