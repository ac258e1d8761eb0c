import { defineModule } from '../../modules/module';
import { certificateResource, certificationCourseMethods } from './certification.rpc';
import { issueDueCertificatesJob } from './completion-issuing';
import { registerCompletionIssuing } from './completion-listener';
import { registerCertificatePdfRoute } from './pdf-route';

/** Certification: course certificates (design, issuing rule, issuing, refreshing, revoking), their PDFs and public verification. */
export const certificationModule = defineModule({
  name: 'certification',
  resources: [certificateResource],
  extensions: { course: certificationCourseMethods },
  routes: (app, deps) => {
    registerCertificatePdfRoute(app, deps);
    registerCompletionIssuing(app, deps);
  },
  jobs: [issueDueCertificatesJob],
});
