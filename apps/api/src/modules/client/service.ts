import type { ChangedFields, Client } from '@sextant/contracts/client';
import {
  isUkCountryName,
  isUkPostcode,
  PROFILE_MESSAGES,
  UK_COUNTRY_ID,
} from '@sextant/contracts/rules/profile';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { notFound, unprocessable } from '@/shared/errors';
import { findClientProfile, lockProfileForAmendment, savePendingAmendment } from './repository';

type Profile = NonNullable<Awaited<ReturnType<typeof findClientProfile>>>;

/** The stored client in SPEC §3's server names. */
function toClient(profile: Profile): Client {
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

type StoredUser = NonNullable<Awaited<ReturnType<typeof lockProfileForAmendment>>>['user'];

/** Later changes win, field by field, inside telephone and address too. */
export function mergeChanges(earlier: ChangedFields, later: ChangedFields): ChangedFields {
  const merged: ChangedFields = { ...earlier, ...later };
  if (earlier.telephone || later.telephone) merged.telephone = { ...earlier.telephone, ...later.telephone };
  if (earlier.address || later.address) merged.address = { ...earlier.address, ...later.address };
  // Absent fields and groups left empty are not changes.
  const stored = JSON.parse(JSON.stringify(merged)) as ChangedFields;
  if (stored.telephone && !Object.keys(stored.telephone).length) delete stored.telephone;
  if (stored.address && !Object.keys(stored.address).length) delete stored.address;
  return stored;
}

/** Country from the change where it names one, else the stored profile. */
function isUnitedKingdom(changes: ChangedFields, user: StoredUser): boolean {
  const countryId = changes.address?.country_id;
  if (countryId !== undefined) return countryId === UK_COUNTRY_ID;
  const country = changes.address?.country;
  if (country !== undefined) return isUkCountryName(country.trim());
  if (user.countryId !== null) return user.countryId === UK_COUNTRY_ID;
  return user.country !== null && isUkCountryName(user.country.trim());
}

/** `ex30hf` → `EX3 0HF`. */
export const formatUkPostcode = (postcode: string) => {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
};

/**
 * The UK postcode rule, checked when a change touches the postcode or the country: a UK address
 * needs a UK postcode (the stored one counts when the change keeps it). Answers the changes with UK
 * postcodes formatted.
 */
function checkPostcode(sent: ChangedFields, merged: ChangedFields, user: StoredUser): ChangedFields {
  const address = sent.address;
  if (
    !address ||
    (address.postcode === undefined && address.country === undefined && address.country_id === undefined)
  )
    return merged;
  if (!isUnitedKingdom(merged, user)) return merged;
  const postcode = merged.address?.postcode !== undefined ? merged.address.postcode : user.postcode;
  if (!postcode || !isUkPostcode(postcode.trim())) {
    throw unprocessable({ 'changedFields.address.postcode': [PROFILE_MESSAGES.ukPostcode] });
  }
  if (merged.address?.postcode === undefined) return merged;
  return { ...merged, address: { ...merged.address, postcode: formatUkPostcode(postcode) } };
}

/** The top-level and nested field names a change names (for the audit trail: names, never values). */
export const changedFieldNames = (changes: ChangedFields) =>
  Object.entries(changes).flatMap(([key, value]) =>
    value && typeof value === 'object' ? Object.keys(value).map((inner) => `${key}.${inner}`) : [key],
  );

/** The signed-in client's profile, and the changes they ask the firm for. */
export function createClientService(db: Database) {
  async function profile(userId: string): Promise<Client> {
    const found = await findClientProfile(db, userId);
    if (!found) throw notFound('Client');
    return toClient(found);
  }

  return {
    profile,

    /**
     * Stores the change for the firm to approve (DESIGN.md: `PUT /v1/client`), merged into any change
     * still pending; the profile itself is unchanged until then. Answers the profile, pending.
     */
    async requestAmendment(actor: Actor, changes: ChangedFields): Promise<Client> {
      const saved = await db.transaction(async (t) => {
        const current = await lockProfileForAmendment(t, actor.userId);
        if (!current) return null;
        const earlier = (current.pending?.changedFields ?? {}) as ChangedFields;
        const merged = checkPostcode(changes, mergeChanges(earlier, changes), current.user);
        await savePendingAmendment(t, actor.userId, current.pending?.id ?? null, merged, actor.now);
        return merged;
      });
      if (!saved) throw notFound('Client');
      await recordAudit(db, {
        action: 'client.amendment.request',
        ...auditedBy(actor),
        details: { fields: changedFieldNames(changes) },
      });
      return profile(actor.userId);
    },
  };
}
export type ClientService = ReturnType<typeof createClientService>;
