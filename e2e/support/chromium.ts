/**
 * Debian's Chromium, as every browser run here starts it (Playwright and Lighthouse alike). The
 * machines have no network: without these flags Chromium keeps trying to reach Google's services.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
