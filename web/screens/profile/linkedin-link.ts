import type { MyCertificate } from '../../../common/api/certification';
import { verificationPath } from '../../../common/certificate-paths';

/** LinkedIn's "Add licence or certification" address, filled in with the certificate and its verification page. */
export function linkedInAddUrl(certificate: MyCertificate, origin: string): string {
  const issued = new Date(certificate.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: `${certificate.title}: ${certificate.courseName}`,
    organizationName: certificate.issuerName,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: `${origin}${verificationPath(certificate.code)}`,
    certId: certificate.code,
  });
  return `https://www.linkedin.com/profile/add?${params}`;
}
