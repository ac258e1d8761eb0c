import { describe, expect, it } from 'vitest';
import { examPath } from './assessment-paths';
import {
  blogPath,
  blogPostEditPath,
  blogPostPath,
  classAdminPath,
  courseAdminPath,
  courseJoinPath,
  courseLandingPath,
  coursePagePath,
  coursesPath,
  endedErrorPath,
  newBlogPostPath,
  pageModePath,
  profilePath,
  progressPath,
  studentInfoPath,
} from './paths';

describe('app paths', () => {
  it('builds course addresses from the screen routes', () => {
    expect(courseLandingPath('data-101')).toBe('/courses/data-101/');
    expect(courseJoinPath('data-101')).toBe('/courses/data-101/#join');
    expect(coursePagePath('data-101', 'intro')).toBe('/courses/data-101/intro/?mode=view');
    expect(coursePagePath('data-101', 'intro', 'edit')).toBe('/courses/data-101/intro/?mode=edit');
  });

  it('encodes values in the path', () => {
    expect(courseLandingPath('a b/c')).toBe('/courses/a%20b%2Fc/');
    expect(coursePagePath('a&b', 'c?d')).toBe('/courses/a%26b/c%3Fd/?mode=view');
  });

  it('keeps the other query parameters of a mode link', () => {
    expect(pageModePath(new URLSearchParams('mode=view&block=b1'), 'edit')).toBe('?mode=edit&block=b1');
  });

  it('builds the catalogue search with encodeURIComponent, as the catalogue reads it', () => {
    expect(coursesPath()).toBe('/courses/');
    expect(coursesPath('data & ai')).toBe('/courses/?q=data%20%26%20ai');
  });

  it('builds the admin, progress, class and ended addresses with their queries', () => {
    expect(courseAdminPath({ action: 'classes', course: 'data-101' })).toBe(
      '/courses/admin/?action=classes&course=data-101',
    );
    expect(courseAdminPath({ action: 'students', course: 'data-101', cohort: 'morning' })).toBe(
      '/courses/admin/?action=students&course=data-101&cohort=morning',
    );
    expect(classAdminPath({ cohort: 'morning' })).toBe('/cohorts/admin/?cohort=morning');
    expect(classAdminPath({ cohort: 'morning', tab: 'settings' })).toBe(
      '/cohorts/admin/?cohort=morning&tab=settings',
    );
    expect(studentInfoPath('morning')).toBe('/cohorts/studentinfo/?cohort=morning');
    expect(examPath('exam-1', 'morning class')).toBe('/assessment/exam/exam-1/?cohort=morning%20class');
    expect(progressPath()).toBe('/progress/');
    expect(progressPath('data 101')).toBe('/progress/?course=data+101');
    expect(endedErrorPath()).toBe('/ended_error/');
    expect(endedErrorPath('data-101')).toBe('/ended_error/?course=data-101');
  });

  it('builds profile and blog addresses', () => {
    expect(profilePath('aisyah')).toBe('/u/aisyah/');
    expect(profilePath('aisyah', 'fans')).toBe('/u/aisyah/fans/');
    expect(profilePath('aisyah', 'blog')).toBe(blogPath('aisyah'));
    expect(blogPath('aisyah')).toBe('/u/aisyah/blog/');
    expect(blogPath('aisyah', 2)).toBe('/u/aisyah/blog/?page=2');
    expect(blogPostPath('aisyah', 'p1')).toBe('/u/aisyah/blog/p1/');
    expect(blogPostEditPath('aisyah', 'p1')).toBe('/u/aisyah/blog/p1/edit/');
    expect(newBlogPostPath('aisyah')).toBe('/u/aisyah/blog/new/');
  });
});
