import { describe, expect, it } from 'vitest';
import { fieldName, HttpError } from './errors';

describe('fieldName', () => {
  it('drops the form wrapper so errors read as SPEC names them', () => {
    expect(fieldName(['LoginForm', 'password'], 'body')).toBe('password');
    expect(fieldName(['OtpForm', 'otp'], 'body')).toBe('otp');
  });
  it('joins nested paths and falls back for the whole payload', () => {
    expect(fieldName(['changedFields', 'address', 'postcode'], 'body')).toBe(
      'changedFields.address.postcode',
    );
    expect(fieldName([], 'querystring')).toBe('querystring');
  });
});

describe('HttpError', () => {
  it('answers the DESIGN.md error body', () => {
    expect(new HttpError(422, 'Bad', { email: ['Required'] }).toBody()).toEqual({
      name: 'Unprocessable Entity',
      message: 'Bad',
      status: 422,
      errors: { email: ['Required'] },
    });
    expect(new HttpError(401, 'No').toBody()).toEqual({ name: 'Unauthorized', message: 'No', status: 401 });
  });
});
