import { ErrorBody, Uuid } from '@sextant/contracts/common';
import { z } from 'zod';

/** The `:id` of a back-office route: one row's UUID (a malformed one is a 400 before the handler). */
export const IdParams = z.object({ id: Uuid });

/** The refusals of a back-office route that acts on one row: no session, no such row, bad input. */
export const rowErrors = { 401: ErrorBody, 404: ErrorBody, 422: ErrorBody };
