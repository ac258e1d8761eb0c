import {
  DEFAULT_INSTITUTION_COLOURS,
  type InstitutionSettings,
  type TeamMember,
} from '../../../common/api/institution';
import { jsonResponse } from '../../test/stub-fetch';

/** An institution's settings as its owner reads them. */
export const SETTINGS: InstitutionSettings = {
  name: 'Universitas Nusantara',
  path: 'nusantara',
  country: 'au',
  region: 'au',
  status: 'active',
  colours: { ...DEFAULT_INSTITUTION_COLOURS },
  owner: { userId: '00000000-0000-4000-8000-000000000001', fullName: 'Siti Rahmah' },
  createdAt: '2026-03-02T04:00:00.000Z',
  myRole: 'owner',
};

export const OWNER: TeamMember = {
  userId: '00000000-0000-4000-8000-000000000001',
  fullName: 'Siti Rahmah',
  email: 'siti@kelas.example',
  role: 'owner',
  addedAt: '2026-03-02T04:00:00.000Z',
};

export const ADMINISTRATOR: TeamMember = {
  userId: '00000000-0000-4000-8000-000000000002',
  fullName: 'Budi Santoso',
  email: 'budi@kelas.example',
  role: 'administrator',
  addedAt: '2026-04-10T02:30:00.000Z',
};

/** A refusal of the server by one field, with its reason's code. */
export function fieldRefusal(field: string, reason: string, code: string, params?: Record<string, number>) {
  return jsonResponse(
    {
      error: 'invalid_input',
      reason,
      fields: { [field]: reason },
      fieldCodes: { [field]: params ? { code, params } : { code } },
    },
    400,
  );
}

export const NOT_FOUND = () => jsonResponse({ error: 'not_found', reason: 'Not found.' }, 404);
