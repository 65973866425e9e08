/** The header that carries the mock platform's control-API token (`MOCK_CONTROL_TOKEN`), when one is set. */
export const CONTROL_TOKEN_HEADER = 'X-Mock-Control-Token';
