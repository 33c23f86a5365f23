import type { Database } from '@/db/client';
import { firms, providers, supportReasons, termsVersions } from '@/db/schema/index';
import { FIRM, FIRM_LOGO, PROVIDERS, SUPPORT_REASONS, TERMS_V1 } from './content';

/** The demo firm with its provider panel and first terms, and the reasons a client may ask for support. */
export async function seedFirm(db: Database) {
  const [firm] = await db
    .insert(firms)
    .values({ ...FIRM, logo: FIRM_LOGO })
    .returning({ id: firms.id });
  const firmId = firm!.id;

  const providerRows = await db
    .insert(providers)
    .values(
      PROVIDERS.map((p) => ({
        ...p,
        firmId,
        website: `https://www.${p.name.toLowerCase().replace(/\s+/g, '')}.example`,
      })),
    )
    .returning({ id: providers.id, name: providers.name });

  const [terms] = await db
    .insert(termsVersions)
    .values({ firmId, version: 1, text: TERMS_V1 })
    .returning({ id: termsVersions.id });
  await db.insert(supportReasons).values(SUPPORT_REASONS.map((label, position) => ({ label, position })));
  return { firmId, providerRows, termsId: terms!.id };
}
