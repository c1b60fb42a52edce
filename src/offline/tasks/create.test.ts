import { describe, expect, it } from 'vitest';
import type { Task } from '@/api/types';
import { DEMO_ASSETS } from '@/offline/assets';
import { DEMO_PROJECTS, DEMO_USERS } from '@/offline/platform/demo-ids';
import { problemErrors, resultOf } from '@/offline/testing/http-client';
import { messageOf, tasksHarnessEachTest, tasksApi } from '@/offline/testing/tasks-kit';

const t = tasksHarnessEachTest();
const api = tasksApi(t.h);

const lemon = DEMO_PROJECTS.acmeLemonCan;
const coldBrew = DEMO_PROJECTS.acmeColdBrew;

describe('POST /api/v1/task/asset_upload and /refdoc_upload', () => {
  it('creates an UploadAssets task with the record of spec.md and emits task.created', async () => {
    const task = await api.created(t.anna, 'asset_upload', {
      projectUID: lemon,
      userUID: DEMO_USERS.ravi,
      dueDate: '2030-05-01T12:00:00+02:00',
      comment: 'The can wrap, please.',
    });
    expect(task).toMatchObject({
      projectUID: lemon,
      projectName: 'Sparkling Lemon 330 ml can',
      clientUID: 'cli-acme-packaging',
      type: 'UploadAssets',
      status: 'Pending',
      closed: null,
      user: { userUID: DEMO_USERS.ravi, fullName: 'Ravi Kumar', email: 'ravi@demo.test' },
      dueDate: '2030-05-01T10:00:00.000Z',
      comment: 'The can wrap, please.',
    });
    expect(task).not.toHaveProperty('reviewUrl');
    expect(task).not.toHaveProperty('requestedAssetName');
    expect(Date.parse(task.created)).not.toBeNaN();
    expect(await api.get(t.ravi, task.taskUID)).toEqual(task);
    const [created] = api.events('task.created');
    expect(created).toMatchObject({
      TaskUID: task.taskUID,
      Project: { ProjectUID: lemon, Name: 'Sparkling Lemon 330 ml can' },
      Task: {
        TaskUID: task.taskUID,
        Type: 'UploadAssets',
        Status: 'Pending',
        Closed: null,
        User: { UserUID: DEMO_USERS.ravi, FullName: 'Ravi Kumar', Email: 'ravi@demo.test' },
      },
    });
  });

  it('creates an UploadRefDocs task on an OnHold project', async () => {
    const task = await api.created(t.anna, 'refdoc_upload', {
      projectUID: DEMO_PROJECTS.acmeEnergySleeve,
      userUID: DEMO_USERS.anna,
    });
    expect(task).toMatchObject({
      type: 'UploadRefDocs',
      status: 'Pending',
      dueDate: null,
      comment: null,
    });
  });

  it('answers 400 with every invalid field keyed as sent', async () => {
    const missing = await api.create(t.anna, 'asset_upload', {});
    expect(Object.keys(problemErrors(missing)).sort()).toEqual(['projectUID', 'userUID']);
    const bad = await api.create(t.anna, 'refdoc_upload', {
      ProjectUID: lemon,
      userUID: 7,
      dueDate: '31.12.2030',
      comment: false,
    });
    expect(Object.keys(problemErrors(bad)).sort()).toEqual(['comment', 'dueDate', 'userUID']);
    expect(problemErrors(await api.create(t.anna, 'asset_upload', '[]'))).toHaveProperty('$');
  });

  it('answers 404 for unknown and foreign projects', async () => {
    expect(
      (
        await api.create(t.anna, 'asset_upload', {
          projectUID: 'nope',
          userUID: DEMO_USERS.ravi,
        })
      ).status,
    ).toBe(404);
    const foreign = await api.create(t.ravi, 'asset_upload', {
      projectUID: DEMO_PROJECTS.nordicJuice,
      userUID: DEMO_USERS.ravi,
    });
    expect(foreign.status).toBe(404);
  });

  it('answers 412 when the project is not Active or OnHold', async () => {
    for (const projectUID of [DEMO_PROJECTS.acmeTeaBox, DEMO_PROJECTS.acmeWaterLabel]) {
      const answer = await api.create(t.anna, 'asset_upload', {
        projectUID,
        userUID: DEMO_USERS.ravi,
      });
      expect(answer.status).toBe(412);
      expect(messageOf(answer)).toMatch(/Active or OnHold/);
    }
  });

  it('answers 412 when no user with the UID belongs to the project client', async () => {
    for (const userUID of ['usr-nobody', DEMO_USERS.lena]) {
      const answer = await api.create(t.anna, 'refdoc_upload', { projectUID: lemon, userUID });
      expect(answer.status).toBe(412);
      expect(messageOf(answer)).toMatch(/User '.+' was not found/);
    }
  });
});

describe('POST /api/v1/task/asset_change_upload', () => {
  it('names the requested asset', async () => {
    const task = await api.created(t.anna, 'asset_change_upload', {
      projectUID: DEMO_PROJECTS.acmeOatBox,
      userUID: DEMO_USERS.ravi,
      assetUID: DEMO_ASSETS.acmeGranolaCarton,
      dueDate: '2030-01-31',
    });
    expect(task).toMatchObject({
      type: 'UploadChangedAsset',
      requestedAssetName: 'morning-harbour-granola-500g-carton-flat.png',
      requestedAssetUID: DEMO_ASSETS.acmeGranolaCarton,
      dueDate: '2030-01-31',
    });
    expect(api.events('task.created').at(-1)?.Task.RequestedAssetName).toBe(
      'morning-harbour-granola-500g-carton-flat.png',
    );
  });

  it('answers 400 without assetUID and 404 for an asset of another project', async () => {
    expect(
      problemErrors(
        await api.create(t.anna, 'asset_change_upload', {
          projectUID: lemon,
          userUID: DEMO_USERS.ravi,
        }),
      ),
    ).toHaveProperty('assetUID');
    const other = await api.create(t.anna, 'asset_change_upload', {
      projectUID: lemon,
      userUID: DEMO_USERS.ravi,
      assetUID: DEMO_ASSETS.acmeGranolaCarton,
    });
    expect(other.status).toBe(404);
    expect(messageOf(other)).toMatch(/Asset .* was not found/);
  });
});

describe('POST /api/v1/task/review_asset', () => {
  it('creates a ReviewAssets task with a review URL and the x-extension review options', async () => {
    const task = await api.created(t.anna, 'review_asset', {
      projectUID: DEMO_PROJECTS.nordicJuice,
      userUID: DEMO_USERS.lena,
      assetUIDs: [
        DEMO_ASSETS.nordicJamLeaflet,
        DEMO_ASSETS.nordicJamLabel,
        DEMO_ASSETS.nordicJamLeaflet,
      ],
      checklistName: 'Legal',
      checklistItems: ['Allergens bold'],
      isSimpleMode: true,
      allowDownload: true,
    });
    expect(task).toMatchObject({
      type: 'ReviewAssets',
      assetUIDs: [DEMO_ASSETS.nordicJamLeaflet, DEMO_ASSETS.nordicJamLabel],
      decisions: [],
    });
    expect(task.reviewUrl).toBe(
      `${t.h.url}/review/${DEMO_ASSETS.nordicJamLeaflet}?taskUID=${task.taskUID}`,
    );
    expect(t.h.service.context.db.get('tasks', task.taskUID)?.review).toEqual({
      checklistName: 'Legal',
      checklistItems: ['Allergens bold'],
      isSimpleMode: true,
      allowDownload: true,
    });
    expect(api.events('task.created').at(-1)?.Task.ReviewUrl).toBe(task.reviewUrl);
  });

  it('answers 400 for missing or empty assetUIDs and 404 for an asset outside the project', async () => {
    const base = { projectUID: coldBrew, userUID: DEMO_USERS.ravi };
    expect(problemErrors(await api.create(t.anna, 'review_asset', base))).toHaveProperty(
      'assetUIDs',
    );
    expect(
      problemErrors(await api.create(t.anna, 'review_asset', { ...base, assetUIDs: [] })),
    ).toHaveProperty('assetUIDs');
    expect(
      problemErrors(await api.create(t.anna, 'review_asset', { ...base, assetUIDs: [''] })),
    ).toHaveProperty('assetUIDs');
    expect(
      problemErrors(
        await api.create(t.anna, 'review_asset', {
          ...base,
          assetUIDs: [DEMO_ASSETS.acmeCoffeePouch],
          isSimpleMode: 'yes',
        }),
      ),
    ).toHaveProperty('isSimpleMode');
    const outside = await api.create(t.anna, 'review_asset', {
      ...base,
      assetUIDs: [DEMO_ASSETS.acmeCoffeePouch, 'ast-missing'],
    });
    expect(outside.status).toBe(404);
  });
});

describe('POST /api/v1/task/review_asset_ext', () => {
  const body = {
    projectUID: coldBrew,
    email: 'reviewer@printer.example',
    assetUIDs: [DEMO_ASSETS.acmeCoffeePouch],
  };

  it('creates an external review task and e-mails the link in English by default', async () => {
    const task = await api.created(t.anna, 'review_asset_ext', {
      ...body,
      password: 'secret-pw',
      comment: 'Check the barcode.',
    });
    expect(task).toMatchObject({
      type: 'ExternalReviewAssets',
      user: { userUID: null, fullName: null, email: 'reviewer@printer.example' },
      isReadOnly: false,
      isAllowDownloadAssets: false,
    });
    expect(task.reviewUrl).toMatch(new RegExp(`^${t.h.url}/external/[A-Za-z0-9_-]{20,}$`));
    const [mail] = await api.outbox(t.anna);
    expect(mail).toMatchObject({
      to: 'reviewer@printer.example',
      subject: 'Review request: Cold Brew coffee label 250 ml',
      language: 'English',
      links: [`${task.reviewUrl}?lang=en`],
    });
    expect(mail?.bodyText).toContain(
      'Anna Berg has invited you to review 1 file in the project "Cold Brew coffee label 250 ml":',
    );
    expect(mail?.bodyText).toContain('bean-and-bottle-cold-brew-original-250ml-label.jpg');
    expect(mail?.bodyText).toContain('Check the barcode.');
    expect(mail?.bodyText).toContain('protected by a password');
    expect(mail?.bodyText).not.toContain('secret-pw');
  });

  it('takes the language by name or ISO code, an overriding subject and the app origin of the caller', async () => {
    await api.created(t.anna, 'review_asset_ext', {
      ...body,
      emailLanguage: 'de',
      isReadOnly: true,
    });
    const hebrew = await api.created(t.anna, 'review_asset_ext', {
      ...body,
      emailLanguage: 'Hebrew',
      emailSubject: 'Bitte prüfen',
    });
    const answer = await t.h.call('POST', '/api/v1/task/review_asset_ext', {
      token: t.anna,
      body: { ...body, emailLanguage: 'UK', isAllowDownloadAssets: true },
      headers: { Origin: 'http://127.0.0.1:5173' },
    });
    const ukrainian = resultOf<Task>(answer);
    expect(ukrainian.reviewUrl).toMatch(/^http:\/\/127\.0\.0\.1:5173\/external\//);
    const [uk, he, de] = await api.outbox(t.anna);
    expect(de).toMatchObject({
      language: 'German',
      subject: 'Prüfanfrage: Cold Brew coffee label 250 ml',
    });
    expect(de?.bodyText).toContain('weder kommentieren noch freigeben oder ablehnen');
    expect(he).toMatchObject({
      language: 'Hebrew',
      subject: 'Bitte prüfen',
      links: [`${hebrew.reviewUrl}?lang=he`],
    });
    expect(uk).toMatchObject({
      language: 'Ukrainian',
      subject: 'Запит на перевірку: Cold Brew coffee label 250 ml',
      links: [`${ukrainian.reviewUrl}?lang=uk`],
    });
    expect(uk?.bodyText).toContain('Ви можете завантажити оригінальні файли.');
  });

  it('answers 400 for an unknown language, a bad e-mail and missing fields', async () => {
    expect(
      problemErrors(
        await api.create(t.anna, 'review_asset_ext', { ...body, emailLanguage: 'Klingon' }),
      ),
    ).toHaveProperty('emailLanguage');
    expect(
      problemErrors(
        await api.create(t.anna, 'review_asset_ext', { ...body, email: 'not-an-address' }),
      ),
    ).toHaveProperty('email');
    const missing = problemErrors(await api.create(t.anna, 'review_asset_ext', {}));
    expect(Object.keys(missing).sort()).toEqual(['assetUIDs', 'email', 'projectUID']);
  });

  it('answers 412 on a Completed project and 404 for an asset outside the project, sending nothing', async () => {
    const completed = await api.create(t.anna, 'review_asset_ext', {
      ...body,
      projectUID: DEMO_PROJECTS.acmeTeaBox,
      assetUIDs: [DEMO_ASSETS.acmeTeaCarton],
    });
    expect(completed.status).toBe(412);
    expect(
      (
        await api.create(t.anna, 'review_asset_ext', {
          ...body,
          assetUIDs: [DEMO_ASSETS.nordicJamLabel],
        })
      ).status,
    ).toBe(404);
    const sent = (await api.outbox(t.anna)).filter((mail) => mail.to === body.email);
    expect(sent).toEqual([]);
  });
});
