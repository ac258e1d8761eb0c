import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassList } from '../../../common/api/cohort';
import { BUILDER_COURSE } from '../../test/course-builder-test-server';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';
import { renderClassScreens } from './class-admin-test-app';

const LIST: ClassList = {
  coursePath: 'data-101',
  defaultCohort: 'data-101',
  canManage: true,
  classes: [
    {
      path: 'data-101',
      name: 'Data Literacy',
      isDefault: true,
      enrolmentType: 'open',
      mode: 'self_paced',
      classAccessTz: 'UTC',
      startDate: null,
      endDate: null,
      seatLimit: null,
      localPrice: { currency: 'AUD', coursePriceMinor: 0, studentPriceMinor: 0 },
      activeLearners: 12,
      pendingRequests: 0,
      staffCount: 1,
    },
    {
      path: 'evening',
      name: 'Evening class',
      isDefault: false,
      enrolmentType: 'approval',
      mode: 'scheduled',
      classAccessTz: 'Asia/Kuala_Lumpur',
      startDate: '2026-05-01T01:00:00.000Z',
      endDate: null,
      seatLimit: 30,
      localPrice: { currency: 'MYR', coursePriceMinor: 4990, studentPriceMinor: 2990 },
      activeLearners: 7,
      pendingRequests: 3,
      staffCount: 2,
    },
  ],
};

type Reply = (call: FetchCall) => Response | undefined;
let createReply: Reply;
let calls: FetchCall[];

resetAppAroundEachTest(() => buildUser({ courseRoles: { 'data-101': 'administrator' } }));

beforeEach(() => {
  createReply = () => jsonResponse({ result: { path: 'weekend-class', coursePath: 'data-101' } });
  calls = stubFetch((call) => {
    if (call.url.includes('/json/course/read/getCourseData/data-101'))
      return jsonResponse({ result: BUILDER_COURSE });
    if (call.url.includes('/json/cohort/lookup/listClasses')) return jsonResponse({ result: LIST });
    if (call.url.includes('/json/cohort/create')) return createReply(call) ?? jsonResponse({ result: null });
    return jsonResponse({ result: null });
  });
});

const openTab = async () => {
  renderClassScreens('/courses/admin/?action=classes&course=data-101');
  // The first visit of the tab loads its code: slow on a busy machine.
  return screen.findByRole('table', { name: 'Classes of this course' }, { timeout: 5000 });
};

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('the classes tab', () => {
  it('lists the classes with their counts, marks the default and links each to its class admin', async () => {
    const table = await openTab();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Data LiteracyDefaultOpenSelf-pacedFree1201'),
      // A priced class shows its price in its currency, and its student price.
      expect.stringMatching(
        /^Evening classApprovalScheduledMYR\s49\.90 · MYR\s29\.90 for students7 of 30 seats32/,
      ),
    ]);
    const link = within(table).getByRole('link', { name: 'Manage Evening class' });
    expect(link.getAttribute('href')).toBe('/cohorts/admin/?cohort=evening&tab=settings');
    // The default class cannot be deleted or made default again; the other can.
    expect(within(table).queryByRole('button', { name: 'Delete Data Literacy' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Delete Evening class' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Make default: Evening class' })).toBeTruthy();
    // Drawn outside the app layout's landmarks, so the region rule has nothing to hold on to.
    const results = await axe.run(document.body, {
      rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('deletes a class after confirming', async () => {
    const table = await openTab();
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Evening class' }));
    expect(await screen.findByText('The class Evening class was deleted.')).toBeTruthy();
    expect(confirm).toHaveBeenCalledWith(
      'Delete the class Evening class? Its enrolments, enrolment codes and invitations are deleted with it.',
    );
    expect(calls.some((call) => call.url.endsWith('/json/cohort/delete/deleteClass/evening'))).toBe(true);
  });
});

describe('the class modal', () => {
  it('judges each field as it is typed: a reason when it fails, and no success text', async () => {
    await openTab();
    fireEvent.click(screen.getByRole('button', { name: 'New class' }));
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    const name = field('Class name');
    fireEvent.change(name, { target: { value: 'ab' } });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Use 3 to 100 characters for the class name.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'abc' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-describedby')).toBeNull();

    const price = field('Course price (AUD)');
    fireEvent.change(price, { target: { value: '12.345' } });
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(dialog).getByText('Enter a price of 0 or more, with at most two decimal places.'),
    ).toBeTruthy();

    // The access code belongs to access-code enrolment alone.
    expect(within(dialog).queryByLabelText('Access code')).toBeNull();
    fireEvent.change(field('Enrolment type'), { target: { value: 'access_code' } });
    fireEvent.change(field('Access code'), { target: { value: 'a-b' } });
    expect(within(dialog).getByText(/letters and digits for the access code\./)).toBeTruthy();

    // Scheduled needs a start date; the mode is one radio group.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Scheduled' }));
    expect((within(dialog).getByRole('radio', { name: 'Self-paced' }) as HTMLInputElement).checked).toBe(
      false,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save class' }));
    expect(await within(dialog).findByText('A scheduled class needs a start date.')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Some fields need attention. Check the messages under them.',
    );
    expect(calls.some((call) => call.url.includes('/json/cohort/create'))).toBe(false);
    // Focus goes to the first failed field.
    expect(document.activeElement).toBe(field('Access code'));
    // Every verdict shows after a save was tried: reasons only, never "Looks good."
    expect(within(dialog).queryByText(/Looks good/)).toBeNull();
    const audit = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('sends the form with prices in minor units and dates read in the class time zone', async () => {
    await openTab();
    fireEvent.click(screen.getByRole('button', { name: 'New class' }));
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    fireEvent.change(field('Class name'), { target: { value: 'Weekend class' } });
    // The time zone is searched: typing narrows the list, the arrow keys and Enter choose.
    const zone = screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement;
    fireEvent.change(zone, { target: { value: 'kuala' } });
    const options = within(screen.getByRole('listbox', { name: 'Time zone' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Asia/Kuala_Lumpur']);
    fireEvent.keyDown(zone, { key: 'ArrowDown' });
    expect(zone.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(zone, { key: 'Enter' });
    expect(zone.value).toBe('Asia/Kuala_Lumpur');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(field('Start date'), { target: { value: '2026-05-01T09:00' } });
    fireEvent.change(field('Course price (AUD)'), { target: { value: '49.90' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Digital badge' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save class' }));
    expect(await screen.findByText('The class Weekend class was created.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const create = calls.find((call) => call.url.endsWith('/json/cohort/create'))!;
    expect(create.body).toMatchObject({
      coursePath: 'data-101',
      name: 'Weekend class',
      startDate: '2026-05-01T01:00:00.000Z',
      coursePriceMinor: 4990,
      credentialTypes: ['digital_badge'],
      classAccessTz: 'Asia/Kuala_Lumpur',
      accessCode: null,
    });
  });

  it('starts in the creator’s time zone and refuses a time the clocks skip there', async () => {
    await openTab();
    fireEvent.click(screen.getByRole('button', { name: 'New class' }));
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    const zone = screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement;
    // The signed-in user's own zone (Asia/Jakarta in the fixture), not UTC.
    expect(zone.value).toBe('Asia/Jakarta');
    fireEvent.change(zone, { target: { value: 'new york' } });
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'America/New_York' }));
    expect(zone.value).toBe('America/New_York');
    // Typing without choosing keeps the chosen zone when the field is left.
    fireEvent.change(zone, { target: { value: 'nowhere' } });
    expect(within(screen.getByRole('listbox')).getByText('Nothing matches.')).toBeTruthy();
    fireEvent.blur(zone);
    expect(zone.value).toBe('America/New_York');
    fireEvent.change(field('Start date'), { target: { value: '2026-03-08T02:30' } });
    expect(
      within(dialog).getByText(
        'This time does not happen in America/New_York: the clocks go forward then. Choose another time.',
      ),
    ).toBeTruthy();
  });

  it('keeps everything typed when the save fails, with the server’s reasons', async () => {
    createReply = () =>
      jsonResponse(
        {
          error: 'invalid_input',
          reason: 'Use 3 to 100 characters for the class name.',
          fields: { name: 'Use 3 to 100 characters for the class name.' },
        },
        400,
      );
    await openTab();
    fireEvent.click(screen.getByRole('button', { name: 'New class' }));
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    fireEvent.change(field('Class name'), { target: { value: 'Weekend class' } });
    fireEvent.change(field('Seat limit'), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save class' }));
    await waitFor(() => expect(field('Class name').getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByRole('alert').textContent).toBe('Use 3 to 100 characters for the class name.');
    expect(field('Class name').value).toBe('Weekend class');
    expect(field('Seat limit').value).toBe('25');
    expect((within(dialog).getByRole('button', { name: 'Save class' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
