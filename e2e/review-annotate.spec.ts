import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';
import {
  ASSETS,
  callApi,
  chooseTool,
  comment,
  drag,
  openReview,
  serviceAnnotations,
} from './review-helpers';

test('each shape is drawn with its comment, stored normalized, and is there after a reload', async ({
  signedIn: page,
}) => {
  await openReview(page, ASSETS.coffeePouch);
  const shapes: {
    tool: string;
    type: string;
    from: [number, number];
    to: [number, number];
    via?: [number, number][];
  }[] = [
    { tool: 'Rectangle', type: 'rect', from: [0.1, 0.3], to: [0.3, 0.4] },
    { tool: 'Ellipse', type: 'ellipse', from: [0.5, 0.5], to: [0.7, 0.6] },
    { tool: 'Arrow', type: 'arrow', from: [0.2, 0.8], to: [0.4, 0.7] },
    {
      tool: 'Freehand',
      type: 'freehand',
      from: [0.6, 0.2],
      to: [0.9, 0.25],
      via: [
        [0.7, 0.3],
        [0.8, 0.2],
      ],
    },
    { tool: 'Pin', type: 'pin', from: [0.45, 0.15], to: [0.45, 0.15] },
  ];
  for (const shape of shapes) {
    await chooseTool(page, shape.tool);
    await drag(page, shape.from, shape.to, shape.via);
    await comment(page, `E2E ${shape.type} note`);
  }

  const stored = await serviceAnnotations(page, ASSETS.coffeePouch);
  for (const shape of shapes) {
    const found = stored.find((a) => a.text === `E2E ${shape.type} note`);
    expect(found?.shape?.type).toBe(shape.type);
    // Stored as shares of the page, so zoom and screen size never move it.
    expect(found?.shape?.points[0]).toBeCloseTo(
      Math.min(
        shape.from[0],
        shape.type === 'rect' || shape.type === 'ellipse' ? shape.to[0] : shape.from[0],
      ),
      2,
    );
    expect(found?.shape?.points.every((p) => p >= 0 && p <= 1)).toBe(true);
  }

  await page.reload();
  await page.waitForFunction(() => window.__proofdeskTest?.review?.isSharp() === true);
  for (const shape of shapes) {
    await expect(
      page.getByRole('button', { name: new RegExp(`E2E ${shape.type} note`) }),
    ).toBeVisible();
  }
  const drawn = await page.evaluate(() => window.__proofdeskTest?.review?.drawn() ?? []);
  expect(drawn.map((d) => d.type)).toEqual(expect.arrayContaining(shapes.map((s) => s.type)));

  // Markers are numbered by creation on their page; the list is in that order and says the
  // same number for the same annotation.
  const names = await page
    .getByRole('region', { name: 'Page 1' })
    .getByRole('listitem')
    .getByRole('button', { expanded: false })
    .evaluateAll((buttons) => buttons.map((b) => b.textContent));
  expect(names.length).toBeGreaterThanOrEqual(shapes.length);
  // A hidden annotation keeps its number (the "Hidden" filter lists it): the list may skip one.
  const numbers = names.map((name) => Number(/^\d+Marker (\d+):/.exec(name)?.[1]));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  expect(new Set(numbers).size).toBe(numbers.length);
  const texts = new Map(
    (await serviceAnnotations(page, ASSETS.coffeePouch)).map((a) => [a.annotationUID, a.text]),
  );
  for (const marker of drawn) {
    const text = texts.get(marker.annotationUID) ?? '';
    const listed = names.find((name) => name.startsWith(`${marker.label}Marker ${marker.label}:`));
    expect(listed, `the list's number of “${text}”`).toContain(text);
  }

  // Choosing a thread on the canvas selects it in the list.
  await chooseTool(page, 'Select');
  await drag(page, [0.2, 0.35], [0.2, 0.35]);
  await expect(page.getByRole('button', { name: /E2E rect note/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('a draft survives a reload, Escape discards it and Ctrl+Z brings it back', async ({
  signedIn: page,
}) => {
  await openReview(page, ASSETS.coffeePouch);
  await chooseTool(page, 'Rectangle');
  await drag(page, [0.2, 0.2], [0.4, 0.3]);
  const field = page.getByRole('textbox', { name: 'Comment' });
  await field.fill('Half-written thought');
  await page.reload();
  await page.waitForFunction(() => window.__proofdeskTest?.review?.isSharp() === true);
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('Half-written thought');

  await page.getByRole('textbox', { name: 'Comment' }).press('Escape');
  await expect(page.getByRole('form', { name: 'New annotation' })).toBeHidden();
  await page.getByRole('application').press('Control+z');
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('Half-written thought');
  await page.getByRole('textbox', { name: 'Comment' }).fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Write a comment before saving.')).toBeVisible();
});

test('reply, complete, hide and delete in the list', async ({ signedIn: page }) => {
  await openReview(page, ASSETS.coffeePouch);
  const energy = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /Energy value/ }) });
  await energy.getByRole('button', { name: /Energy value/ }).click();
  await energy
    .getByRole('textbox', { name: 'Reply to Anna Berg' })
    .fill('The kJ figure is right, kcal is off by one.');
  await energy.getByRole('button', { name: 'Send reply' }).click();
  await expect(
    energy
      .getByRole('list', { name: 'Replies' })
      .getByText('The kJ figure is right, kcal is off by one.'),
  ).toBeVisible();
  await expect(energy.getByRole('textbox', { name: 'Reply to Anna Berg' })).toHaveValue('');
  await energy.getByRole('button', { name: 'Complete' }).click();
  await expect(energy.getByText('Completed', { exact: true })).toBeVisible();
  await energy.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('button', { name: /Energy value/ })).toBeHidden();

  const barcode = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /Barcode quiet zone/ }) });
  await barcode.getByRole('button', { name: /Barcode quiet zone/ }).click();
  await barcode.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this annotation?' });
  await expect(dialog).toContainText('cannot be undone');
  // The list drops the thread at once; the reload below must wait for the service's answer.
  const deleted = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' && response.url().endsWith('/api/v1/annotation'),
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: /Barcode quiet zone/ })).toBeHidden();
  expect((await deleted).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('button', { name: /Overall the layout/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Barcode quiet zone/ })).toBeHidden();
  await page.getByRole('radio', { name: /Hidden/ }).check({ force: true });
  await expect(page.getByRole('button', { name: /Energy value/ })).toBeVisible();
});

test("another reviewer cannot delete someone else's annotation and is told why", async ({
  page,
}) => {
  await signIn(page, 'ravi@demo.test');
  await openReview(page, ASSETS.coffeePouch);
  const barcode = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /Barcode quiet zone/ }) });
  await barcode.getByRole('button', { name: /Barcode quiet zone/ }).click();
  const remove = barcode.getByRole('button', { name: 'Delete', exact: true });
  await expect(remove).toBeDisabled();
  // The reason is one press away, not a sentence under every thread's buttons.
  const reason = barcode.getByText('Only Anna Berg, who wrote it, can delete this annotation.');
  await expect(reason).toBeHidden();
  await barcode.getByRole('button', { name: 'Why can’t I delete this?' }).click();
  await expect(reason).toBeVisible();
  await expect(remove).toHaveAccessibleDescription(
    'Only Anna Berg, who wrote it, can delete this annotation.',
  );
  // The service agrees: 412 for anyone but the creator.
  const uid = await page.evaluate(() => window.__proofdeskTest?.review?.selection());
  const answer = await callApi(page, 'DELETE', '/api/v1/annotation', { annotationUID: uid });
  expect(answer.status).toBe(412);
});

test('a token expiring while drawing keeps the draft and saves it once after re-login', async ({
  signedIn: page,
}) => {
  await openReview(page, ASSETS.coffeePouch);
  await chooseTool(page, 'Ellipse');
  await drag(page, [0.3, 0.3], [0.5, 0.45]);
  const field = page.getByRole('textbox', { name: 'Comment' });
  await field.fill('Saved exactly once');

  const expired = await callApi(page, 'POST', '/api/v1/mock/session/expire');
  expect(expired.status).toBe(200);
  await field.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  // Behind the dialog the draft waits, marked as being saved.
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  expect(await page.evaluate(() => window.__proofdeskTest?.review?.draft()?.text)).toBe(
    'Saved exactly once',
  );
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('button', { name: /Saved exactly once/ })).toBeVisible();
  await expect(page.getByRole('form', { name: 'New annotation' })).toBeHidden();
  const stored = await serviceAnnotations(page, ASSETS.coffeePouch);
  expect(stored.filter((a) => a.text === 'Saved exactly once')).toHaveLength(1);
  await page.reload();
  await page.waitForFunction(() => window.__proofdeskTest?.review?.isSharp() === true);
  await expect(page.getByRole('form', { name: 'New annotation' })).toBeHidden();
});

// One app start for these journeys: each fresh test starts the app again (about 4 s of CPU).
test('by keyboard alone: shortcuts answer from the moment the review opens and after each comment; no serious accessibility violations', async ({
  signedIn: page,
}) => {
  await test.step('by keyboard alone: shortcuts answer from the moment the review opens and after each comment', async () => {
    await openReview(page, ASSETS.jamLeaflet);
    const canvas = page.getByRole('application', { name: /^Artwork, page 1 of/ });
    const tool = (name: string) =>
      page.getByRole('group', { name: 'Tools' }).getByRole('button', { name });
    // No click anywhere: the first key already chooses a tool and zooms.
    await page.keyboard.press('r');
    await expect(tool('Rectangle')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('1');
    await expect(page.getByRole('textbox', { name: 'Zoom level in percent' })).toHaveValue('100');
    await page.keyboard.press('0');

    // Pin tool, Enter places a pin mid-view; Enter saves the comment; focus is back on the artwork.
    await page.keyboard.press('p');
    await expect(tool('Pin')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    const comment = page.getByRole('textbox', { name: 'Comment' });
    await expect(comment).toBeFocused();
    await page.keyboard.type('Typed without a mouse');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /Typed without a mouse/ })).toBeVisible();
    await expect(canvas).toBeFocused();
    await page.keyboard.press('e');
    await expect(tool('Ellipse')).toHaveAttribute('aria-pressed', 'true');

    // Escape discards a draft and gives the focus back to the artwork too.
    await page.keyboard.press('p');
    await page.keyboard.press('Enter');
    await expect(comment).toBeFocused();
    await page.keyboard.type('Never mind');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('form', { name: 'New annotation' })).toBeHidden();
    await expect(canvas).toBeFocused();
    await page.keyboard.press('a');
    await expect(tool('Arrow')).toHaveAttribute('aria-pressed', 'true');
    const stored = await serviceAnnotations(page, ASSETS.jamLeaflet);
    expect(stored.filter((a) => a.text === 'Typed without a mouse')).toHaveLength(1);
    expect(stored.filter((a) => a.text === 'Never mind')).toHaveLength(0);
  });

  await test.step('the review tool has no serious accessibility violations', async () => {
    await openReview(page, ASSETS.jamLeaflet);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await chooseTool(page, 'Rectangle');
    await drag(page, [0.2, 0.2], [0.4, 0.3]);
    await expect(page.getByRole('textbox', { name: 'Comment' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });
});
