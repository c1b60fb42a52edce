import {
  DEMO_LINK,
  DEMO_LINK_PASSWORD,
  inviteExternalReviewer,
  storedSessions,
} from './external-helpers';
import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';

const LABEL = 'forest-harvest-lingonberry-nectar-1l-carton-wrap.png';

test.describe('German invitation with a password', () => {
  // The reviewer's browser speaks German: the page does so before the link is open.
  test.use({ locale: 'de-DE' });

  test('asks for the password, refuses a wrong one, then opens the review with its tools', async ({
    page,
  }) => {
    await page.goto(DEMO_LINK);
    await expect(
      page.getByRole('heading', { name: 'Diese Prüfung ist passwortgeschützt' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // An external reviewer is no user of the app: no app navigation.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const password = page.getByLabel('Passwort');
    await password.fill('falsch');
    await page.getByRole('button', { name: 'Prüfung öffnen' }).click();
    await expect(page.getByText('Das Passwort ist nicht korrekt.', { exact: false })).toBeVisible();
    await expect(password).toHaveValue('');
    await expect(password).toBeFocused();

    await password.fill(DEMO_LINK_PASSWORD);
    await password.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: LABEL })).toBeVisible();
    await expect(page.getByText('Prüfung durch jonas.weber@forest-harvest.example')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rechteck' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Freigeben', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The scoped session is kept apart from any user session.
    const stored = await storedSessions(page);
    expect(stored.user).toBeNull();
    expect(JSON.parse(stored.review ?? '{}')).toMatchObject({
      reviewToken: 'demo-review-lingonberry-juice',
      session: { taskUID: 'tsk-nordic-juice-external-proof' },
    });

    // The link allows downloads: the original comes under its own name.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Originaldatei herunterladen' }).click();
    expect((await download).suggestedFilename()).toBe(LABEL);

    // A reload keeps the review open without asking again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: LABEL })).toBeVisible();
  });
});

test('a read-only invitation in Hebrew is right to left and has no tools', async ({ page }) => {
  const link = await inviteExternalReviewer(page, {
    language: 'Hebrew',
    isReadOnly: true,
    password: 'sod',
  });
  await page.goto(link);
  // The browser speaks English, so the password page does; the task's language comes after.
  await expect(
    page.getByRole('heading', { name: 'This review is protected by a password' }),
  ).toBeVisible();
  await page.getByLabel('Password').fill('sod');
  await page.getByRole('button', { name: 'Open the review' }).click();

  await expect(page.getByRole('heading', { level: 1, name: LABEL })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.getByText('קישור זה מיועד לצפייה בלבד', { exact: false })).toBeVisible();
  await expect(page.getByLabel('שפה')).toHaveValue('he');
  // Read-only: neither drawing tools nor decisions, and no download (not allowed).
  await expect(page.getByRole('button', { name: 'מלבן' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'אישור', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'הורדת הקובץ המקורי' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

// One app start for both journeys: each fresh test starts the app again (about 4 s of CPU).
test('after the decision the link says the review is over; an unknown link says it is not valid', async ({
  page,
}) => {
  await test.step('after the decision the link says the review is over', async () => {
    const link = await inviteExternalReviewer(page, { language: 'English' });
    await page.goto(link);
    // No password: the link opens straight away.
    await expect(page.getByRole('heading', { level: 1, name: LABEL })).toBeVisible();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    // Ending the review closes the link: the reviewer is told so, and confirms.
    const confirm = page.getByRole('dialog', { name: 'Confirm your decision' });
    await expect(confirm).toContainText('the review ends as “Approved” and this link closes');
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'The review is over' })).toBeVisible();
    await expect(page.getByText('The artwork was approved.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'The review is over' })).toBeVisible();

    // Opened afresh (no session in this tab), the expired link is not valid any more.
    await page.evaluate(() => sessionStorage.removeItem('proofdesk.externalReview'));
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'This link is not valid or the review is over' }),
    ).toBeVisible();
  });

  await test.step('an unknown link says it is not valid', async () => {
    await openInApp(page, '/external/no-such-review-link');
    await expect(
      page.getByRole('heading', { name: 'This link is not valid or the review is over' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test("the reviewer's own language wins over the invitation's and survives a reload", async ({
  page,
}) => {
  await page.goto(DEMO_LINK);
  await page.getByLabel('Language').selectOption('uk');
  await expect(page.getByRole('heading', { name: 'Ця перевірка захищена паролем' })).toBeVisible();
  await page.getByLabel('Пароль').fill(DEMO_LINK_PASSWORD);
  await page.getByRole('button', { name: 'Відкрити перевірку' }).click();
  // The invitation is German, but the reviewer chose Ukrainian.
  await expect(page.getByRole('button', { name: 'Прямокутник' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Мова').selectOption('pl');
  await expect(page.getByRole('button', { name: 'Prostokąt' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Prostokąt' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
