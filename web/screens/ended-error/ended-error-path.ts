import { SCREEN_ROUTES } from '../../../common/routes';

/** The page shown for a finished class (spec §2), pointing back at the course when known. */
export function endedErrorPath(coursePath?: string): string {
  return coursePath
    ? `${SCREEN_ROUTES.endedError}?course=${encodeURIComponent(coursePath)}`
    : SCREEN_ROUTES.endedError;
}
