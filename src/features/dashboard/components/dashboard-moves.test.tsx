// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/api/session';
import type { Project } from '@/api/types';
import type { TestService } from '@/offline/platform/adapters/node';
import { useWipLimits } from '../stores/wip-limits';
import {
  column,
  fakeLayout,
  namesIn,
  renderDashboard,
  signInAs,
  startService,
  stopService,
} from '../test-kit';

configure({ asyncUtilTimeout: 5000 });

const OAT = 'Oat Crunch cereal box 500 g';
const CRISPS = 'Sea Salt crisps 150 g bag';
const LEMON = 'Sparkling Lemon 330 ml can';
const TEA = 'Jasmine green tea gift box';

let backend: TestService;
let token: string;
let undoLayout: () => void;

beforeAll(() => {
  undoLayout = fakeLayout();
});
afterAll(() => undoLayout());
beforeEach(async () => {
  backend = await startService();
  token = await signInAs(backend);
  useWipLimits.setState({ limits: {} });
});
afterEach(async () => {
  clearSession();
  await stopService(backend);
});

async function serverProject(uid: string): Promise<Project | undefined> {
  const response = await fetch(
    `${backend.baseUrl}/api/v1/project?ProjectUID=${uid}&States=Active,OnHold,Completed,Archived,InTransit`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const body = (await response.json()) as { result: Project[] };
  return body.result[0];
}

/** Holds every column move at the service until `release()`; then the real handler answers. */
function holdColumnMoves() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  backend.server.use(
    http.post('*/api/v1/project/kanban/column', async () => {
      await gate;
      return undefined;
    }),
  );
  return () => release();
}

function menuButton(name: string) {
  return screen.getByRole('button', { name: `Actions for “${name}”` });
}

describe('moving projects without dragging (against the offline service)', () => {
  it('moves a card to another column from its menu by keyboard, optimistically, focus following', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('link', { name: CRISPS });
    const release = holdColumnMoves();
    menuButton(CRISPS).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: `Move “${CRISPS}”` });
    // The menu is in the DOM a moment before its effect moves the focus into it.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemradio', { name: 'Briefing' })).toHaveFocus(),
    );
    expect(within(menu).getByRole('menuitemradio', { name: 'Briefing' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.keyboard('{ArrowDown}{Enter}');

    // Shown in Artwork before the service has answered.
    await waitFor(() => expect(namesIn(column('Artwork'))).toContain(CRISPS));
    expect(namesIn(column('Briefing'))).not.toContain(CRISPS);
    expect((await serverProject('prj-acme-sea-salt-crisps'))?.kanbanColumnUID).toBe(
      'col-acme-briefing',
    );

    release();
    await waitFor(async () =>
      expect((await serverProject('prj-acme-sea-salt-crisps'))?.kanbanColumnUID).toBe(
        'col-acme-artwork',
      ),
    );
    await waitFor(() => expect(menuButton(CRISPS)).toHaveFocus());
    expect(namesIn(column('Artwork'))).toContain(CRISPS);
  });

  it('rolls a refused move back and says why (406: completed meanwhile)', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('link', { name: OAT });
    // Someone completes the project elsewhere; this board still shows it as active.
    await fetch(`${backend.baseUrl}/api/v1/project/state`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ projectUID: 'prj-acme-oat-crunch-box', projectState: 'Completed' }),
    });
    const release = holdColumnMoves();
    await user.click(menuButton(OAT));
    await user.click(screen.getByRole('menuitemradio', { name: 'Review' }));
    await waitFor(() => expect(namesIn(column('Review'))).toContain(OAT));

    release();
    expect(await screen.findByText(`Could not move “${OAT}”`)).toBeInTheDocument();
    expect(
      screen.getByText("Completed and archived projects can't be moved. It is back where it was."),
    ).toBeInTheDocument();
    await waitFor(() => expect(namesIn(column('Artwork'))).toContain(OAT));
    expect(namesIn(column('Review'))).not.toContain(OAT);
    expect((await serverProject('prj-acme-oat-crunch-box'))?.kanbanColumnUID).toBe(
      'col-acme-artwork',
    );
  });

  it('explains a 404 (column gone) and puts the card back', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('link', { name: CRISPS });
    backend.server.use(
      http.post('*/api/v1/project/kanban/column', () =>
        HttpResponse.json(
          {
            version: '1.0',
            statusCode: 404,
            message: 'Kanban column is not available for this project.',
          },
          { status: 404 },
        ),
      ),
    );
    await user.click(menuButton(CRISPS));
    await user.click(screen.getByRole('menuitemradio', { name: 'Review' }));
    expect(
      await screen.findByText(
        `“${CRISPS}” or the column “Review” no longer exists. The board now shows the latest projects.`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(namesIn(column('Briefing'))).toContain(CRISPS));
    expect(namesIn(column('Review'))).not.toContain(CRISPS);
  });

  it('answers "why is this still pending?" from the card', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('link', { name: LEMON });
    const why = screen.getByRole('button', { name: `Why is “${LEMON}” still pending?` });
    await user.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const answer = await screen.findByRole('status', { name: 'Why is this still pending?' });
    expect(within(answer).getAllByRole('listitem').length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    expect(why).toHaveAttribute('aria-expanded', 'false');
  });

  it('files a project in a folder from its menu; folder counts follow', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('link', { name: LEMON });
    const folders = screen.getByRole('navigation', { name: 'Folders' });
    expect(
      within(folders).getByRole('link', { name: /^Snacks & cereals, 2 projects$/ }),
    ).toBeInTheDocument();
    await user.click(menuButton(LEMON));
    await user.click(screen.getByRole('menuitemradio', { name: 'Snacks & cereals' }));
    expect(
      within(folders).getByRole('link', { name: /^Snacks & cereals, 3 projects$/ }),
    ).toBeInTheDocument();
    expect(menuButton(LEMON)).toHaveFocus();
    await waitFor(async () =>
      expect((await serverProject('prj-acme-lemon-can'))?.folderUID).toBe('fld-acme-snacks'),
    );
  });

  it('shows read-only projects as such: no handle, menu items disabled with the reason', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('link', { name: TEA });
    const printReady = column('Print-ready');
    const teaCard = within(printReady).getByRole('link', { name: TEA }).closest('li');
    expect(teaCard).not.toBeNull();
    expect(within(teaCard as HTMLElement).getByText('Read-only')).toBeInTheDocument();
    expect(
      within(teaCard as HTMLElement).queryByRole('button', { name: `Move “${TEA}”` }),
    ).toBeNull();
    await user.click(menuButton(TEA));
    const menu = await screen.findByRole('menu', { name: `Move “${TEA}”` });
    expect(menu).toHaveAccessibleDescription(
      "Completed and archived projects are read-only and can't be moved.",
    );
    const review = within(menu).getByRole('menuitemradio', { name: 'Review' });
    expect(review).toHaveAttribute('aria-disabled', 'true');
    await user.click(review);
    expect(namesIn(column('Print-ready'))).toContain(TEA);
  });

  it('warns in words when a column holds more open projects than its limit; a bad limit keeps the typing', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('link', { name: OAT });
    const artwork = column('Artwork');
    expect(within(artwork).queryByText('Over the limit')).toBeNull();
    await user.click(within(artwork).getByRole('button', { name: 'Set limit for Artwork' }));
    const dialog = await screen.findByRole('dialog', { name: 'Work-in-progress limit: Artwork' });
    const field = within(dialog).getByRole('textbox', { name: 'Most open projects' });
    await user.type(field, 'two');
    await user.click(within(dialog).getByRole('button', { name: 'Save limit' }));
    expect(field).toHaveValue('two');
    expect(field).toHaveAccessibleDescription(/Enter a whole number from 1 to 999/);
    await user.clear(field);
    await user.type(field, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save limit' }));
    expect(within(artwork).getByText('Over the limit')).toBeInTheDocument();
    expect(within(artwork).getByText(/open · limit 1/)).toBeInTheDocument();
    expect(
      JSON.parse(localStorage.getItem('proofdesk.dashboard.wip-limits') ?? '{}'),
    ).toMatchObject({
      state: { limits: { 'col-acme-artwork': 1 } },
    });
  });
});
