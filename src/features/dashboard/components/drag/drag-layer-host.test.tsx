// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/api/session';
import type { TestService } from '@/offline/platform/adapters/node';
import {
  column,
  fakeLayout,
  namesIn,
  renderDashboard,
  signInAs,
  startService,
  stopService,
} from '../../test-kit';
import type * as DragLayerModule from './layer/drag-layer';

configure({ asyncUtilTimeout: 5000 });

// The drag layer's chunk arrives only when the test says so.
const chunk = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./layer/drag-layer', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal<typeof DragLayerModule>();
});

const OAT = 'Oat Crunch cereal box 500 g';
const CRISPS = 'Sea Salt crisps 150 g bag';
const INSTRUCTIONS =
  'To move a project, press Space or Enter on its move button. Use the arrow keys to go to another column, or left onto a folder. Press Space or Enter to drop it there, or Escape to cancel.';

let backend: TestService;
let undoLayout: () => void;

beforeAll(() => {
  undoLayout = fakeLayout();
});
afterAll(() => undoLayout());
beforeEach(async () => {
  backend = await startService();
  await signInAs(backend);
});
afterEach(async () => {
  clearSession();
  await stopService(backend);
});

describe('the board before and after its drag layer arrives', () => {
  it('shows cards and moves them by menu at once; a Space pressed early picks the card up when it arrives', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('link', { name: CRISPS });
    const handle = screen.getByRole('button', { name: `Move “${OAT}”` });
    expect(handle).toHaveAttribute('aria-roledescription', 'movable project');
    // No instructions yet: they come with the layer.
    expect(handle).not.toHaveAttribute('aria-describedby');

    await user.click(screen.getByRole('button', { name: `Actions for “${CRISPS}”` }));
    // The menu's panel is a chunk of its own (loaded after the board's first paint).
    await user.click(await screen.findByRole('menuitemradio', { name: 'Artwork' }));
    await waitFor(() => expect(namesIn(column('Artwork'))).toContain(CRISPS));

    handle.focus();
    await user.keyboard(' ');
    expect(handle).not.toHaveAttribute('aria-pressed');
    chunk.arrive();
    // Picked up: dnd-kit marks the handle pressed. (jsdom lays nothing out, so what the
    // live region says next is not a browser's: the pick-up itself is checked in e2e.)
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    expect(handle).toHaveFocus();
    expect(handle).toHaveAccessibleDescription(INSTRUCTIONS);

    await user.keyboard('{Escape}');
    expect(
      await screen.findByText(`Moving was cancelled. “${OAT}” stays in Artwork.`),
    ).toBeInTheDocument();
    expect(handle).not.toHaveAttribute('aria-pressed');
    expect(namesIn(column('Artwork'))).toContain(OAT);
  });

  it('binds the cards a frame after they show on a later visit, not in their first render', async () => {
    chunk.arrive();
    renderDashboard();
    const firstVisit = await screen.findByRole('button', { name: `Move “${OAT}”` });
    await waitFor(() => expect(firstVisit).toHaveAttribute('aria-describedby'));
    cleanup();

    // Frames run only when the test says so.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    try {
      renderDashboard();
      const handle = await screen.findByRole('button', { name: `Move “${OAT}”` });
      // The host waits for the frame that shows the cards, and binds nothing before it.
      await waitFor(() => expect(frames.length).toBeGreaterThan(0));
      expect(handle).not.toHaveAttribute('aria-describedby');
      for (const frame of frames.splice(0)) frame(performance.now());
      await waitFor(() => expect(handle).toHaveAccessibleDescription(INSTRUCTIONS));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
