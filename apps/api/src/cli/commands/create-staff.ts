import { parseArgs } from 'node:util';
import { AdminStaffCreate } from '@sextant/contracts/admin-staff';
import type { z } from 'zod';
import { createStaff, resolveFirm } from '../../modules/staff/service';
import { HttpError } from '../../shared/errors';
import type { CliCommand, CliContext } from '../command';

const USAGE = '--email E --given-name G --family-name F --role adviser|admin [--firm ID]';

/** Creates a staff member without a password and prints the one-time password set-up link (also mailed). */
export const command: CliCommand = {
  name: 'create-staff',
  usage: USAGE,
  summary: 'Add a staff member (adviser or admin) and print their one-time password set-up link.',
  async run(args: string[], { app, out, err }: CliContext) {
    let values: Record<string, string | undefined>;
    try {
      ({ values } = parseArgs({
        args,
        strict: true,
        allowPositionals: false,
        options: {
          email: { type: 'string' },
          'given-name': { type: 'string' },
          'family-name': { type: 'string' },
          role: { type: 'string' },
          firm: { type: 'string' },
        },
      }));
    } catch (error) {
      err(`create-staff: ${(error as Error).message}. Usage: create-staff ${USAGE}`);
      return 1;
    }
    const parsed = AdminStaffCreate.safeParse({
      email: values.email ?? '',
      first_name: values['given-name'] ?? '',
      surname: values['family-name'] ?? '',
      role: values.role ?? '',
    });
    if (!parsed.success) {
      err(
        `create-staff: ${fieldProblems(parsed.error, { first_name: '--given-name', surname: '--family-name' })}. Usage: create-staff ${USAGE}`,
      );
      return 1;
    }
    try {
      const firm = await resolveFirm(app.db, values.firm);
      const { staff, invite_link } = await createStaff(
        { db: app.db, sendInvite: app.auth.sendInvite, now: app.clock() },
        { userId: null, firmId: firm.id, ip: null },
        parsed.data,
      );
      out(
        `Created ${staff.role} ${staff.first_name} ${staff.surname} <${staff.email}> of ${firm.name} (${staff.uuid}).`,
      );
      out(`One-time password set-up link (mailed to them, valid 14 days): ${invite_link}`);
      return 0;
    } catch (error) {
      return failed('create-staff', error, err);
    }
  },
};

// Shared with invite-client.

/** Zod's problems as one line, fields named as the command's options (`--email: Invalid email address`). */
export function fieldProblems(error: z.ZodError, options: Record<string, string> = {}): string {
  return error.issues
    .map((issue) => {
      const field = String(issue.path[0] ?? '');
      return `${options[field] ?? `--${field}`}: ${issue.message}`;
    })
    .join('; ');
}

/** A refused change (422, 404) as one stderr line and exit code 1; anything else is a real failure. */
export function failed(name: string, error: unknown, err: (line: string) => void): number {
  if (error instanceof HttpError && error.status < 500) {
    const fields = Object.entries(error.errors ?? {}).map(
      ([field, messages]) =>
        `${field === 'first_name' ? 'given name' : field === 'surname' ? 'family name' : field}: ${messages.join(' ')}`,
    );
    err(`${name}: ${fields.length ? fields.join('; ') : error.message}`);
    return 1;
  }
  throw error;
}
