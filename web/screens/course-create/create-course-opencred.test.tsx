import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

let calls: FetchCall[];
resetAppAroundEachTest(() => buildUser());

beforeEach(() => {
  calls = stubFetch((call) => {
    if (call.url.includes('getSubscriptionPlanData'))
      return jsonResponse({ result: { plan: 'free', courseLimit: 3, coursesCreated: 0 } });
    // Refused, so the form stays to be read.
    if (call.url.endsWith('/json/course/create'))
      return jsonResponse(
        { error: 'course_code_taken', reason: 'This course code is taken. Choose another.' },
        409,
      );
    return jsonResponse({ result: null });
  });
});

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const optionsOf = (label: string) => [...select(label).options].map((option) => option.textContent);
const errorBy = (label: string) =>
  document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;
const sentCreation = () => calls.find((call) => call.url.endsWith('/json/course/create'));

async function fillOpencredCourse() {
  renderApp('/courses/create/');
  fireEvent.change(await screen.findByLabelText('Course name'), { target: { value: 'Bahasa Melayu' } });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'languages' } });
  fireEvent.change(screen.getByLabelText('Course type'), { target: { value: 'OPENCRED' } });
}

describe('creating an OpenCreds course', () => {
  it('keeps the free number of hours for other course types', async () => {
    renderApp('/courses/create/');
    fireEvent.change(await screen.findByLabelText('Course type'), { target: { value: 'SHORT_COURSE' } });
    expect((screen.getByLabelText('Learning hours') as HTMLInputElement).type).toBe('number');
    expect(screen.queryByLabelText('Credential framework')).toBeNull();
  });

  it('asks for a credential framework by its field before sending anything', async () => {
    await fillOpencredCourse();
    expect(optionsOf('Credential framework')).toEqual(['Choose a framework', 'Australia', 'Malaysia']);
    expect(optionsOf('Learning hours')).toEqual(['Choose a framework first']);
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText(/Choose the credential framework of this OpenCreds course/)).toBeTruthy();
    expect(errorBy('Credential framework')).toBe(
      'Choose the credential framework of this OpenCreds course: Australia or Malaysia.',
    );
    expect(sentCreation()).toBeUndefined();
  });

  it('offers the framework’s hours, and asks for one of them by the hours field', async () => {
    await fillOpencredCourse();
    fireEvent.change(select('Credential framework'), { target: { value: 'AUSTRALIA' } });
    expect(optionsOf('Learning hours')).toEqual(['Choose the hours', '2.5', '10', '25', '40', '100']);
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    expect(
      await screen.findByText('For the Australian framework, choose 2.5, 10, 25, 40 or 100 hours.'),
    ).toBeTruthy();
    expect(errorBy('Learning hours')).toBe(
      'For the Australian framework, choose 2.5, 10, 25, 40 or 100 hours.',
    );
    expect(sentCreation()).toBeUndefined();
  });

  it('keeps the hours the new framework lists too, clears the others, and sends the choice', async () => {
    await fillOpencredCourse();
    fireEvent.change(select('Credential framework'), { target: { value: 'AUSTRALIA' } });
    fireEvent.change(select('Learning hours'), { target: { value: '25' } });
    fireEvent.change(select('Credential framework'), { target: { value: 'MALAYSIA' } });
    expect(select('Learning hours').value).toBe('');
    fireEvent.change(select('Learning hours'), { target: { value: '40' } });
    fireEvent.change(select('Credential framework'), { target: { value: 'AUSTRALIA' } });
    expect(select('Learning hours').value).toBe('40');
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    await waitFor(() =>
      expect(sentCreation()?.body).toMatchObject({
        courseType: 'OPENCRED',
        credentialFramework: 'AUSTRALIA',
        learningHours: 40,
      }),
    );
  });
});
