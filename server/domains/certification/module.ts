import { onHook } from '../../modules/hook';
import { defineModule } from '../../modules/module';
import { mergeMethods } from '../../rpc/method';
import { enrolledClassDataRead, landingPageRead } from '../classes';
import { certificateBatchJob } from './certificate-batch-job';
import { registerCertificateImageRoutes } from './certificate-image-routes';
import { registerCertificateLogoRoute } from './certificate-logo-route';
import { certificateRequestMethods } from './certificate-requests.rpc';
import { certificateResource, certificationCourseMethods } from './certification.rpc';
import { issueDueCertificatesJob } from './completion-issuing';
import { registerCompletionIssuing } from './completion-listener';
import { registerCredentialRoute } from './credential-route';
import { registerCertificatesCsvRoute } from './csv-route';
import { seedDemoCertificates } from './demo-certificates';
import { seedDemoQualification } from './demo-qualification';
import { registerIssuerRoutes } from './issuer-routes';
import { addLandingCertificate } from './landing-certificate';
import { issuePassedCertificatesJob } from './pass-issuing';
import { registerCertificatePdfRoute } from './pdf-route';
import { qualificationResource } from './qualification.rpc';
import { addQualificationEnrolments } from './qualification-progress';
import { issueDueQualificationCertificatesJob } from './qualification-sweep';

/**
 * Certification: course certificates (design, issuing rule, issuing by hand, one learner or many
 * as a job, or at 100% progress, refreshing, revoking), their PDFs, Open Badges 3.0 credentials and
 * revocation list, the issuer's published keys, public verification by code, the learner's badges,
 * the CSV export; qualifications (core and elective courses, enrolment, progress, their own
 * certificate when complete).
 */
export const certificationModule = defineModule({
  name: 'certification',
  resources: [certificateResource, qualificationResource],
  extensions: { course: mergeMethods(certificationCourseMethods, certificateRequestMethods) },
  routes: async (app, deps) => {
    registerCertificatePdfRoute(app, deps);
    registerCertificateLogoRoute(app, deps);
    registerCertificatesCsvRoute(app, deps);
    registerCredentialRoute(app, deps);
    registerIssuerRoutes(app, deps);
    registerCompletionIssuing(app, deps);
    await registerCertificateImageRoutes(app, deps);
  },
  jobs: [
    issueDueCertificatesJob,
    issueDueQualificationCertificatesJob,
    issuePassedCertificatesJob,
    certificateBatchJob,
  ],
  hooks: [
    onHook(enrolledClassDataRead, addQualificationEnrolments),
    onHook(landingPageRead, addLandingCertificate),
  ],
  seed: async (db, logger, storage) => {
    await seedDemoCertificates(db, logger, storage);
    await seedDemoQualification(db, logger);
  },
});
