import type { Page } from '@playwright/test';
import { expect, openInApp, test } from '../fixtures';
import { chooseTool, drag, openReview, serviceAnnotations } from '../review-helpers';

const LEMON_CAN = { uid: 'prj-acme-lemon-can', name: 'Sparkling Lemon 330 ml can' };
const COFFEE_POUCH = 'ast-acme-coffee-pouch';

/** Asks the tab to close as a person would; resolves with the prompts it raised (dismissed: the tab stays). */
async function tryToClose(page: Page): Promise<string[]> {
  const prompts: string[] = [];
  const onDialog = (dialog: { type(): string; dismiss(): Promise<void> }) => {
    prompts.push(dialog.type());
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);
  const asked = page.waitForEvent('dialog', { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  await page.close({ runBeforeUnload: true });
  await asked;
  page.off('dialog', onDialog);
  return prompts;
}

// One app start for these journeys: each fresh test starts the app again (about 4 s of CPU).
test('closing the tab over a typed project form, then over an annotation draft: asked first, input kept, saved once', async ({
  signedIn: page,
}) => {
  await test.step('closing the tab over a typed project form asks first and keeps the input', async () => {
    await openInApp(page, `/projects/${LEMON_CAN.uid}`);
    await page
      .getByRole('group', { name: 'Project actions' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const revision = page
      .getByRole('dialog', { name: 'Edit project' })
      .getByRole('textbox', { name: 'Revision' });
    await revision.fill('R7');

    expect(await tryToClose(page)).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);
    await expect(revision).toHaveValue('R7');
    // The tab that stayed still reaches the service: the edit is saved.
    await revision.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Edit project' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('R7');
  });

  await test.step('closing the tab over an annotation draft asks first; once saved it closes quietly, saved once', async () => {
    await openReview(page, COFFEE_POUCH);
    await chooseTool(page, 'Rectangle');
    await drag(page, [0.2, 0.2], [0.35, 0.3]);
    const field = page
      .getByRole('form', { name: 'New annotation' })
      .getByRole('textbox', { name: 'Comment' });
    await field.fill('Draft kept when the tab would close');

    expect(await tryToClose(page)).toEqual(['beforeunload']);
    await expect(field).toHaveValue('Draft kept when the tab would close');
    await field.press('Enter');
    await expect(page.getByRole('form', { name: 'New annotation' })).toBeHidden();
    await expect
      .poll(async () =>
        (await serviceAnnotations(page, COFFEE_POUCH)).filter(
          (a) => a.text === 'Draft kept when the tab would close',
        ),
      )
      .toHaveLength(1);

    // Nothing unsaved any more: the tab closes without a question.
    expect(await tryToClose(page)).toEqual([]);
    expect(page.isClosed()).toBe(true);
  });
});
