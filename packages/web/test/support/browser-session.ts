import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

const WEB_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Builds the web app when it has not been built yet, for a test file run on its own: `npm test`
 * builds it before any test (pretest), so the suite never runs against an old build.
 */
export async function ensureWebAppBuilt(): Promise<void> {
  if (existsSync(`${WEB_ROOT}dist/index.html`)) return;
  const { build } = await import('vite');
  await build({ root: WEB_ROOT, logLevel: 'warn', configFile: `${WEB_ROOT}vite.config.ts` });
}

/** The system's Chromium (Debian's `chromium` package): nothing downloads a browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The first visit, as an operator makes it: the owner token from the first start creates the
 * owner's user, who lands signed in on the library.
 */
export async function signUpOwner(page: Page, ownerToken: string, owner: Credentials = OWNER): Promise<void> {
  await page.getByRole('button', { name: /First visit/ }).click();
  await page.getByLabel('Owner token').fill(ownerToken);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Create the owner and sign in' }).click();
  await page.getByRole('heading', { name: 'Library', level: 1 }).waitFor();
}

export interface Credentials {
  email: string;
  password: string;
}

export const OWNER: Credentials = { email: 'owner@acme.test', password: 'correct horse battery' };

/** Signs in with email and password on the page's sign-in form and waits for the library. */
export async function signIn(page: Page, who: Credentials = OWNER): Promise<void> {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signedInShell(page).waitFor();
}

/** The balance shown in the shell, wide or narrow: there once the app is signed in. */
export function signedInShell(page: Page) {
  return page.locator('[data-testid=shell-balance]:visible').first();
}

/** How far the page reaches past the right edge of the window (0: it does not scroll sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  // A string, evaluated in the page: the tests are typed without the DOM's globals.
  return page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * What every page must be: no serious or critical axe violation and, on a phone, nothing wider than
 * the screen.
 */
export async function checkPage(page: Page, name: string): Promise<void> {
  await animationsFinished(page);
  expect(await seriousViolations(page), `${name}: accessibility`).toEqual([]);
  if ((page.viewportSize()?.width ?? 1280) < 500) {
    expect(await sidewaysOverflow(page), `${name}: scrolls sideways on a phone`).toBe(0);
  }
}

/**
 * Resolves once nothing on the page is still animating to its place (a menu sliding or fading in):
 * contrast measured mid-fade is the fade's, not the page's. Endless animations (a spinner) do not
 * count. A string, evaluated in the page, like `sidewaysOverflow`.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(
    `document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity)`,
    undefined,
    { timeout: 10_000 },
  );
}

/** A phone (390×844) signed in as the desktop context is: the same session cookies. */
export async function phoneLike(browser: Browser, signedIn: BrowserContext, baseURL: string): Promise<Page> {
  const phone = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS.phone,
    isMobile: true,
    hasTouch: true,
    storageState: await signedIn.storageState(),
  });
  return phone.newPage();
}

/** A heading of the page (h1), once it shows. */
export const pageHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });
