// The addresses of certificates, apart from their schemas (common/api/certification.ts) so a
// screen that only links to certificates loads no zod.

/** The address of a certificate's verification page (lowercase: the canonical form of a screen's path). */
export const verificationPath = (code: string): string => `/certificate-verification/${code.toLowerCase()}/`;
/** The address of a certificate's PDF. */
export const certificatePdfPath = (code: string): string => `/api/certificates/${code}.pdf`;
/**
 * The address of a certificate's Open Badges 3.0 credential, signed as a VC-JWT: as JSON (a VC Data
 * Model 2.0 EnvelopedVerifiableCredential) or as the bare compact JWS that OB 3.0's file format names.
 */
export const credentialPath = (code: string, format: 'json' | 'jwt' = 'json'): string =>
  `/api/certificates/${code}/credential.${format}`;
/** The student certification list of a course as CSV, for its team. */
export const certificatesCsvPath = (coursePath: string): string =>
  `/api/certificates/export.csv?course=${encodeURIComponent(coursePath)}`;
/** The upload endpoint of a course's certificate logo or signature image (multipart, field `file`). */
export const certificateImageUploadPath = (coursePath: string, kind: 'logo' | 'signature'): string =>
  `/api/course/${encodeURIComponent(coursePath)}/certificate-images/${kind}/`;
/** Where platform staff upload a qualification certificate's signature (a qualification has no course). */
export const qualificationSignatureUploadPath = '/api/qualification-images/signature/';
/** Where the course team sees an uploaded certificate image by its key (the designer's preview). */
export const certificateImagePath = (key: string): string => `/api/certificate-images/${key}`;
/** The logo a certificate was issued with, for anyone holding its code (its verification page). */
export const certificateLogoPath = (code: string): string => `/api/certificate-logos/${code}`;
