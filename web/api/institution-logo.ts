import { institutionLogoUploadPath } from '../../common/api/portal';
import { apiRequest } from './client';

// Apart from portal.ts, which the public portal loads: the upload's address comes with the
// portal's contract (its zod schemas), which only the institution's settings need.

/** Upload an image as the institution's logo (its team); answers the logo's address. */
export function uploadInstitutionLogo(path: string, file: File): Promise<{ logoUrl: string }> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest('POST', institutionLogoUploadPath(path), { formData, loginRequired: true });
}
