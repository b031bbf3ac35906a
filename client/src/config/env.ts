/**
 * Where the API lives. By default the web app's own origin (docs/product/overview.md#one-server: no hard-coded
 * localhost:5000); set VITE_API_URL at build time to call another origin.
 */
export const apiBaseUrl: string = (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '';

/** docs/product/rules.md#constants constants the web app uses. */
export const ui = {
  toastAutoCloseMs: 5000,
  accessTokenKey: 'accessToken',
} as const;
