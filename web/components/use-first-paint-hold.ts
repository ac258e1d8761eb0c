import { useCallback, useState } from 'react';
import type { LoggedInUserData } from '../../common/api/user';
import { drawingServerPage } from '../api/first-reads';

/**
 * On the first load of a signed-in person with a verified address, the page is held hidden (its
 * place kept, `visibility: hidden`) until the invitations notice above it has its answer: drawn
 * after the page, the notice would push it down (a layout shift). `release` ends the hold, which
 * never comes back: a notice appearing after a sign-in follows the person's own action. A page the
 * server drew came with the notice's answer, drawn with it: nothing to hold.
 */
export function useFirstPaintHold(userLoaded: boolean, currentUser: LoggedInUserData | null) {
  const [released, setReleased] = useState(drawingServerPage);
  const release = useCallback(() => setReleased(true), []);
  const noticeExpected = currentUser?.emailVerified === true;
  // A visitor's first load, or an unverified person's, has nothing to wait for: released for good.
  if (userLoaded && !noticeExpected && !released) setReleased(true);
  return { held: noticeExpected && !released, release };
}
