import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, installed by .ci/run; browser tests skip without it. */
export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
export const CHROMIUM_MISSING = `${CHROMIUM} is missing. Install it with \`apt-get install -y --no-install-recommends chromium\` (.ci/run does).`;

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page that records console errors, page errors and every URL it requested. */
export async function watchedPage(
  browser: Browser,
): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('request', (request) => requests.push(request.url()));
  return { page, errors, requests };
}
