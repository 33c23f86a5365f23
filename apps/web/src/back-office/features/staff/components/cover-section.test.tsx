import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { CoverSection } from './cover-section';

const SAM = '00000000-0000-4000-8000-0000000000a1';
const PRIYA = '00000000-0000-4000-8000-0000000000a2';
const COVER = '00000000-0000-4000-8000-0000000000c1';

const member = (uuid: string, first_name: string, surname: string) => ({
  uuid,
  email: `${first_name.toLowerCase()}@firm.test`,
  first_name,
  surname,
  role: 'adviser',
  status: 'active',
  mfa_configured: true,
  last_sign_in: null,
  created_at: '2026-01-01T09:00:00.000Z',
});
const cover = (status: 'current' | 'upcoming' | 'cancelled') => ({
  uuid: COVER,
  adviser: { uuid: SAM, name: 'Sam Adviser' },
  cover: { uuid: PRIYA, name: 'Priya Shah' },
  starts_on: '2026-12-01',
  ends_on: '2026-12-12',
  status,
  created_at: '2026-11-21T09:00:00.000Z',
  created_by: { uuid: PRIYA, name: 'Priya Shah' },
  cancelled_at: null,
});
const list = (...items: ReturnType<typeof cover>[]) => [200, { items }] as const;

function renderSection() {
  render(
    <QueryClientProvider client={queryClient}>
      <CoverSection />
    </QueryClientProvider>,
  );
}

describe('holiday cover on the staff page', () => {
  afterEach(() => queryClient.clear());

  it('arranges cover in one step, showing the server’s refusal under its field first', async () => {
    const api = mockApi({
      'GET /admin/cover': [list(), list(cover('upcoming'))],
      'GET /admin/staff': [
        200,
        {
          items: [member(SAM, 'Sam', 'Adviser'), member(PRIYA, 'Priya', 'Shah')],
          total: 2,
          page: 1,
          per_page: 100,
        },
      ],
      'POST /admin/cover': [
        [
          422,
          {
            name: 'Unprocessable Entity',
            message: 'The data you sent is not valid.',
            status: 422,
            errors: { cover_id: ['Sam Adviser is away themselves from 1 December 2026 to 5 December 2026.'] },
          },
        ],
        [201, cover('upcoming')],
      ],
    });
    renderSection();
    await screen.findByText('No cover is arranged.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Arrange cover' })));
    const dialog = await screen.findByRole('dialog', { name: 'Arrange holiday cover' });
    await within(dialog).findAllByRole('option', { name: 'Priya Shah' });
    // A deactivated staff member can neither be away nor cover.
    expect(within(dialog).queryAllByRole('option', { name: 'Gone Away' })).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Adviser who is away'), { target: { value: SAM } });
    fireEvent.change(within(dialog).getByLabelText('Covered by'), { target: { value: PRIYA } });
    fireEvent.change(within(dialog).getByLabelText('First day'), { target: { value: '2026-12-01' } });
    fireEvent.change(within(dialog).getByLabelText('Last day'), { target: { value: '2026-12-12' } });
    const submit = within(dialog).getByRole('button', { name: 'Arrange cover' });
    await act(async () => fireEvent.click(submit));
    await within(dialog).findByText(
      'Sam Adviser is away themselves from 1 December 2026 to 5 December 2026.',
    );
    await act(async () => fireEvent.click(submit));
    expect(api.callsTo('POST /admin/cover').map((call) => call.body)).toEqual([
      { adviser_id: SAM, cover_id: PRIYA, starts_on: '2026-12-01', ends_on: '2026-12-12' },
      { adviser_id: SAM, cover_id: PRIYA, starts_on: '2026-12-01', ends_on: '2026-12-12' },
    ]);
    const table = await screen.findByRole('table', { name: 'Holiday cover now and to come' });
    const row = (await within(table).findByText('Sam Adviser')).closest('tr')!;
    expect(within(row).getByText('1 Dec 2026 to 12 Dec 2026')).toBeTruthy();
    expect(within(row).getByText('To come')).toBeTruthy();
  });

  it('cancels a running cover after asking', async () => {
    const api = mockApi({
      'GET /admin/cover': [list(cover('current')), list()],
      [`POST /admin/cover/${COVER}/cancel`]: [200, cover('cancelled')],
    });
    renderSection();
    const table = await screen.findByRole('table', { name: 'Holiday cover now and to come' });
    expect(await within(table).findByText('Covering now')).toBeTruthy();
    // The question's dialog loads on first use: until then its button waits, disabled.
    const trigger = () => within(table).getByRole('button', { name: 'Cancel cover' });
    await waitFor(() => expect(trigger().matches(':disabled')).toBe(false));
    await act(async () => fireEvent.click(trigger()));
    const question = await screen.findByRole('alertdialog', { name: 'Cancel this cover?' });
    await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'Cancel cover' })));
    expect(api.callsTo(`POST /admin/cover/${COVER}/cancel`)).toHaveLength(1);
    await screen.findByText('No cover is arranged.');
  });
});
