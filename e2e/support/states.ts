import path from 'node:path';

/** Where a browser state the journeys start from is kept: `<data folder>/state-<name>.json`. */
export const stateFile = (dataDir: string, name: string) => path.resolve(dataDir, `state-${name}.json`);
