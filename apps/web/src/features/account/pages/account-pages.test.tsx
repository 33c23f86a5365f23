import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUserStore } from '@/features/account/store';
import { demoClient } from '@/features/account/test/demo-client';
import { queryClient } from '@/shared/query/query-client';
import { raisedToasts } from '@/shared/ui/toast';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { AccountPage } from './account-page';
import { AccountUpdatePage } from './account-update-page';

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/tabs/account', Component: AccountPage },
      { path: '/tabs/account/update', Component: AccountUpdatePage },
    ],
    path,
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send for approval' }));

describe('account', () => {
  afterEach(() => {
    // Unmount first, so no mounted query refills the cache for the next test.
    cleanup();
    queryClient.clear();
    useUserStore.getState().reset();
  });

  it('shows the profile with every field, the settings links and sign out', async () => {
    mockApi({ 'GET /client': [200, demoClient()] });
    renderAt('/tabs/account');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mr Alex Morgan' })).toBeTruthy();
    const name = screen.getByRole('region', { name: 'Name' });
    expect(within(name).getByText('Mr')).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getAllByText('demo@sextant.test')).toHaveLength(1);
    expect(within(contact).getByText('07700 900123')).toBeTruthy();
    expect(within(contact).getAllByText('Not given')).toHaveLength(2);
    const address = screen.getByRole('region', { name: 'Address' });
    for (const text of ['12 Quay Street', 'Exeter', 'Devon', 'EX2 4AN', 'United Kingdom'])
      expect(within(address).getByText(text)).toBeTruthy();
    expect(screen.queryByTestId('pending-amendment')).toBeNull();

    const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Update your details')).toBe('/tabs/account/update');
    expect(href('Change password')).toBe('/tabs/account/password');
    expect(href(/^Two-factor authentication/)).toBe('/tabs/account/mfa-setup');
    expect(href('Sign out')).toBe('/logout');
    expect(href(/^Documents/)).toBe('/tabs/documents');
    expect(href(/^Annual review/)).toBe('/tabs/review');
    expect(href(/^Email preferences/)).toBe('/tabs/account/email-preferences');
    expect(href(/^Security/)).toBe('/tabs/account/security');
    expect(href(/^Your data/)).toBe('/tabs/account/data');
    expect(screen.queryByRole('link', { name: /VIP/ })).toBeNull();
    // The answer is kept in the user store, with the local names.
    expect(useUserStore.getState().user?.givenName).toBe('Alex');
  });

  it('shows the pending banner while an amendment waits; VIP clients get their VIP page', async () => {
    mockApi({ 'GET /client': [200, demoClient({ pending_amendment: true, vip: true })] });
    renderAt('/tabs/account');
    expect((await screen.findByTestId('pending-amendment')).textContent).toContain('Pending amendment');
    expect(screen.getByRole('link', { name: /Your VIP service/ }).getAttribute('href')).toBe(
      '/tabs/about-vip',
    );
  });

  it('sends only the changed fields, then goes back to the account, which shows the pending banner', async () => {
    const api = mockApi({
      'GET /client': [200, demoClient()],
      'PUT /client': [200, demoClient({ pending_amendment: true })],
    });
    const router = renderAt('/tabs/account/update');
    await waitFor(() => expect(field('First name').value).toBe('Alex'));

    fireEvent.change(field('Home (optional)'), { target: { value: ' 01392 496000 ' } });
    fireEvent.change(field('Title (optional)'), { target: { value: '' } });
    fireEvent.change(field('Postcode (optional)'), { target: { value: 'ex3 0hf' } });
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/account'));
    expect(api.callsTo('PUT /client')[0]!.body).toEqual({
      changedFields: {
        title: null,
        telephone: { home_number: '01392 496000' },
        address: { postcode: 'ex3 0hf' },
      },
    });
    expect(raisedToasts()).toContainEqual(
      expect.objectContaining({
        kind: 'success',
        message: 'Your changes have been sent to your adviser for approval.',
      }),
    );
    expect(await screen.findByTestId('pending-amendment')).toBeTruthy();
    expect(useUserStore.getState().user?.updatePending).toBe(true);
  });

  it('checks the fields before sending: the errors show at their fields and the first takes focus', async () => {
    const api = mockApi({ 'GET /client': [200, demoClient()] });
    renderAt('/tabs/account/update');
    await waitFor(() => expect(field('First name').value).toBe('Alex'));

    submit();
    expect(await screen.findByText('You have not changed anything yet.')).toBeTruthy();

    fireEvent.change(field('Surname'), { target: { value: 'x'.repeat(61) } });
    fireEvent.change(field('Mobile (optional)'), { target: { value: '123' } });
    fireEvent.change(field('Postcode (optional)'), { target: { value: 'NOPE' } });
    submit();
    expect(await screen.findByText('The surname can be at most 60 characters long.')).toBeTruthy();
    expect(screen.getByText('Enter 7 to 20 digits, spaces and + ( ) - only.')).toBeTruthy();
    expect(screen.getByText('Enter a valid UK postcode, like EX3 0HF.')).toBeTruthy();
    expect(field('Surname').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Surname'));
    expect(api.callsTo('PUT /client')).toHaveLength(0);

    // Correcting a field clears its error.
    fireEvent.change(field('Surname'), { target: { value: 'Hale' } });
    expect(screen.queryByText('The surname can be at most 60 characters long.')).toBeNull();
  });

  it('shows the server’s 422 errors at their fields; other failures as a toast', async () => {
    mockApi({
      'GET /client': [200, demoClient()],
      'PUT /client': [
        [
          422,
          {
            name: 'ValidationError',
            message: 'Invalid request',
            status: 422,
            errors: { 'changedFields.address.postcode': ['Enter a valid UK postcode, like EX3 0HF.'] },
          },
        ],
        [500, { message: 'boom' }],
      ],
      'GET /authentication/check': [200, {}],
    });
    const router = renderAt('/tabs/account/update');
    await waitFor(() => expect(field('First name').value).toBe('Alex'));
    fireEvent.change(field('Postcode (optional)'), { target: { value: 'EX3 0HF' } });
    submit();
    expect(await screen.findByText('Enter a valid UK postcode, like EX3 0HF.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Postcode (optional)'));

    submit();
    await waitFor(() =>
      expect(raisedToasts()).toContainEqual(
        expect.objectContaining({
          kind: 'error',
          message: 'Your changes could not be sent. Please try again.',
        }),
      ),
    );
    expect(router.state.location.pathname).toBe('/tabs/account/update');
  });
});
