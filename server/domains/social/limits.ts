import { POSTS_PER_HOUR } from '../../../common/api/feed';
import { REPORTS_PER_HOUR } from '../../../common/api/moderation';
import type { RateLimit } from '../../security/rate-limit';

/** Posts and comments one person writes per hour, counted together (moderation's rate limit). */
export const SOCIAL_WRITES_PER_USER: RateLimit = {
  name: 'social-write',
  max: POSTS_PER_HOUR,
  windowSeconds: 60 * 60,
};

/** Reports one person makes per hour (common/api/moderation.ts REPORTS_PER_HOUR). */
export const SOCIAL_REPORTS_PER_USER: RateLimit = {
  name: 'social-report',
  max: REPORTS_PER_HOUR,
  windowSeconds: 60 * 60,
};
