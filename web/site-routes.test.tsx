import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ClientSite } from '../common/site';
import { siteRoutes } from './site-routes';

const SITE: ClientSite = { institution: 'nusantara', prefix: null, platform: 'https://kelas.example' };

/** The id of the screen route `path` reaches in `table`. */
const screenAt = (table: ReturnType<typeof siteRoutes>, path: string) =>
  matchRoutes(table, path)?.at(-1)?.route.id;

describe('the routes on an institution’s own domain', () => {
  it('put the portal at the domain’s root and the learners’ screens as they are', () => {
    const table = siteRoutes(SITE);
    expect(screenAt(table, '/')).toBe('portal');
    expect(screenAt(table, '/courses/')).toBe('courses');
    expect(screenAt(table, '/courses/maths/')).toBe('courseLanding');
    expect(screenAt(table, '/accounts/login/')).toBe('login');
    // Running things is the platform's: the route leaves for it; so does another institution's portal.
    expect(screenAt(table, '/accounts/account-settings/')).toBe('accountSettings');
    expect(screenAt(table, '/institution/admin/')).toBe('institutionAdmin');
    expect(screenAt(table, '/other-college/')).toBe('otherPortal');
    const leaving = (id: string) => table[0]!.children!.find((route) => route.id === id);
    expect(leaving('accountSettings')?.lazy).toBe(leaving('otherPortal')?.lazy);
    expect(leaving('courses')?.lazy).not.toBe(leaving('otherPortal')?.lazy);
  });

  it('put the portal under the prefix, the root leading there', () => {
    const table = siteRoutes({ ...SITE, prefix: 'online' });
    expect(screenAt(table, '/online/')).toBe('portal');
    expect(screenAt(table, '/')).toBe('home');
  });
});
