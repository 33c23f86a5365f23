import { FORM_BODY } from '@sextant/contracts/body-bounds';
import { describe, expect, it } from 'vitest';
import { HttpError } from '@/shared/errors';
import { readUrlEncoded } from './url-encoded';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? [error.status, error.message] : error;
  }
  return null;
};

describe('readUrlEncoded', () => {
  it('nests bracket names, as a form posts them, within the call’s bounds', () => {
    expect(
      readUrlEncoded('LoginForm%5Busername%5D=ann%40firm.test&LoginForm%5Bpassword%5D=x', FORM_BODY),
    ).toEqual({ LoginForm: { username: 'ann@firm.test', password: 'x' } });
  });

  it('refuses more fields than the contract allows, and a field longer than its size (413), as multipart does', () => {
    const fields = FORM_BODY.form!.fields;
    const many = Array.from({ length: fields + 1 }, (_, i) => `f${i}=1`).join('&');
    expect(refusal(() => readUrlEncoded(many, FORM_BODY))).toEqual([
      413,
      `The form has more than ${fields} fields.`,
    ]);
    const atLimit = Array.from({ length: fields }, (_, i) => `f${i}=1`).join('&');
    expect(Object.keys(readUrlEncoded(atLimit, FORM_BODY))).toHaveLength(fields);
    const long = `note=${'é'.repeat(FORM_BODY.form!.fieldBytes / 2 + 1)}`;
    expect(refusal(() => readUrlEncoded(long, FORM_BODY))).toEqual([413, 'The field “note” is too long.']);
    expect(readUrlEncoded(`note=${'é'.repeat(FORM_BODY.form!.fieldBytes / 2)}`, FORM_BODY)).toMatchObject({
      note: expect.any(String),
    });
  });

  it('takes no field where the call takes no form', () => {
    expect(refusal(() => readUrlEncoded('a=1', { maxBytes: 1024 }))).toEqual([
      413,
      'The form has more than 0 fields.',
    ]);
  });
});
