import { VULNERABILITY_TEXTS as TEXTS } from '@sextant/contracts/rules/vulnerability';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FirmPage } from '@/back-office/features/firm/pages/firm-page';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import RetentionSetting from './retention-setting';

const URL = '/admin/firm/vulnerability-retention';

describe('the retention period of vulnerability records', () => {
  afterEach(() => queryClient.clear());

  it('checks the months, shows the server’s word, and saves', async () => {
    const api = mockApi({
      'GET /admin/firm/vulnerability-retention': [200, { months: 24 }],
      'PUT /admin/firm/vulnerability-retention': [
        [422, { message: 'Invalid', errors: { months: ['Not that many.'] } }],
        [200, { months: 36 }],
      ],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RetentionSetting />
      </QueryClientProvider>,
    );
    const field = (await screen.findByLabelText('Keep ended records for (months)')) as HTMLInputElement;
    expect(field.value).toBe('24');
    const save = () =>
      act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save retention period' })));

    for (const wrong of ['0', '121', '2.5', '']) {
      fireEvent.change(field, { target: { value: wrong } });
      await save();
      expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(TEXTS.retention);
    }
    expect(api.callsTo(`PUT ${URL}`)).toHaveLength(0);

    fireEvent.change(field, { target: { value: '36' } });
    await save();
    await screen.findByText('Not that many.');
    await save();
    await screen.findByText('Ended records are now kept for 36 months.');
    expect(api.callsTo(`PUT ${URL}`).map((call) => call.body)).toEqual([{ months: 36 }, { months: 36 }]);
  });

  it('is on the firm page for admins only', async () => {
    const me = (role: 'admin' | 'adviser') => ({
      uuid: '00000000-0000-4000-8000-0000000000a1',
      email: 'adviser@sextant.test',
      first_name: 'Priya',
      surname: 'Shah',
      role,
      firm: { uuid: '00000000-0000-4000-8000-000000000001', name: 'Harbour & Vale', logo: null },
    });
    const firm = {
      uuid: '00000000-0000-4000-8000-000000000001',
      name: 'Harbour & Vale',
      logo: null,
      bio: '',
      fca_number: '123456',
      fca_registered_date: '2014-05-01',
      support_email: 'help@harbour.test',
    };
    const api = mockApi({
      'GET /admin/me': [
        [200, me('adviser')],
        [200, me('admin')],
      ],
      'GET /admin/firm': [200, firm],
      'GET /admin/firm/vulnerability-retention': [200, { months: 24 }],
    });
    renderRoutes([{ path: '/admin/firm', Component: FirmPage }], '/admin/firm');
    await screen.findByLabelText('Firm name');
    expect(screen.queryByRole('heading', { name: 'Vulnerability records' })).toBeNull();
    expect(api.callsTo(`GET ${URL}`)).toHaveLength(0);

    cleanup();
    queryClient.clear();
    renderRoutes([{ path: '/admin/firm', Component: FirmPage }], '/admin/firm');
    await screen.findByRole('heading', { name: 'Vulnerability records' });
    expect(
      ((await screen.findByLabelText('Keep ended records for (months)')) as HTMLInputElement).value,
    ).toBe('24');
  });
});
