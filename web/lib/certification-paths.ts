import { type CERTIFICATION_ACTIONS, SCREEN_ROUTES } from '../../common/routes';
import { fill } from './paths';

// The addresses of certification's and qualifications' screens, apart from paths.ts (which the
// app shell loads) so they travel with the screens that link to them.

/** A qualification's landing page. */
export function qualificationLandingPath(code: string): string {
  return fill(SCREEN_ROUTES.qualificationLanding, { qualificationCode: code });
}

/** The editor address segment that creates a qualification instead of editing one. */
export const NEW_QUALIFICATION = 'new';

/** A qualification's editor in the staff area, by its code (`NEW_QUALIFICATION` creates one). */
export function staffQualificationPath(code: string): string {
  return fill(SCREEN_ROUTES.staffQualification, { qualificationId: code });
}

/** The actions of the certification screen. */
export type CertificationAction = (typeof CERTIFICATION_ACTIONS)[number];

/** A course's certification screen of spec §2: /certification/{action}/?course=…. */
export function certificationPath(action: CertificationAction, coursePath: string): string {
  return `${fill(SCREEN_ROUTES.certification, { action })}?${new URLSearchParams({ course: coursePath })}`;
}
