import { describe, expect, it } from 'vitest';
import { pendingTermsTypes } from './pending-terms';

const NONE = { terms_of_service: [], privacy_policy: [] };

describe('pendingTermsTypes', () => {
  it('asks for nothing while no version is in force', () => {
    expect(pendingTermsTypes(NONE, {})).toEqual([]);
  });

  it('asks for a type whose newest version took effect after the latest acceptance', () => {
    const inForce = {
      terms_of_service: ['2026-03-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'],
      privacy_policy: ['2025-01-01T00:00:00.000Z'],
    };
    const accepted = {
      terms_of_service: '2026-02-01T10:00:00.123456+00:00',
      privacy_policy: '2026-02-01T10:00:00+00:00',
    };
    expect(pendingTermsTypes(inForce, accepted)).toEqual(['terms_of_service']);
  });

  it('asks for a type in force that was never accepted', () => {
    const inForce = { ...NONE, privacy_policy: ['2025-01-01T00:00:00.000Z'] };
    expect(pendingTermsTypes(inForce, { terms_of_service: '2026-01-01T00:00:00Z' })).toEqual([
      'privacy_policy',
    ]);
  });
});
