import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClassData, ClassStaffMember, StaffInvitation } from '../../../common/api/cohort';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';
import { renderClassScreens } from './class-admin-test-app';
import { buildClassData } from './class-test-data';

// The first visit of a tab loads its code: slow on a busy machine.
const LAZY = { timeout: 5000 };

const CLASS = buildClassData();

const ANA: ClassStaffMember = {
  userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  fullName: 'Ana Lim',
  profileName: 'ana-lim',
  email: 'ana@example.test',
  role: 'facilitator',
};

let cohort: ClassData;
let staff: ClassStaffMember[];
let invitations: StaffInvitation[];
let calls: FetchCall[];

resetAppAroundEachTest(() => buildUser());

beforeEach(() => {
  cohort = CLASS;
  staff = [ANA];
  invitations = [];
  calls = stubFetch((call) => {
    if (call.url.includes('/read/getClass/evening')) return jsonResponse({ result: cohort });
    if (call.url.includes('/read/listStaff/evening')) return jsonResponse({ result: staff });
    if (call.url.includes('/update/setEnrolmentCloseDate/evening')) {
      const { enrolmentCloseDate } = call.body as { enrolmentCloseDate: string };
      return jsonResponse({ result: { ...cohort, enrolmentCloseDate } });
    }
    if (call.url.includes('/read/listStaffInvitations/evening')) return jsonResponse({ result: invitations });
    if (call.url.includes('/update/updateAssessment/evening')) {
      const { settings, presets, releaseGrades } = call.body as {
        settings: ClassData['assessmentSettings'];
        presets: ClassData['assessmentPresets'];
        releaseGrades: boolean;
      };
      const releasedAt = releaseGrades ? '2026-05-02T01:00:00.000Z' : null;
      cohort = { ...cohort, assessmentSettings: { ...settings, releasedAt }, assessmentPresets: presets };
      return jsonResponse({ result: cohort });
    }
    if (call.url.includes('/update/addStaff/evening')) {
      const { email, role } = call.body as { email: string; role: ClassStaffMember['role'] };
      const at = '2026-05-01T01:00:00.000Z';
      invitations = [{ id: 'i1', email, role, status: 'pending', invitedAt: at, sentAt: at }, ...invitations];
      return jsonResponse({ result: invitations });
    }
    if (call.url.includes('/update/resendStaffInvitation/evening')) {
      const reason = 'This invitation was sent less than 24 hours ago. Wait before sending it again.';
      return jsonResponse({ error: 'rate_limited', reason }, 429);
    }
    if (call.url.includes('/update/cancelStaffInvitation/evening')) {
      invitations = invitations.filter(
        (invitation) => invitation.id !== (call.body as { invitationId: string }).invitationId,
      );
      return jsonResponse({ result: invitations });
    }
    if (call.url.includes('/update/removeStaff/evening')) {
      staff = staff.filter((member) => member.userId !== (call.body as { userId: string }).userId);
      return jsonResponse({ result: staff });
    }
    return jsonResponse({ result: null });
  });
});

describe('class admin', () => {
  it('opens the settings tab by default and switches tabs without redrawing the shell', async () => {
    const router = renderClassScreens('/cohorts/admin/?cohort=evening');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Evening class' });
    await waitFor(() => expect(router.state.location.search).toBe('?cohort=evening&tab=settings'));
    expect(screen.getByRole('link', { name: 'Classes of Data Literacy' }).getAttribute('href')).toBe(
      '/courses/admin/?action=classes&course=data-101',
    );
    expect(((await screen.findByLabelText('Start date', {}, LAZY)) as HTMLInputElement).value).toBe(
      '2026-05-01T09:00',
    );
    expect((screen.getByRole('radio', { name: 'Scheduled' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Staff' }));
    expect(await screen.findByRole('table', { name: 'Staff of this class' }, LAZY)).toBeTruthy();
    expect(router.state.location.search).toBe('?cohort=evening&tab=staff');
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.getByRole('link', { name: 'Invitations' })).toBeTruthy();
  });

  it('saves the enrolment close date by itself, in the class time zone, with the autosave indicator', async () => {
    renderClassScreens('/cohorts/admin/?cohort=evening&tab=settings');
    const close = (await screen.findByLabelText('Enrolment close date', {}, LAZY)) as HTMLInputElement;
    const indicator = screen.getByText('Your change will be automatically saved');
    fireEvent.change(close, { target: { value: '2026-07-01T00:00' } });
    expect(await screen.findByText('The enrolment close date must not be after the end date.')).toBeTruthy();
    fireEvent.change(close, { target: { value: '2026-05-20T08:00' } });
    await waitFor(() => expect(indicator.textContent).toBe('Your change was saved'), { timeout: 3000 });
    const saves = calls.filter((call) => call.url.includes('setEnrolmentCloseDate'));
    expect(saves.map((call) => call.body)).toEqual([{ enrolmentCloseDate: '2026-05-20T00:00:00.000Z' }]);
  });

  it('invites staff by address (the role waits for their answer), resends, cancels and removes, each outcome told', async () => {
    renderClassScreens('/cohorts/admin/?cohort=evening&tab=staff');
    const email = (await screen.findByLabelText('Email address', {}, LAZY)) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'budi@example.test' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'cohort administrator' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(
        'An invitation was sent to budi@example.test to be Cohort administrator. The role is theirs once they accept.',
      ),
    ).toBeTruthy();
    expect(email.value).toBe('');
    // Not on the staff yet: listed by address among the invitations not yet accepted.
    expect(
      within(screen.getByRole('table', { name: 'Staff of this class' })).getAllByRole('row'),
    ).toHaveLength(2);
    const pending = screen.getByRole('table', { name: 'Staff invitations not yet accepted' });
    expect(within(pending).getByRole('rowheader', { name: 'budi@example.test' })).toBeTruthy();
    expect(within(pending).getByText('Waiting for an answer')).toBeTruthy();

    fireEvent.click(
      within(pending).getByRole('button', { name: 'Resend the invitation to budi@example.test' }),
    );
    expect(
      await screen.findByText(
        'This invitation was sent less than 24 hours ago. Wait before sending it again.',
      ),
    ).toBeTruthy();
    fireEvent.click(
      within(pending).getByRole('button', { name: 'Cancel the invitation to budi@example.test' }),
    );
    expect(await screen.findByText('The invitation to budi@example.test was cancelled.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Staff invitations not yet accepted' })).toBeNull();

    const table = screen.getByRole('table', { name: 'Staff of this class' });
    fireEvent.click(within(table).getByRole('button', { name: 'Remove Ana Lim as Facilitator' }));
    expect(await screen.findByText('Ana Lim is no longer Facilitator.')).toBeTruthy();
    expect(
      screen.getByText(
        'No staff yet. Invite a facilitator or a cohort administrator by their email address.',
      ),
    ).toBeTruthy();
    const audit = await axe.run(document.body, {
      rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
    });
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('sets how the class is assessed, keeps a preset, and releases held marks', async () => {
    renderClassScreens('/cohorts/admin/?cohort=evening&tab=assessment');
    fireEvent.click(
      await screen.findByRole('radio', { name: 'Take them, with a share of the score taken off' }, LAZY),
    );
    fireEvent.change(screen.getByLabelText('Share of the score taken off (percent)'), {
      target: { value: '20' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Held until I release them' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save assessment settings' }));
    await screen.findByText('Marks and feedback are held: learners do not see them yet.');
    const saved = calls.filter((call) => call.url.includes('updateAssessment'));
    expect(saved.at(-1)!.body).toMatchObject({
      settings: { latePolicy: 'penalty', latePenaltyPercent: 20, gradeRelease: 'held' },
      releaseGrades: false,
    });

    fireEvent.change(screen.getByLabelText('Preset name'), { target: { value: 'Exam week' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save these settings as a preset' }));
    expect(await screen.findByRole('button', { name: 'Apply Exam week' })).toBeTruthy();
    expect(calls.filter((call) => call.url.includes('updateAssessment')).at(-1)!.body).toMatchObject({
      presets: [{ name: 'Exam week', settings: { latePolicy: 'penalty' } }],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Release marks and feedback now' }));
    expect(await screen.findByText(/^Marks and feedback were released /)).toBeTruthy();
  });

  it('shows a facilitator the settings read only and no managing tabs', async () => {
    cohort = { ...CLASS, canManage: false };
    renderClassScreens('/cohorts/admin/?cohort=evening&tab=settings');
    expect(
      await screen.findByText('Only course and cohort administrators can change these settings.', {}, LAZY),
    ).toBeTruthy();
    // The whole form sits in a disabled fieldset (happy-dom does not pass that on to `disabled`).
    expect(screen.getByLabelText('Class name').closest('fieldset')!.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Invitations' })).toBeNull();
  });

  it('tells someone without a role in the class that they are not allowed', async () => {
    stubFetch(() =>
      jsonResponse({ error: 'forbidden', reason: 'You do not have permission to do this.' }, 403),
    );
    renderClassScreens('/cohorts/admin/?cohort=evening&tab=settings');
    expect(await screen.findByText('You are not allowed to manage this class.')).toBeTruthy();
  });
});
