import type { ErrorBody } from '@sextant/contracts/common';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  414: 'URI Too Long',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const statusName = (status: number) =>
  STATUS_NAMES[status] ?? (status >= 500 ? 'Server Error' : 'Error');

export type FieldErrors = Record<string, string[]>;

/** An error the API answers as-is, with the error body of DESIGN.md. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = statusName(status);
  }

  toBody(): ErrorBody {
    return {
      name: this.name,
      message: this.message,
      status: this.status,
      ...(this.errors && { errors: this.errors }),
    };
  }
}

export const unauthorized = () => new HttpError(401, 'Your request was made with invalid credentials.');
export const notFound = (what = 'The requested resource') =>
  new HttpError(404, `${what} could not be found.`);
export const unprocessable = (errors: FieldErrors, message = 'The data you sent is not valid.') =>
  new HttpError(422, message, errors);

/**
 * The field an issue path names: `LoginForm[password]` arrives as ['LoginForm', 'password'] and is
 * reported as `password`, as SPEC §4 reads `errors.password[0]`; nested fields join with dots.
 */
export function fieldName(path: ReadonlyArray<PropertyKey>, fallback: string): string {
  const parts = path.map(String);
  if (parts.length > 1 && /Form$/.test(parts[0]!)) parts.shift();
  return parts.length ? parts.join('.') : fallback;
}
