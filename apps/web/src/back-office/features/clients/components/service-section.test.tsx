import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADVISER,
  CLIENT_ID,
  REVIEW_ID,
  reviewFixture,
  serviceFixture,
} from '@/back-office/features/clients/test/fixtures';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import ServiceSection from './service-section';

const STAFF = {
  items: [
    { ...ADVISER, email: 'priya@x.test', role: 'admin' },
    { uuid: '00000000-0000-4000-8000-0000000000a2', name: 'Tom Reed', email: 'tom@x.test', role: 'adviser' },
  ],
};

const NO_POLICIES = { items: [], total: 0, page: 1, per_page: 100 };

function renderSection() {
  render(
    <QueryClientProvider client={queryClient}>
      <ServiceSection clientId={CLIENT_ID} />
    </QueryClientProvider>,
  );
}

const SEGMENTS = {
  items: [
    {
      uuid: 'b1c2d3e4-0000-4000-8000-000000000001',
      name: 'Standard',
      interval_months: 12,
      description: '',
      is_default: true,
      clients: 40,
    },
    {
      uuid: 'b1c2d3e4-0000-4000-8000-000000000002',
      name: 'Complex planning',
      interval_months: 6,
      description: '',
      is_default: false,
      clients: 5,
    },
  ],
};

describe('ongoing service section', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    queryClient.clear();
  });

  it('shows the adviser, the current review and the check-in answers in the client’s words', async () => {
    mockApi({
      'GET /admin/clients/{id}/service': [200, serviceFixture()],
      'GET /admin/messages/assignees': [200, STAFF],
      'GET /admin/segments': [200, SEGMENTS],
      'GET /admin/clients/{id}/documents': [200, { items: [] }],
      'GET /admin/policies': [200, NO_POLICIES],
    });
    renderSection();
    await screen.findByRole('heading', { name: 'Current review' });
    await screen.findByRole('option', { name: 'Tom Reed' });
    expect((screen.getByLabelText('Adviser') as HTMLSelectElement).value).toBe(ADVISER.uuid);
    await screen.findByRole('option', { name: 'Complex planning (every 6 months)' });
    expect((screen.getByLabelText('Review segment') as HTMLSelectElement).value).toBe(
      SEGMENTS.items[0]!.uuid,
    );
    expect((screen.getByLabelText('Next review date') as HTMLInputElement).value).toBe('2026-11-20');
    screen.getByText('Check-in answered', { selector: 'span' });
    const answers = within(screen.getByRole('region', { name: 'Check-in answers' }));
    expect(answers.getByText('Has your income or spending changed?').nextElementSibling?.textContent).toBe(
      'Yes',
    );
    expect(answers.getByText('Has your health changed?').nextElementSibling?.textContent).toBe('No');
    answers.getByText('Retiring early next year.');
    screen.getByRole('button', { name: 'Upload review pack' });
    screen.getByText('No earlier reviews.');
  });

  it('saves the adviser and review date, with the server’s errors under the fields', async () => {
    const api = mockApi({
      'GET /admin/clients/{id}/service': [200, serviceFixture()],
      'GET /admin/messages/assignees': [200, STAFF],
      'GET /admin/segments': [200, SEGMENTS],
      'GET /admin/clients/{id}/documents': [200, { items: [] }],
      'GET /admin/policies': [200, NO_POLICIES],
      'PUT /admin/clients/{id}/service': [
        [422, { message: 'Invalid', errors: { next_review_date: ['Enter a date between 1900 and 2100.'] } }],
        [200, serviceFixture({ adviser: { uuid: STAFF.items[1]!.uuid, name: 'Tom Reed' } })],
      ],
    });
    renderSection();
    await screen.findByRole('option', { name: 'Tom Reed' });
    fireEvent.change(screen.getByLabelText('Adviser'), { target: { value: STAFF.items[1]!.uuid } });
    fireEvent.change(screen.getByLabelText('Next review date'), { target: { value: '2201-01-01' } });
    const save = () =>
      act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save ongoing service' })));
    await save();
    const date = screen.getByLabelText('Next review date');
    await vi.waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${date.id}-error`)?.textContent).toBe(
      'Enter a date between 1900 and 2100.',
    );

    fireEvent.change(date, { target: { value: '2027-01-15' } });
    fireEvent.change(screen.getByLabelText('Review segment'), { target: { value: SEGMENTS.items[1]!.uuid } });
    await save();
    await screen.findByText('The adviser, segment and next review date were saved.');
    expect(api.callsTo(`PUT /admin/clients/${CLIENT_ID}/service`).map((call) => call.body)).toEqual([
      { adviser_id: STAFF.items[1]!.uuid, next_review_date: '2201-01-01' },
      // The segment goes only once chosen: a client left in the default follows the default.
      {
        adviser_id: STAFF.items[1]!.uuid,
        next_review_date: '2027-01-15',
        segment_id: SEGMENTS.items[1]!.uuid,
      },
    ]);
  });

  it('records a review delivered at a meeting, asking for the meeting’s date', async () => {
    const api = mockApi({
      'GET /admin/clients/{id}/service': [
        [200, serviceFixture()],
        [
          200,
          serviceFixture({
            next_review_date: '2027-11-20',
            current: null,
            history: [reviewFixture({ status: 'delivered', meeting_held_on: '2026-11-18' })],
          }),
        ],
      ],
      'GET /admin/messages/assignees': [200, STAFF],
      'GET /admin/segments': [200, SEGMENTS],
      'GET /admin/clients/{id}/documents': [200, { items: [] }],
      'GET /admin/policies': [200, NO_POLICIES],
      'POST /admin/reviews/{id}/outcome': [200, reviewFixture({ status: 'delivered' })],
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Record outcome' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record outcome' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Delivered' }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Save outcome' })));
    const meeting = dialog.getByLabelText('Meeting held on');
    expect(document.getElementById(`${meeting.id}-error`)?.textContent).toBe(
      'Enter the date the meeting was held.',
    );
    fireEvent.change(meeting, { target: { value: '2026-11-18' } });
    fireEvent.change(dialog.getByLabelText('Note (optional)'), { target: { value: ' Reviewed the ISA. ' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Save outcome' })));
    await screen.findByText('No review is open. One opens 30 days before the next review date.');
    expect(screen.getByText('The review was recorded as delivered.').getAttribute('role')).toBe('status');
    expect(api.callsTo(`POST /admin/reviews/${REVIEW_ID}/outcome`).map((call) => call.body)).toEqual([
      { outcome: 'delivered', meeting_held_on: '2026-11-18', note: 'Reviewed the ISA.' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    screen.getByText('18 Nov 2026');
  });

  it('shows a refusal of the outcome in the dialog', async () => {
    mockApi({
      'GET /admin/clients/{id}/service': [200, serviceFixture()],
      'GET /admin/messages/assignees': [200, STAFF],
      'GET /admin/segments': [200, SEGMENTS],
      'GET /admin/clients/{id}/documents': [200, { items: [] }],
      'GET /admin/policies': [200, NO_POLICIES],
      'POST /admin/reviews/{id}/outcome': [409, { message: 'This review has already ended.' }],
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Record outcome' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record outcome' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Declined' }));
    expect(dialog.queryByLabelText('Meeting held on')).toBeNull();
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Save outcome' })));
    expect((await dialog.findByRole('alert')).textContent).toBe('This review has already ended.');
  });
});
