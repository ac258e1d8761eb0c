import { type CredentialFramework, OPENCRED_LEARNING_HOURS } from '../domain/opencred-frameworks';
import { reasonText } from '../reasons';

/** The reasons of the OpenCreds rule: no framework, or hours off the framework's list (by framework). */
export const OPENCRED_REASONS = {
  credentialFramework: reasonText('course.credentialFramework'),
  AUSTRALIA: reasonText('course.australianHours'),
  MALAYSIA: reasonText('course.malaysianHours'),
} as const;

/** The fields of a course the rule reads. */
export interface OpencredFields {
  courseType: string;
  credentialFramework: CredentialFramework | null;
  learningHours: number | null;
}

/** Are `hours` one of `framework`'s OpenCreds learning hours (spec §9)? */
export const isOpencredHours = (framework: CredentialFramework, hours: number | null): boolean =>
  hours !== null && OPENCRED_LEARNING_HOURS[framework].includes(hours);

/**
 * The OpenCreds rule (spec §4, §5, §9): an OpenCreds course names a credential framework, and its
 * learning hours are one of that framework's list. The refused field and its reason; none for a
 * course that keeps the rule or is of another type.
 */
export function opencredFailure(
  course: OpencredFields,
): { field: 'credentialFramework' | 'learningHours'; reason: string } | null {
  if (course.courseType !== 'OPENCRED') return null;
  const framework = course.credentialFramework;
  if (framework === null)
    return { field: 'credentialFramework', reason: OPENCRED_REASONS.credentialFramework };
  if (!isOpencredHours(framework, course.learningHours)) {
    return { field: 'learningHours', reason: OPENCRED_REASONS[framework] };
  }
  return null;
}

/** The framework a course keeps: an OpenCreds course's own, none for a course of another type. */
export const frameworkKept = (course: OpencredFields): CredentialFramework | null =>
  course.courseType === 'OPENCRED' ? course.credentialFramework : null;
