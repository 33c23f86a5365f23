import { z } from 'zod';
import { readArgs } from '@/cli/args';
import type { CliCommand } from '@/cli/command';
import { recordAudit } from '@/shared/audit/repository';
import { insertFirm } from '@/shared/firms/repository';

const Firm = z.object({
  name: z.string().trim().min(1, '--name is required').max(200),
  'fca-number': z
    .string()
    .trim()
    .regex(/^\d{6,7}$/, '--fca-number must be the 6 or 7 digit FCA reference number'),
  'fca-registered-date': z.iso.date('--fca-registered-date must be a date as YYYY-MM-DD'),
  'support-email': z.email('--support-email must be an email address'),
});

export const command: CliCommand = {
  name: 'create-firm',
  usage: '--name N --fca-number X --fca-registered-date YYYY-MM-DD --support-email E',
  summary:
    'Add a firm; prints its id. Then publish its terms (publish-terms) and add its staff (create-staff).',
  async run(args, { app, out, err }) {
    const parsed = readArgs(args, {
      name: { type: 'string' },
      'fca-number': { type: 'string' },
      'fca-registered-date': { type: 'string' },
      'support-email': { type: 'string' },
    });
    if ('error' in parsed) {
      err(parsed.error);
      return 1;
    }
    const checked = Firm.safeParse(parsed.values);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        err(issue.message.startsWith('--') ? issue.message : `--${String(issue.path[0])}: ${issue.message}`);
      return 1;
    }
    const values = checked.data;
    const now = app.clock();
    const id = await insertFirm(
      app.db,
      {
        name: values.name,
        fcaNumber: values['fca-number'],
        fcaRegisteredDate: values['fca-registered-date'],
        supportEmail: values['support-email'].toLowerCase(),
      },
      now,
    );
    await recordAudit(app.db, {
      action: 'admin.firm.create',
      firmId: id,
      details: { name: values.name, via: 'cli' },
      at: now,
    });
    out(id);
    err(`Created ${values.name} (${id}).`);
    err(`The firm has no terms yet: publish them with npm run admin -- publish-terms FILE --firm ${id}`);
    return 0;
  },
};
