const path = require('node:path');

/**
 * `@/` is the API's src/, as e2e/tsconfig.json says (the API sources the journeys import use it): for
 * dependency-cruiser, which resolves imports the webpack way.
 */
module.exports = { resolve: { alias: { '@': path.resolve(__dirname, '../apps/api/src') } } };
