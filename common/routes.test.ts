import { describe, expect, it } from 'vitest';
import {
  canonicalScreenPath,
  findScreen,
  isApiPath,
  isUsableName,
  matchesRoute,
  NEVER_A_NAME_SEGMENTS,
  RESERVED_PREFIXES,
  SCREEN_ROUTES,
} from './routes';

describe('routes', () => {
  it('ends every screen route in a slash, in lowercase', () => {
    for (const path of Object.values(SCREEN_ROUTES)) {
      // A final splat (`/u/:profileName/*`) matches the slash forms below it.
      expect(path.endsWith('/') || path.endsWith('/*')).toBe(true);
      // Parameter names are camelCase like every field name; the fixed segments are lowercase.
      const fixed = path.replace(/:\w+/g, '');
      expect(fixed).toBe(fixed.toLowerCase());
    }
  });

  it('gives the canonical form of a screen path, or null when it is already canonical', () => {
    expect(canonicalScreenPath('/about')).toBe('/about/');
    expect(canonicalScreenPath('/About/')).toBe('/about/');
    expect(canonicalScreenPath('/ACCOUNTS/Login')).toBe('/accounts/login/');
    expect(canonicalScreenPath('/about/')).toBeNull();
    expect(canonicalScreenPath('/')).toBeNull();
  });

  it('finds the screen of a path, and none for an unknown one', () => {
    expect(findScreen('/')).toBe('home');
    expect(findScreen('/accounts/login/')).toBe('login');
    expect(findScreen('/about/')).toBe('about');
    expect(findScreen('/about/team/')).toBeUndefined();
    // One segment that an institution's path could be is a portal's address (the server answers
    // 404 where there is none); anything else is no screen.
    expect(findScreen('/nowhere/')).toBe('portal');
    expect(findScreen('/no_where/')).toBeUndefined();
    expect(findScreen('/nowhere/more/')).toBeUndefined();
    expect(findScreen('/admin/')).toBeUndefined();
    expect(findScreen('/ab/')).toBeUndefined();
    expect(findScreen('/u/aisyah-rahman/')).toBe('profile');
    expect(findScreen('/u/aisyah-rahman/fans/')).toBe('profile');
    expect(findScreen('/u/aisyah-rahman/blog/')).toBe('profileBlog');
    expect(findScreen('/u/aisyah-rahman/blog/some-post/')).toBe('profileBlog');
    expect(findScreen('/u/aisyah-rahman/portfolio/')).toBe('profilePortfolio');
    expect(findScreen('/accounts/portfolio/')).toBe('myPortfolio');
    // A tab a profile does not have is no screen (issue 10: it answered 200).
    expect(findScreen('/u/aisyah-rahman/photos/')).toBeUndefined();
    expect(findScreen('/u/aisyah-rahman/portfolio/more/')).toBeUndefined();
    expect(findScreen('/u/aisyah-rahman/fans/more/')).toBeUndefined();
    expect(findScreen('/u/')).toBeUndefined();
    expect(findScreen('/certification/design/')).toBe('certification');
    expect(findScreen('/certification/students/')).toBe('certification');
    expect(findScreen('/certification/badges/')).toBeUndefined();
    expect(findScreen('/institution/create/')).toBe('institutionCreate');
    expect(findScreen('/institution/admin-settings/')).toBe('institutionSettings');
    expect(findScreen('/institution/admin-settings/general/')).toBe('institutionSettings');
    expect(findScreen('/institution/admin-settings/team/')).toBe('institutionSettings');
    expect(findScreen('/institution/admin-settings/billing/')).toBeUndefined();
    expect(findScreen('/institution/admin/')).toBe('institutionAdmin');
  });

  it('matches parameters, optional parameters and a final splat', () => {
    expect(matchesRoute('/u/:profileName/*', '/u/ann/blog/')).toBe(true);
    expect(matchesRoute('/u/:profileName/', '/u/')).toBe(false);
    expect(matchesRoute('/assessment/:action/:designId?/', '/assessment/mark/')).toBe(true);
    expect(matchesRoute('/assessment/:action/:designId?/', '/assessment/mark/12/')).toBe(true);
    expect(matchesRoute('/assessment/:action/:designId?/', '/assessment/mark/12/3/')).toBe(false);
  });

  it('tells the API prefixes in any case', () => {
    expect(isApiPath('/json/user/create')).toBe(true);
    expect(isApiPath('/API/csrf/')).toBe(true);
    expect(isApiPath('/jsonish/')).toBe(false);
  });

  it('never takes a reserved segment as a course or profile name', () => {
    for (const segment of [...NEVER_A_NAME_SEGMENTS, ...RESERVED_PREFIXES]) {
      expect(isUsableName(segment)).toBe(false);
      expect(isUsableName(segment.toUpperCase())).toBe(false);
    }
    expect(NEVER_A_NAME_SEGMENTS).toEqual(['admin', 'my', 'go', 'enrol', 'create']);
    expect(isUsableName('intro-to-biology')).toBe(true);
  });
});
