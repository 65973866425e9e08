/// <reference types="vite/client" />

/** Version from package.json, injected by Vite `define` (vite.config.ts). */
declare const __APP_VERSION__: string;
/** ISO time of the build, injected by Vite `define` (vite.config.ts). */
declare const __BUILD_TIME__: string;
