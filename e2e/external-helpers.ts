import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The demo's pending external review: German invitation, password "proof" (demo seed). */
export const DEMO_LINK = '/external/demo-review-lingonberry-juice';
export const DEMO_LINK_PASSWORD = 'proof';
export const JAM_LABEL = 'ast-nordic-jam-label';
const NORDIC_JUICE = 'prj-nordic-lingonberry-juice';

export interface ExternalReviewOptions {
  language: string;
  /** The project of the assets (the Nordic juice project by default). */
  projectUID?: string;
  isReadOnly?: boolean;
  password?: string;
  assetUIDs?: string[];
  isAllowDownloadAssets?: boolean;
}

/**
 * Has Anna invite an external reviewer through the API (as another app or a workflow
 * would) and returns the review link's path. Anna's token never lands in this tab's
 * session storage: the tab stays as an external reviewer's would be.
 */
export async function inviteExternalReviewer(
  page: Page,
  options: ExternalReviewOptions,
): Promise<string> {
  // Any app page starts the offline service, which answers the API calls below.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  const reviewUrl = await page.evaluate(
    async ({ body }) => {
      const login = await fetch('/api/v1/token/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userName: 'anna@demo.test', password: 'demo' }),
      });
      const { result } = (await login.json()) as { result: { token: string } };
      const created = await fetch('/api/v1/task/review_asset_ext', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${result.token}` },
        body: JSON.stringify(body),
      });
      const task = (await created.json()) as { result: { reviewUrl: string } };
      return task.result.reviewUrl;
    },
    {
      body: {
        projectUID: options.projectUID ?? NORDIC_JUICE,
        email: 'reviewer@printshop.example',
        assetUIDs: options.assetUIDs ?? [JAM_LABEL],
        emailLanguage: options.language,
        isReadOnly: options.isReadOnly ?? false,
        isAllowDownloadAssets: options.isAllowDownloadAssets ?? false,
        ...(options.password ? { password: options.password } : {}),
      },
    },
  );
  return new URL(reviewUrl).pathname;
}

/** What this tab keeps in sessionStorage under the user session's and the review's keys. */
export function storedSessions(
  page: Page,
): Promise<{ user: string | null; review: string | null }> {
  return page.evaluate(() => ({
    user: sessionStorage.getItem('proofdesk.session'),
    review: sessionStorage.getItem('proofdesk.externalReview'),
  }));
}
