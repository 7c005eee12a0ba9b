import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

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
export async function signUpOwner(
  page: Page,
  ownerToken: string,
  owner: { email: string; password: string } = {
    email: 'owner@acme.test',
    password: 'correct horse battery',
  },
): Promise<void> {
  await page.getByRole('button', { name: /First visit/ }).click();
  await page.getByLabel('Owner token').fill(ownerToken);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Create the owner and sign in' }).click();
  await page.getByRole('heading', { name: 'Library' }).waitFor();
}
