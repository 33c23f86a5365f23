// Writes the web app's screen code from its manifest (apps/web/src/shared/routing/screens.ts), then lets
// Biome format it. Run with `npm run screens` after editing the manifest.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedFiles } from '../apps/web/src/app/screens-codegen';

const web = join(dirname(fileURLToPath(import.meta.url)), '../apps/web');
const paths = Object.entries(generatedFiles()).map(([path, code]) => {
  writeFileSync(join(web, path), code);
  return join(web, path);
});
execFileSync('npx', ['biome', 'check', '--write', ...paths], { stdio: 'inherit' });
