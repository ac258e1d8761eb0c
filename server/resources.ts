import { authEndpoints } from './domains/accounts/auth.rpc';
import { authResource } from './domains/accounts/auth-lookup.rpc';
import { blogResource } from './domains/accounts/blog.rpc';
import { featureResource } from './domains/accounts/feature.rpc';
import { userResource } from './domains/accounts/user.rpc';
import { cohortResource } from './domains/classes/cohort.rpc';
import { courseResource } from './domains/courses/course.rpc';
import { outlineResource } from './domains/courses/outline.rpc';
import { learningTimeEndpoints } from './domains/learning-time/learning-time.rpc';
import { metricsEndpoints } from './domains/metrics/metrics.rpc';
import { layoutResource } from './domains/pages/layout.rpc';
import { pageResource } from './domains/pages/page.rpc';
import { pageTemplateResource } from './domains/pages/page-templates.rpc';
import { progressResource } from './domains/progress/progress.rpc';
import type { Resource } from './rpc/method';
import type { Endpoint } from './rpc/registry';

/** Every resource of the /json scheme; a domain adds its resources here. */
export const RESOURCES: readonly Resource[] = [
  userResource,
  featureResource,
  blogResource,
  authResource,
  courseResource,
  outlineResource,
  cohortResource,
  layoutResource,
  pageResource,
  pageTemplateResource,
  progressResource,
];

/** Every domain endpoint outside the resource scheme (sign-in, /api). */
export const ENDPOINTS: readonly Endpoint[] = [
  ...authEndpoints,
  ...metricsEndpoints,
  ...learningTimeEndpoints,
];
