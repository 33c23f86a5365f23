import type { Options } from '@node-rs/argon2';

/** argon2id at OWASP's second configuration (m=19 MiB, t=2, p=1): about 50 ms here (DESIGN.md). */
export const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
