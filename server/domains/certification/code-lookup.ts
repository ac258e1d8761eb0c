import { reasonText } from '../../../common/reasons';
import type { Db } from '../../db/client';
import { AppError } from '../../rpc/app-error';
import { type RateLimit, underFailureLimits } from '../../security/rate-limit';
import { type CertificateRecord, loadCertificate } from './certificate-record';

/** Wrong certificate codes a client address may try: 30 in 10 minutes (a code has 50 random bits). */
export const CODE_MISSES_PER_IP: RateLimit = { name: 'certificate-code-ip', max: 30, windowSeconds: 600 };

/**
 * The certificate a visitor's code names, or `not_found` saying so plainly; wrong codes are counted
 * per client address and refused past the limit, so codes cannot be guessed. Call outside a
 * transaction (the count outlives the failure).
 */
export function lookUpCertificate(db: Db, ip: string, code: string): Promise<CertificateRecord> {
  return underFailureLimits(db, [[CODE_MISSES_PER_IP, ip]], async () => {
    const record = await loadCertificate(db, code);
    if (!record) throw new AppError('not_found', reasonText('certificate.unknownCode'));
    return record;
  });
}
