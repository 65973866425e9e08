// Prints the CSP source expressions ('sha256-…') for the inline scripts of a build's index.html, for the
// script-src of a host other than deploy/nginx (which scripts/serve-nginx.mjs fills in itself).
//
//   node scripts/csp-hashes.mjs [dist]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { scriptHashSources } from './lib/nginx-site.mjs';

const dir = process.argv[2] ?? 'dist';
console.log(scriptHashSources(readFileSync(join(dir, 'index.html'), 'utf8')).join(' '));
