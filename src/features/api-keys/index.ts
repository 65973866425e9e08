/**
 * The API keys page (/api-keys, spec sections 3 and 7): the list (virtualised, sorted and filtered in the
 * address), create and rotate with the secret shown once, revoke, and each key's usage. The route
 * (routes/_app/api-keys.tsx) validates the address with `parseApiKeysSearch` and renders `ApiKeysPage`.
 */
export { ApiKeysPage, type ApiKeysPageProps } from './api-keys-page';
export { parseApiKeysSearch, type ApiKeysSearch } from './api-keys-search';
