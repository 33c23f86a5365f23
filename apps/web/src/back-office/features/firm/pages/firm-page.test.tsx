import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { FirmPage } from './firm-page';

// The mock keeps this file isolated (vitest.isolation.ts): in the shared project the logo upload's field
// error once never showed under a full run's load (2026-11-28), not explained yet; isolated, it has held.
vi.mock('@/shared/ui/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const firm = {
  uuid: '00000000-0000-4000-8000-000000000001',
  name: 'Harbour & Vale',
  logo: null,
  bio: 'Independent planners.',
  fca_number: '123456',
  fca_registered_date: '2014-05-01',
  support_email: 'help@harbour.test',
};
const me = (role: 'admin' | 'adviser') => ({
  uuid: '00000000-0000-4000-8000-0000000000a1',
  email: 'adviser@sextant.test',
  first_name: 'Priya',
  surname: 'Shah',
  role,
  firm: { uuid: firm.uuid, name: firm.name, logo: null },
});

function renderPage() {
  return renderRoutes([{ path: '/admin/firm', Component: FirmPage }], '/admin/firm');
}

describe('firm profile', () => {
  afterEach(() => queryClient.clear());

  it('is read-only for advisers', async () => {
    mockApi({
      'GET /admin/me': [200, me('adviser')],
      'GET /admin/firm': [200, firm],
      'GET /admin/segments': [200, { items: [] }],
    });
    renderPage();
    expect((await screen.findByLabelText('Firm name')).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload logo' })).toBeNull();
    screen.getByText(/Only your firm’s admins/);
  });

  it('uploads a logo of the accepted types and size only, and shows the server’s word on its bytes', async () => {
    const sent: FormData[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        status = 422;
        statusText = 'Unprocessable Entity';
        responseText = JSON.stringify({ message: 'Invalid', errors: { file: ['Not a PNG after all.'] } });
        upload = {};
        onload: (() => void) | null = null;
        open() {}
        setRequestHeader() {}
        send(body: FormData) {
          sent.push(body);
          setTimeout(() => this.onload?.());
        }
      },
    );
    mockApi({
      'GET /admin/me': [200, me('admin')],
      'GET /admin/firm': [200, firm],
      'GET /admin/segments': [200, { items: [] }],
    });
    renderPage();
    const input = await screen.findByLabelText('Logo image file');
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp');
    const choose = (file: File) => act(async () => fireEvent.change(input, { target: { files: [file] } }));

    await choose(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a PNG, JPEG or WebP image (not SVG).');
    await choose(new File([new Uint8Array(200 * 1024 + 1)], 'logo.png', { type: 'image/png' }));
    expect(screen.getByRole('alert').textContent).toBe('The logo can be at most 200 KB.');
    expect(sent).toHaveLength(0);

    const png = new File([new Uint8Array(64)], 'logo.png', { type: 'image/png' });
    await choose(png);
    expect(await screen.findByText('Not a PNG after all.')).toBeTruthy();
    expect(sent[0]!.get('file')).toBeInstanceOf(File);
    expect((sent[0]!.get('file') as File).name).toBe('logo.png');
  });

  it('checks fields, shows the server’s field errors, and saves for admins', async () => {
    const api = mockApi({
      'GET /admin/me': [200, me('admin')],
      'GET /admin/firm': [200, firm],
      'GET /admin/segments': [200, { items: [] }],
      'PATCH /admin/firm': [
        [422, { message: 'Invalid', errors: { support_email: ['That address is not accepted.'] } }],
        [200, { ...firm, fca_number: '7654321' }],
      ],
    });
    renderPage();
    const number = await screen.findByLabelText('FCA firm reference number');
    fireEvent.change(number, { target: { value: '12345' } });
    const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save profile' })));
    await save();
    screen.getByText('Enter the FCA firm reference number: 6 or 7 digits.');
    expect(api.callsTo('PATCH /admin/firm')).toHaveLength(0);

    fireEvent.change(number, { target: { value: '7654321' } });
    await save();
    await screen.findByText('That address is not accepted.');
    await save();
    expect(api.callsTo('PATCH /admin/firm')[1]!.body).toMatchObject({ fca_number: '7654321' });
    expect(screen.queryByText('That address is not accepted.')).toBeNull();
  });
});
