import path from 'node:path';

/**
 * The accounts whose journeys start in a browser on a trusted device (support/trusted-devices.ts), by the name
 * of their state file: signed-in.ts and staff.ts sign them in with the password alone.
 */
export const TRUSTED = {
  demo: 'demo@sextant.test',
  vip: 'vip@sextant.test',
  staff: 'adviser@sextant.test',
} as const;

/** Where a browser state the journeys start from is kept: `<data folder>/state-<name>.json`. */
export const stateFile = (dataDir: string, name: keyof typeof TRUSTED) =>
  path.resolve(dataDir, `state-${name}.json`);
