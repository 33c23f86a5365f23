import { z } from 'zod';
import { Uuid } from './common';

const Text = (max: number) => z.string().trim().max(max);
const Optional = (max: number) => Text(max).nullable();

export const Telephone = z.object({
  home_number: Optional(30),
  work_number: Optional(30),
  mobile_number: Optional(30),
});

export const Address = z.object({
  line_1: Optional(100),
  line_2: Optional(100),
  line_3: Optional(100),
  town: Optional(60),
  county: Optional(60),
  postcode: Optional(10),
  country: Optional(60),
  country_id: z.number().int().nullable(),
});

/** The signed-in client, with SPEC §3's server names. */
export const Client = z
  .object({
    uuid: Uuid,
    title: Optional(20),
    first_name: z.string(),
    surname: z.string(),
    email: z.string(),
    telephone: Telephone,
    address: Address,
    vip: z.boolean(),
    /** True while a change the client asked for waits for the firm. */
    pending_amendment: z.boolean(),
  })
  .meta({ id: 'Client' });
export type Client = z.infer<typeof Client>;
