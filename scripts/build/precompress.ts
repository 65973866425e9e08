import { constants as zlib } from 'node:zlib';

import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Each hashed asset also as .br and .gz at the highest levels, which nginx serves as they are (deploy/nginx:
 * brotli_static, gzip_static) instead of compressing on every request at its low default. index.html stays
 * as it is: its locations compress on the fly, and the prerender bench rewrites it.
 */
export function precompressAssets() {
  return compression({
    include: /^assets\/.+\.(js|css|svg|json)$/,
    algorithms: [
      defineAlgorithm('brotliCompress', {
        params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
      }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  });
}
