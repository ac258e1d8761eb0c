import { defineModule } from '../../modules/module';
import { certificateBatchJob } from './certificate-batch-job';
import { certificateResource, certificationCourseMethods } from './certification.rpc';
import { issueDueCertificatesJob } from './completion-issuing';
import { registerCompletionIssuing } from './completion-listener';
import { registerCredentialRoute } from './credential-route';
import { registerCertificatesCsvRoute } from './csv-route';
import { seedDemoCertificates } from './demo-certificates';
import { registerIssuerRoutes } from './issuer-routes';
import { registerCertificatePdfRoute } from './pdf-route';

/**
 * Certification: course certificates (design, issuing rule, issuing by hand, one learner or many
 * as a job, or at 100% progress, refreshing, revoking), their PDFs, Open Badges 3.0 credentials and
 * revocation list, the issuer's published keys, public verification by code, the learner's badges,
 * the CSV export.
 */
export const certificationModule = defineModule({
  name: 'certification',
  resources: [certificateResource],
  extensions: { course: certificationCourseMethods },
  routes: (app, deps) => {
    registerCertificatePdfRoute(app, deps);
    registerCertificatesCsvRoute(app, deps);
    registerCredentialRoute(app, deps);
    registerIssuerRoutes(app, deps);
    registerCompletionIssuing(app, deps);
  },
  jobs: [issueDueCertificatesJob, certificateBatchJob],
  seed: (db, logger) => seedDemoCertificates(db, logger),
});
