import type { TermsDocument } from '../../../../common/api/terms';
import type { LANGUAGES } from '../../../../common/constants';

/** One terms document in one language; `{{brand}}` stands for the platform's name. */
export type TermsText = Pick<TermsDocument, 'title' | 'sections'>;

/** A document's text in every language of the interface. */
export type TermsTexts = Record<(typeof LANGUAGES)[number], TermsText>;
