import { expect, type Page } from '@playwright/test';
import { INSPECT_SHOTS } from './inspect-shots';

/** One picture of the user guide: its file in docs/images and how to bring its screen up. */
export interface Shot {
  file: string;
  phone?: boolean;
  open: (page: Page) => Promise<void>;
}

const COLD_BREW_PROJECT = '/projects/prj-acme-cold-brew-label';
/** Ravi's pending review of the Cold Brew label, with comments seeded on it (demo world). */
const COLD_BREW_REVIEW = '/review/ast-acme-coffee-pouch?taskUID=tsk-acme-cold-brew-review-ravi';

/** Signs in through the login form, which then opens `path` (one app start, not two). */
async function signInAt(page: Page, path: string, email = 'anna@demo.test'): Promise<void> {
  await page.goto(`/login?${new URLSearchParams({ next: path }).toString()}`);
  await page.getByLabel(/e-?mail|user name/i).fill(email);
  await page.getByLabel(/^password$/i).fill('demo');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Nothing on the screen is loading: no spinner, and every picture has arrived and decoded. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[role="status"]:has(.animate-spin)')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

async function heading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The review tool with its page drawn and the seeded comments listed. */
async function coldBrewReview(page: Page, path: string, email?: string): Promise<void> {
  await signInAt(page, path, email);
  await expect(page.getByText(/Barcode quiet zone looks too narrow/).first()).toBeVisible();
  await expect(page.locator('[data-review-canvas] canvas').first()).toBeVisible();
  await settled(page);
}

export const SHOTS: Shot[] = [
  {
    file: 'sign-in.png',
    open: async (page) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
      await settled(page);
    },
  },
  {
    file: 'dashboard-board.png',
    open: async (page) => {
      await signInAt(page, '/');
      await expect(page.getByRole('link', { name: 'Cold Brew coffee label 250 ml' })).toBeVisible();
      await settled(page);
    },
  },
  {
    file: 'project-overview.png',
    open: async (page) => {
      await signInAt(page, COLD_BREW_PROJECT);
      await heading(page, 'Cold Brew coffee label 250 ml');
      await expect(page.getByRole('heading', { name: 'Artwork' })).toBeVisible();
      await expect(page.locator('main img').first()).toBeVisible();
      await settled(page);
    },
  },
  {
    file: 'project-assets.png',
    open: async (page) => {
      await signInAt(page, `${COLD_BREW_PROJECT}/assets`);
      await expect(page.getByRole('button', { name: 'Upload files' })).toBeVisible();
      await settled(page);
    },
  },
  {
    file: 'review-comments.png',
    // Without a task the panel opens on the comments.
    open: (page) => coldBrewReview(page, '/review/ast-acme-coffee-pouch'),
  },
  {
    file: 'review-decision.png',
    open: async (page) => {
      await coldBrewReview(page, COLD_BREW_REVIEW, 'ravi@demo.test');
      // Approve needs every checklist item ticked.
      for (const item of ['Colours match the swatch', 'Barcode scans', 'Legal copy complete']) {
        await page.getByRole('checkbox', { name: item }).check();
      }
      await page
        .getByRole('textbox', { name: 'Comment on your decision (optional)' })
        .fill('Colours match the Pantone swatch; ready for the press proof.');
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm your decision' })).toBeVisible();
    },
  },
  {
    file: 'compare-side-by-side.png',
    open: async (page) => {
      await signInAt(page, '/review/ast-nordic-jam-label/compare');
      await heading(page, 'Compare versions');
      await expect(page.getByRole('img', { name: 'Page of version 1' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Page of version 2' })).toBeVisible();
      await settled(page);
    },
  },
  {
    file: 'compare-find.png',
    open: async (page) => {
      await signInAt(page, '/review/ast-acme-granola-back-panel/compare?from=1&to=2');
      await expect(page.getByRole('img', { name: 'Page of version 2' })).toBeVisible();
      await page.keyboard.press('Control+f');
      const field = page.getByRole('searchbox', { name: 'Find text in both versions' });
      await field.fill('ingredients');
      const status = page.getByRole('search').getByRole('status');
      await expect(status).toHaveText('Version 1: 1 match · Version 2: 2 matches');
      // The second stop: the fixed "Ingredients:", a match version 2 has alone.
      await field.press('Enter');
      await field.press('Enter');
      await expect(status).toHaveText(
        'Version 1: 1 match · Version 2: 2 matches · 2 of 2, only in version 2',
      );
      // The find bar at the top, both pages below it.
      await page.getByRole('search').evaluate((bar) => bar.scrollIntoView({ block: 'start' }));
      await settled(page);
    },
  },
  {
    file: 'text-compare.png',
    open: async (page) => {
      await signInAt(page, '/review/ast-acme-granola-back-panel/compare?from=1&to=2');
      // The radio is visually hidden behind its label, as in the other compare views.
      await page.getByRole('toolbar').getByText('Text', { exact: true }).click();
      await expect(page.getByRole('heading', { name: '5 text differences' })).toBeVisible();
      // N steps through the list; the third difference, the typo fix, is outlined on both pages.
      for (let step = 0; step < 3; step++) await page.keyboard.press('n');
      await expect(page.getByText('Difference 3 of 5')).toBeVisible();
      await expect(page.locator('[data-difference][aria-pressed="true"]')).toContainText(
        'Ingredients:',
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await settled(page);
    },
  },
  {
    file: 'external-review-phone-hebrew.png',
    phone: true,
    open: async (page) => {
      await page.goto('/external/demo-review-lingonberry-juice?lang=he');
      // The password field's label is Hebrew here; it is the page's only password field.
      const password = page.locator('input[type="password"]');
      await password.fill('proof');
      await password.press('Enter');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('[data-review-canvas] canvas').first()).toBeVisible();
      await settled(page);
    },
  },
  {
    file: 'workflow-builder.png',
    open: async (page) => {
      await signInAt(page, '/workflows/wf-nordic-external-proofing');
      const picture = page.getByRole('region', { name: 'Workflow picture' });
      await expect(picture.getByLabel(/^Step 1: /)).toBeVisible();
      await settled(page);
    },
  },
  {
    file: 'webhooks-delivery-log.png',
    open: async (page) => {
      await signInAt(page, '/webhooks');
      // A test event from each client's webhook, so the log shows more than one event.
      for (const url of [
        'http://127.0.0.1:8787/hooks/acme/erp',
        'http://127.0.0.1:8787/hooks/nordic/all',
      ]) {
        const hook = page.getByRole('article', { name: url });
        await hook.getByRole('button', { name: 'Send test event' }).click();
        await expect(hook.getByText(/^Test recorded in the delivery log/)).toBeVisible();
      }
      const log = page.getByRole('region', { name: 'Delivery log' });
      await expect(log.getByRole('article', { name: /^webhook\.test event / })).toHaveCount(2);
      await log.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await settled(page);
    },
  },
  {
    file: 'library.png',
    open: async (page) => {
      await signInAt(page, '/library');
      await heading(page, /library/i);
      await settled(page);
    },
  },
  {
    file: 'my-tasks.png',
    open: async (page) => {
      await signInAt(page, '/tasks', 'ravi@demo.test');
      await heading(page, 'My tasks');
      await expect(
        page.getByRole('link', { name: /Cold Brew coffee label 250 ml/ }).first(),
      ).toBeVisible();
      await settled(page);
    },
  },
  {
    file: 'users.png',
    open: async (page) => {
      await signInAt(page, '/users');
      await heading(page, 'Users');
      await expect(page.getByText('ravi@demo.test').first()).toBeVisible();
      await settled(page);
    },
  },
  {
    file: 'dashboard-phone-filters.png',
    phone: true,
    open: async (page) => {
      await signInAt(page, '/');
      await page.getByRole('button', { name: /^Filters/ }).click();
      await expect(page.getByRole('dialog', { name: /Filters/ })).toBeVisible();
      await settled(page);
    },
  },
  {
    file: 'project-workflow-card.png',
    open: async (page) => {
      await signInAt(page, '/projects/prj-acme-sea-salt-crisps');
      const card = page.getByRole('region', { name: 'Workflow', exact: true });
      // A manual step run once, so the run log has an entry to show.
      await card.getByRole('button', { name: 'Run “Send the files to the printer”' }).click();
      const dialog = page.getByRole('dialog', { name: 'Run “Send the files to the printer”?' });
      await dialog.getByRole('button', { name: 'Run now' }).click();
      await expect(dialog.getByRole('status').filter({ hasText: 'What happened:' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      const log = page.getByRole('list', { name: 'Workflow runs, newest first' });
      await expect(log.getByRole('article', { name: 'Started by hand' })).toBeVisible();
      await card.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await settled(page);
    },
  },
  ...INSPECT_SHOTS,
];
