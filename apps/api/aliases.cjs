const path = require('node:path');

/** `@/` is src/, as tsconfig.json says: for dependency-cruiser, which resolves imports the webpack way. */
module.exports = { resolve: { alias: { '@': path.resolve(__dirname, 'src') } } };
