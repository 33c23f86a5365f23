import type { AdminClient } from '@sextant/contracts/admin-clients';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/shared/http/client';
import ClientForm from './client-form';

const client: AdminClient = {
  uuid: '00000000-0000-4000-8000-000000000001',
  title: null,
  first_name: 'Anna',
  surname: 'Client',
  email: 'anna@x.test',
  telephone: { home_number: null, work_number: null, mobile_number: '07700 900123' },
  address: {
    line_1: '1 High Street',
    line_2: null,
    line_3: null,
    town: 'Bath',
    county: null,
    postcode: 'BA1 1AA',
    country: 'United Kingdom',
    country_id: 1,
  },
  vip: false,
  status: 'active',
  mfa_configured: true,
  locked: false,
  last_sign_in: null,
  invite_sent_at: null,
  policy_count: 0,
  pending_amendment: false,
  pending_amendment_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('ClientForm', () => {
  it('sends a new client’s filled fields, nested as the API takes them', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<ClientForm submitLabel="Add client" onSubmit={onSubmit} />);
    type('First name', ' Ben ');
    type('Surname', 'Smith');
    type('Email address', 'ben@x.test');
    type('Town (optional)', 'York');
    await save('Add client');
    expect(onSubmit).toHaveBeenCalledWith({
      first_name: 'Ben',
      surname: 'Smith',
      email: 'ben@x.test',
      address: { town: 'York' },
    });
  });

  it('sends only what changed, shows the server’s errors under nested fields, and its message otherwise', async () => {
    const onSubmit = vi
      .fn<(body: Record<string, unknown>) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new HttpError(422, 'Unprocessable Entity', 'Invalid', { 'address.town': ['Town is too long.'] }),
      )
      .mockRejectedValueOnce(new HttpError(409, 'Conflict', 'The client changed meanwhile.'));
    render(<ClientForm client={client} submitLabel="Save changes" onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Email address').matches(':disabled')).toBe(true);
    screen.getByText('Fixed once the client has set a password.');
    type('Town (optional)', 'Bathwick');
    type('Home phone (optional)', '01225 000000');
    type('Mobile phone (optional)', '');
    await save('Save changes');
    expect(onSubmit).toHaveBeenLastCalledWith({
      telephone: { home_number: '01225 000000', mobile_number: '' },
      address: { town: 'Bathwick' },
    });
    const town = screen.getByLabelText('Town (optional)');
    expect(town.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(town.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Town is too long.',
    );

    await save('Save changes');
    expect(screen.queryByText('Town is too long.')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('The client changed meanwhile.');
  });
});
