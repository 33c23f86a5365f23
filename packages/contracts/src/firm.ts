import { z } from 'zod';
import { IsoDate, Uuid } from './common';

export const Firm = z
  .object({
    uuid: Uuid,
    name: z.string(),
    /** An image URL (data: or https:). */
    logo: z.string().nullable(),
    bio: z.string(),
    fca_number: z.string(),
    fca_registered_date: IsoDate,
  })
  .meta({ id: 'Firm' });
export type Firm = z.infer<typeof Firm>;
