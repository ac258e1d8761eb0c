import type { CertificateSettings } from '../../../common/api/certification';

/** The designer's form: the settings as typed, the minimum minutes as their text (empty: none). */
export interface CertificateDraft extends Omit<CertificateSettings, 'minLearningMinutes'> {
  minLearningMinutes: string;
}

/** The form of saved settings. */
export function draftOf({
  enabled,
  design,
  issueRule,
  minLearningMinutes,
}: CertificateSettings): CertificateDraft {
  return {
    enabled,
    design,
    issueRule,
    minLearningMinutes: minLearningMinutes === null ? '' : String(minLearningMinutes),
  };
}

/** The settings a form sends; the server checks them and answers a reason by each field it refuses. */
export function settingsOf(draft: CertificateDraft): CertificateSettings {
  const minutes = draft.minLearningMinutes.trim();
  return { ...draft, minLearningMinutes: minutes === '' ? null : Number(minutes) };
}

/** Does the form differ from what was saved? */
export const isChanged = (draft: CertificateDraft, saved: CertificateDraft) =>
  JSON.stringify(draft) !== JSON.stringify(saved);
