import type { Client } from '@sextant/contracts/client';
import type { findClientProfile } from './repository';

type Profile = NonNullable<Awaited<ReturnType<typeof findClientProfile>>>;

/** The stored client in SPEC §3's server names. */
export function toClient(profile: Profile): Client {
  return {
    uuid: profile.id,
    title: profile.title,
    first_name: profile.firstName,
    surname: profile.surname,
    email: profile.email,
    telephone: {
      home_number: profile.telephoneHome,
      work_number: profile.telephoneWork,
      mobile_number: profile.telephoneMobile,
    },
    address: {
      line_1: profile.addressLine1,
      line_2: profile.addressLine2,
      line_3: profile.addressLine3,
      town: profile.town,
      county: profile.county,
      postcode: profile.postcode,
      country: profile.country,
      country_id: profile.countryId,
    },
    vip: profile.vip,
    pending_amendment: profile.pendingAmendment,
  };
}
