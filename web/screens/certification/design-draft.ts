import type { CertificateSettings } from '../../../common/api/certification';

/** The designer's form: the settings as typed, the minimum minutes and the pass mark as their text (empty: none). */
export interface CertificateDraft extends Omit<CertificateSettings, 'minLearningMinutes' | 'passMark'> {
  minLearningMinutes: string;
  passMark: string;
}

const textOf = (value: number | null) => (value === null ? '' : String(value));
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** The form of saved settings. */
export function draftOf({
  enabled,
  design,
  logoKey,
  issueRule,
  minLearningMinutes,
  passMark,
}: CertificateSettings): CertificateDraft {
  return {
    enabled,
    design,
    logoKey: logoKey ?? null,
    issueRule,
    minLearningMinutes: textOf(minLearningMinutes),
    passMark: textOf(passMark),
  };
}

/** The settings a form sends; the server checks them and answers a reason by each field it refuses. */
export function settingsOf(draft: CertificateDraft): CertificateSettings {
  return {
    ...draft,
    minLearningMinutes: numberOf(draft.minLearningMinutes),
    passMark: numberOf(draft.passMark),
  };
}

/** Does the form differ from what was saved? */
export const isChanged = (draft: CertificateDraft, saved: CertificateDraft) =>
  JSON.stringify(draft) !== JSON.stringify(saved);
