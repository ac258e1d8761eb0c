import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AddableCourse, InstitutionCourse } from '../../../common/api/institution';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse } from '../../test/stub-fetch';
import { ADDABLE, ARCHIVED_COURSE, answer, COURSE, fieldRefusal, serveInstitution } from './fixtures';

resetAppAroundEachTest(() => buildUser({ fullName: 'Siti Rahmah' }));

const PAGE = '/institution/admin/?institution=nusantara&action=courses';
const ADD = '/json/institute/update/addCourse/nusantara';
const REMOVE = '/json/institute/update/removeCourse/nusantara';
const ARCHIVE = '/json/institute/update/archiveCourse/nusantara';
const IN_OTHER = 'This course belongs to another institution.';
const NEEDS_ADMINISTRATOR =
  'Give this course an administrator outside the institution’s team first, or it would be left with none.';
const ADDED_AT = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(COURSE.addedAt));

const OTHERS: AddableCourse = { path: 'taken', name: 'Someone Else’s Course' };

/**
 * The institution's courses kept by the stub, and the caller's addable ones: adding OTHERS is
 * refused by its field, any other is added; `onRemove` may answer a removal instead of the stub.
 */
function serve(
  initial: InstitutionCourse[],
  {
    addable = [ADDABLE, OTHERS],
    onRemove,
  }: { addable?: AddableCourse[]; onRemove?: (call: FetchCall) => Response } = {},
) {
  let courses = initial;
  let mine = addable;
  const coursePathOf = (call: FetchCall) => (call.body as { coursePath: string }).coursePath;
  return serveInstitution({
    'read/getAllCourseSearchSummaries': () => jsonResponse({ result: courses }),
    'read/getAddableCourses': () => jsonResponse({ result: mine }),
    'update/addCourse': (call) => {
      const coursePath = coursePathOf(call);
      if (coursePath === OTHERS.path)
        return fieldRefusal('coursePath', IN_OTHER, 'institution.courseInOther');
      const added = mine.find((course) => course.path === coursePath)!;
      mine = mine.filter((course) => course !== added);
      courses = [...courses, { ...COURSE, ...added, classes: 0, learners: 0 }];
      return jsonResponse({ result: courses });
    },
    'update/removeCourse': (call) => {
      if (onRemove) return onRemove(call);
      courses = courses.filter((course) => course.path !== coursePathOf(call));
      return jsonResponse({ result: courses });
    },
    'update/archiveCourse': (call) => {
      const { archived } = call.body as { archived: boolean };
      courses = courses.map((course) =>
        course.path === coursePathOf(call) ? { ...course, status: archived ? 'archived' : 'active' } : course,
      );
      return jsonResponse({ result: courses });
    },
  });
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('an institution’s courses', () => {
  it('lists the courses in use and, apart, the archived ones', async () => {
    serve([COURSE, ARCHIVED_COURSE]);
    renderApp(PAGE);
    await screen.findByRole('rowheader', { name: 'Algebra for Beginners' });
    await waitFor(() => expect(document.title).toBe('Courses - Universitas Nusantara - Kelas'));
    const course = within(row('Algebra for Beginners'));
    expect(course.getByRole('link', { name: 'Algebra for Beginners' }).getAttribute('href')).toBe(
      '/courses/algebra/',
    );
    expect(course.getByText('Active')).toBeTruthy();
    expect(course.getByText('Listed')).toBeTruthy();
    expect(course.getByText('2')).toBeTruthy();
    expect(course.getByText('1,250')).toBeTruthy();
    expect(course.getByText(ADDED_AT)).toBeTruthy();
    const archived = within(screen.getByRole('region', { name: 'Archived courses' }));
    expect(archived.getByRole('rowheader', { name: 'Physics 2019' })).toBeTruthy();
    expect(archived.getByText('Not listed')).toBeTruthy();
    expect(archived.getByRole('button', { name: 'Restore Physics 2019' })).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'Institution pages' }));
    expect(nav.getByRole('link', { name: 'Courses' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/institution/admin-settings/general/?institution=nusantara',
    );
  });

  it('explains how to add a course when there is none, and how to create one when none can be added', async () => {
    serve([], { addable: [] });
    renderApp('/institution/admin/?institution=nusantara');
    expect(await screen.findByText('No courses yet')).toBeTruthy();
    expect(await screen.findByText('You administer no course outside an institution.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a course' }).getAttribute('href')).toBe(
      '/courses/create/',
    );
  });

  it('adds a course, showing a refusal by the select first', async () => {
    const calls = serve([COURSE]);
    renderApp(PAGE);
    const select = (await screen.findByLabelText('Course')) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: OTHERS.path } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the course' }));
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
    const reason = screen.getByText(IN_OTHER);
    expect(select.getAttribute('aria-describedby')).toBe(reason.id);
    expect(select.value).toBe(OTHERS.path);

    fireEvent.change(select, { target: { value: ADDABLE.path } });
    expect(screen.queryByText(IN_OTHER)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add the course' }));
    expect(await screen.findByText('Chemistry Basics was added.')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Chemistry Basics' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Chemistry Basics' })).toBeNull());
    expect(calls.filter((call) => call.url.endsWith(ADD)).map((call) => call.body)).toEqual([
      { coursePath: OTHERS.path },
      { coursePath: ADDABLE.path },
    ]);
  });

  it('removes a course once confirmed, saying what stays', async () => {
    const calls = serve([COURSE]);
    renderApp(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Algebra for Beginners' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Algebra for Beginners from the institution?' });
    expect(within(dialog).getByText(/its classes and its learners stay/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from the institution' }));
    expect(await screen.findByText('Algebra for Beginners was removed from the institution.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('rowheader', { name: 'Algebra for Beginners' })).toBeNull();
    expect(calls.find((call) => call.url.endsWith(REMOVE))?.body).toEqual({ coursePath: 'algebra' });
  });

  it('keeps the dialog open with the reason when a removal is refused', async () => {
    serve([COURSE], {
      onRemove: () => fieldRefusal('coursePath', NEEDS_ADMINISTRATOR, 'institution.courseNeedsAdministrator'),
    });
    renderApp(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Algebra for Beginners' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from the institution' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(NEEDS_ADMINISTRATOR);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('says there was a problem when a removal fails otherwise', async () => {
    serve([COURSE], {
      onRemove: () => jsonResponse({ error: 'internal', reason: 'Something went wrong.' }, 500),
    });
    renderApp(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Algebra for Beginners' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from the institution' }));
    expect((await within(dialog).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'There was a problem removing a course for this institution',
    );
    expect(screen.getByRole('rowheader', { name: 'Algebra for Beginners' })).toBeTruthy();
  });

  it('archives a course and restores it', async () => {
    const calls = serve([COURSE]);
    renderApp(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Archive Algebra for Beginners' }));
    expect(await screen.findByText('Algebra for Beginners was archived.')).toBeTruthy();
    const archived = within(screen.getByRole('region', { name: 'Archived courses' }));
    expect(within(row('Algebra for Beginners')).getByText('Archived')).toBeTruthy();
    expect(screen.getByText('Every course of the institution is archived.')).toBeTruthy();

    fireEvent.click(archived.getByRole('button', { name: 'Restore Algebra for Beginners' }));
    expect(await screen.findByText('Algebra for Beginners was restored.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Archived courses' })).toBeNull();
    expect(calls.filter((call) => call.url.endsWith(ARCHIVE)).map((call) => call.body)).toEqual([
      { coursePath: 'algebra', archived: true },
      { coursePath: 'algebra', archived: false },
    ]);
  });

  it('disables the button while saving and says when archiving fails', async () => {
    let fail: () => void = () => {};
    serveInstitution({
      'read/getAllCourseSearchSummaries': answer([COURSE]),
      'read/getAddableCourses': answer([]),
      'update/archiveCourse': () =>
        new Promise<Response>((resolve) => {
          fail = () => resolve(jsonResponse({ error: 'internal', reason: 'Something went wrong.' }, 500));
        }),
    });
    renderApp(PAGE);
    const archive = await screen.findByRole('button', { name: 'Archive Algebra for Beginners' });
    fireEvent.click(archive);
    await waitFor(() => expect((archive as HTMLButtonElement).disabled).toBe(true));
    fail();
    expect(await screen.findByText('Error while saving, please try again.')).toBeTruthy();
    expect((archive as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers to load the courses again when they fail', async () => {
    const failure = () => jsonResponse({ error: 'internal', reason: 'Something went wrong.' }, 500);
    serveInstitution({ 'read/getAllCourseSearchSummaries': failure, 'read/getAddableCourses': failure });
    renderApp(PAGE);
    expect(await screen.findByText('The courses could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Your courses could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
