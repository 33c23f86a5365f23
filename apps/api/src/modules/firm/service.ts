import type { Firm } from '@sextant/contracts/firm';
import type { Database } from '@/db/client';
import { notFound } from '@/shared/errors';
import { findFirm } from './repository';

/** The firm as its clients see it. */
export function createFirmService(db: Database) {
  return {
    async view(firmId: string): Promise<Firm> {
      const firm = await findFirm(db, firmId);
      if (!firm) throw notFound('Firm');
      return {
        uuid: firm.id,
        name: firm.name,
        logo: firm.logo,
        bio: firm.bio,
        fca_number: firm.fcaNumber,
        fca_registered_date: firm.fcaRegisteredDate,
      };
    },
  };
}
export type FirmService = ReturnType<typeof createFirmService>;
