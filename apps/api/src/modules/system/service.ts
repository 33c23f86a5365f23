import { CacheSetting } from '@sextant/contracts/auth';
import type { Database } from '@/db/client';
import { readSetting } from './repository';

const DEFAULT_CACHE: CacheSetting = { enabled: true, max_age_seconds: 300 };

/** The deployment's settings that the app reads. */
export function createSystemService(db: Database) {
  return {
    /** The stored cache setting, or the default when none is stored or it no longer parses. */
    async cache(): Promise<CacheSetting> {
      const stored = CacheSetting.safeParse(await readSetting(db, 'cache'));
      return stored.success ? stored.data : DEFAULT_CACHE;
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
