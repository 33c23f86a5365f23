import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import ProfileForm from './profile-form';

const ME = '00000000-0000-4000-8000-0000000000a1';
const PROFILE = {
  job_title: 'Financial Planner',
  phone: null,
  booking_url: null,
  photo: null,
};
// The smallest PNG there is: a 1×1 pixel.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

function renderForm() {
  render(
    <QueryClientProvider client={queryClient}>
      <ProfileForm staffId={ME} />
    </QueryClientProvider>,
  );
}

const photoError = () =>
  document.getElementById(`${screen.getByLabelText('Photo file').id}-error`)?.textContent;
const choosePhoto = (file: File) =>
  act(async () => fireEvent.change(screen.getByLabelText('Photo file'), { target: { files: [file] } }));
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save profile' })));

describe('adviser profile form', () => {
  afterEach(() => queryClient.clear());

  it('refuses a photo that is not PNG, JPEG or WebP, or over 200 KB, and previews one that is', async () => {
    mockApi({ 'GET /admin/staff/{id}/profile': [200, PROFILE] });
    renderForm();
    await screen.findByDisplayValue('Financial Planner');
    screen.getByText('No photo');
    await choosePhoto(new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    expect(photoError()).toBe('Choose a PNG, JPEG or WebP image.');
    await choosePhoto(new File([new Uint8Array(200 * 1024 + 1)], 'me.jpg', { type: 'image/jpeg' }));
    expect(photoError()).toBe('The photo can be at most 200 KB.');
    await choosePhoto(new File([PNG], 'me.png', { type: 'image/png' }));
    const preview = (await screen.findByRole('img', { name: 'Your photo' })) as HTMLImageElement;
    expect(preview.src).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(photoError()).toBeUndefined();
    screen.getByRole('button', { name: 'Replace photo' });
  });

  it('checks the phone and booking link, saves the profile, and shows the server’s errors under the fields', async () => {
    const api = mockApi({
      'GET /admin/staff/{id}/profile': [200, PROFILE],
      'PUT /admin/staff/{id}/profile': [
        [422, { message: 'Invalid', errors: { photo: ['The image is not a PNG, JPEG or WebP file.'] } }],
        [200, { ...PROFILE, phone: '01225 000000', booking_url: 'https://cal.example/priya' }],
      ],
    });
    renderForm();
    await screen.findByDisplayValue('Financial Planner');
    fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: 'call me' } });
    fireEvent.change(screen.getByLabelText('Booking link (optional)'), {
      target: { value: 'http://cal.example/priya' },
    });
    await save();
    const phone = screen.getByLabelText('Phone (optional)');
    expect(document.getElementById(`${phone.id}-error`)?.textContent).toBe(
      'Enter a phone number: digits, spaces, +, ( ) and - only.',
    );
    const booking = screen.getByLabelText('Booking link (optional)');
    expect(document.getElementById(`${booking.id}-error`)?.textContent).toBe(
      'Enter a booking link starting https://',
    );
    expect(api.callsTo(`PUT /admin/staff/${ME}/profile`)).toHaveLength(0);

    fireEvent.change(phone, { target: { value: ' 01225 000000 ' } });
    fireEvent.change(booking, { target: { value: 'https://cal.example/priya' } });
    await choosePhoto(new File([PNG], 'me.png', { type: 'image/png' }));
    // The file is read as a data: URL before it shows.
    await screen.findByRole('img', { name: 'Your photo' });
    await save();
    await waitFor(() => expect(photoError()).toBe('The image is not a PNG, JPEG or WebP file.'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    await save();
    await screen.findByText('Your profile was saved.');
    const bodies = api.callsTo(`PUT /admin/staff/${ME}/profile`).map((call) => call.body);
    expect(bodies[1]).toEqual({
      job_title: 'Financial Planner',
      phone: '01225 000000',
      booking_url: 'https://cal.example/priya',
      photo: null,
    });
    expect((bodies[0] as { photo: string }).photo).toMatch(/^data:image\/png;base64,/);
  });
});
