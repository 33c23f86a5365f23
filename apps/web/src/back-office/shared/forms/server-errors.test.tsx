import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/shared/http/client';
import { TextField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { fieldProps } from './field-props';
import { formError, showServerErrors } from './server-errors';

const unprocessable = (errors: Record<string, string[]>) =>
  new HttpError(422, 'Unprocessable Entity', 'The data is not valid.', errors);

/** A form of two fields, one nested, whose save fails with each failure given in turn. */
function Form({ failures, otherwise }: { failures: unknown[]; otherwise?: (message: string) => void }) {
  const form = useForm({ defaultValues: { email: '', address: { town: '' } } });
  const submit = form.handleSubmit(async () => {
    const failure = failures.shift();
    if (failure) showServerErrors(form, failure, ['email', 'address.town'], otherwise);
  });
  return (
    <form noValidate onSubmit={submit}>
      <ErrorMessage message={formError(form.formState.errors)} />
      <TextField label="Email" {...fieldProps(form, 'email')} />
      <TextField label="Town" hint="Where they live." {...fieldProps(form, 'address.town')} />
      <button type="submit">Save</button>
    </form>
  );
}

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('showServerErrors', () => {
  it('puts a 422’s messages under the fields it names, nested names included, tied to them', async () => {
    render(
      <Form
        failures={[
          unprocessable({ email: ['Taken.', 'Second.'], 'address.town': ['Too long.'], other: ['x'] }),
        ]}
      />,
    );
    await save();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Taken.');
    const town = screen.getByLabelText('Town');
    expect(town.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    screen.getByText('Too long.');
    expect(screen.queryByText('Second.')).toBeNull();
    expect(screen.queryByText('The data is not valid.')).toBeNull();
  });

  it('shows the server’s message as the form’s when a 422 names none of its fields', async () => {
    render(<Form failures={[unprocessable({ other: ['Not here.'] })]} />);
    await save();
    expect(screen.getByRole('alert').textContent).toBe('The data is not valid.');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('says something went wrong for a failure that is not the server’s answer', async () => {
    render(<Form failures={[new Error('A bug')]} />);
    await save();
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
  });

  it('says plainly that an action needs the network when no answer came', async () => {
    render(<Form failures={[new TypeError('Failed to fetch')]} />);
    await save();
    expect(screen.getByRole('alert').textContent).toBe(
      "You're offline. This needs a connection: please try again when you're back online.",
    );
  });

  it('hands other failures to the caller instead, and answers whether fields got errors', async () => {
    const otherwise = vi.fn();
    render(<Form failures={[new HttpError(500, 'Internal Server Error', 'Boom.')]} otherwise={otherwise} />);
    await save();
    expect(otherwise).toHaveBeenCalledWith('Boom.');
    expect(screen.queryByRole('alert')).toBeNull();

    const form = { setError: vi.fn() };
    expect(showServerErrors(form, unprocessable({ email: ['Taken.'] }), ['email'])).toBe(true);
    expect(showServerErrors(form, unprocessable({ other: ['x'] }), ['email'], () => {})).toBe(false);
  });

  it('maps the API’s names to the form’s own paths where they differ', () => {
    const form = { setError: vi.fn() };
    const failure = unprocessable({ 'audience.client_id': ['Choose a client.'], entries: ['Too many.'] });
    expect(
      showServerErrors(form, failure, { 'audience.client_id': 'recipient', entries: 'root.entries' }),
    ).toBe(true);
    expect(form.setError).toHaveBeenCalledWith('recipient', { type: 'server', message: 'Choose a client.' });
    expect(form.setError).toHaveBeenCalledWith('root.entries', { type: 'server', message: 'Too many.' });
  });

  it('clears the errors when the form is sent again', async () => {
    render(<Form failures={[unprocessable({ email: ['Taken.'] }), unprocessable({}), undefined]} />);
    await save();
    screen.getByText('Taken.');
    await save();
    expect(screen.queryByText('Taken.')).toBeNull();
    screen.getByText('The data is not valid.');
    await save();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
