import { fileURLToPath } from 'node:url';

/** `@/` is src/, as in tsconfig.json: the one alias of the build and the tests. */
export const srcAlias = [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }];
