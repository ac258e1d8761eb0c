import { SCREEN_ROUTES } from '../../../common/routes';
import type { Config } from '../../config';

/** The absolute address of a mailed link: a screen of the web app that carries `token`. */
export function tokenLink(
  config: Pick<Config, 'PUBLIC_URL'>,
  screen: 'resetPassword' | 'verifyEmail',
  token: string,
): string {
  return `${config.PUBLIC_URL.replace(/\/$/, '')}${SCREEN_ROUTES[screen].replace(':token', token)}`;
}
