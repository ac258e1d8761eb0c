import type { Config } from '../../config';
import type { CertificateRecord } from './certificate-record';
import { certificateWords, learningHoursText } from './certificate-words';
import { REVOCATION_LIST_PATH } from './issuer-addresses';
import { issuerProfile, OPEN_BADGES_CONTEXT } from './issuer-documents';
import { credentialDateTime } from './vc-jwt';

// OB 3.0's achievement types (its AchievementType enumeration): its exact term for a certificate
// of completion, `Certificate` (knowledge and skills of a field) for an OpenCreds course's, and
// `Diploma` ("awarded … for successful completion of a course of study") for a qualification's.
const ACHIEVEMENT_TYPES = {
  certificate_of_completion: 'CertificateOfCompletion',
  opencred: 'Certificate',
  qualification: 'Diploma',
} as const;

/** The criteria narrative (Markdown): whom it is awarded to, the course's learning hours and outcomes. */
function criteriaNarrative(record: CertificateRecord): string {
  const { data } = record;
  const words = certificateWords(data.language);
  const parts = [words.criteria];
  if (data.learningHours !== null) parts.push(`${learningHoursText(words, data.learningHours)}.`);
  if (data.outcomes.length > 0)
    parts.push(`${words.outcomes}:\n${data.outcomes.map((outcome) => `- ${outcome}`).join('\n')}`);
  return parts.join('\n\n');
}

/**
 * The certificate as an Open Badges 3.0 OpenBadgeCredential (unsigned), as it stands since it was
 * issued or last refreshed: refreshing keeps its id and moves `validFrom`, which is how OB 3.0 tells
 * a newer version; `awardedDate` keeps the first issue. The learner is named (never their e-mail)
 * and identified by their account's id, which the VC-JWT's `sub` must repeat; the achievement is the
 * course, or the qualification. Revocation is not in it but in the status list its `credentialStatus` points at.
 */
export function openBadgeCredential(
  record: CertificateRecord,
  config: Pick<Config, 'PUBLIC_URL' | 'BRAND_NAME'>,
) {
  const { data } = record;
  const statusList = `${config.PUBLIC_URL}${REVOCATION_LIST_PATH}`;
  return {
    '@context': OPEN_BADGES_CONTEXT,
    id: `urn:uuid:${record.id}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: issuerProfile(config),
    name: `${data.design.title}: ${data.courseName}`,
    validFrom: credentialDateTime(record.refreshedAt ?? record.issuedAt),
    awardedDate: credentialDateTime(record.issuedAt),
    credentialSubject: {
      id: `urn:uuid:${record.userId}`,
      type: ['AchievementSubject'],
      identifier: [
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: data.learnerName },
      ],
      achievement: {
        id: `urn:uuid:${record.qualificationId ?? record.courseId}`,
        type: ['Achievement'],
        achievementType: ACHIEVEMENT_TYPES[record.type],
        name: data.courseName,
        description: `${data.design.title}: ${data.courseName}`,
        criteria: { narrative: criteriaNarrative(record) },
        inLanguage: data.language,
      },
    },
    credentialStatus: {
      id: `${statusList}#${record.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(record.statusIndex),
      statusListCredential: statusList,
    },
  };
}
