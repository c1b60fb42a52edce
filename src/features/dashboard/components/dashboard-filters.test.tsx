// @vitest-environment jsdom
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/api/session';
import type { TestService } from '@/offline/platform/adapters/node';
import {
  column,
  fakeLayout,
  namesIn,
  renderDashboard,
  searchOf,
  signInAs,
  startService,
  stopService,
} from '../test-kit';

const LEMON = 'Sparkling Lemon 330 ml can';
const OAT = 'Oat Crunch cereal box 500 g';
const CRISPS = 'Sea Salt crisps 150 g bag';
const TEA = 'Jasmine green tea gift box';
const WATER = 'Spring water 1.5 l label (2023 edition)';

// The service answers in Node through msw; on a busy machine that takes longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

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

describe('dashboard filters (against the offline service)', () => {
  it('shows the first client’s columns with their projects and counts', async () => {
    renderDashboard();
    expect(await screen.findByRole('link', { name: LEMON })).toBeInTheDocument();
    expect(namesIn(column('Review'))).toContain(LEMON);
    expect(namesIn(column('Briefing'))).toContain(CRISPS);
    expect(within(column('Print-ready')).getByText(TEA)).toBeInTheDocument();
    const artwork = column('Artwork');
    expect(within(artwork).getByText(/^\d+ projects?$/).textContent).toBe(
      `${namesIn(artwork).length} projects`,
    );
    // Archived is not among the default states.
    expect(screen.queryByText(WATER)).not.toBeInTheDocument();
    expect(screen.getByText(/^\d+ projects in Acme Packaging$/)).toBeInTheDocument();
  });

  it('adds archived projects on demand and keeps the states in the URL', async () => {
    const { user, router } = renderDashboard();
    await screen.findByRole('link', { name: LEMON });
    await user.click(screen.getByRole('checkbox', { name: 'Archived' }));
    expect(await screen.findByRole('link', { name: WATER })).toBeInTheDocument();
    expect(searchOf(router).states).toBe('Active,OnHold,Completed,Archived');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: LEMON })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: TEA })).toBeInTheDocument();
  });

  it('searches whatever the case and accents, after a pause in typing, keeping what was typed', async () => {
    const { user, router } = renderDashboard();
    await screen.findByRole('link', { name: LEMON });
    const search = screen.getByRole('searchbox', { name: 'Search projects' });
    expect(search).toHaveAccessibleDescription(/whatever their case or accents/);
    await user.type(search, 'oat');
    await waitFor(() => expect(searchOf(router).q).toBe('oat'));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: LEMON })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: OAT })).toBeInTheDocument();
    expect(search).toHaveValue('oat');

    await user.clear(search);
    await user.type(search, 'CRÜNCH');
    // "Crunchwell" is the crisps' customer: every text field is searched.
    expect(await screen.findByRole('link', { name: CRISPS })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: OAT })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'crunch zzz');
    expect(await screen.findByText('No projects match these filters')).toBeInTheDocument();
    expect(search).toHaveValue('crunch zzz');
    await user.click(screen.getByRole('button', { name: 'Clear the search and folder' }));
    expect(await screen.findByRole('link', { name: OAT })).toBeInTheDocument();
    expect(search).toHaveValue('');
  });

  it('filters by folder from the sidebar, with counts per folder', async () => {
    const { user, router } = renderDashboard();
    await screen.findByRole('link', { name: LEMON });
    const folders = screen.getByRole('navigation', { name: 'Folders' });
    const snacks = within(folders).getByRole('link', { name: /^Snacks & cereals, 2 projects$/ });
    await user.click(snacks);
    expect(searchOf(router).folder).toBe('fld-acme-snacks');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: LEMON })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: OAT })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CRISPS })).toBeInTheDocument();
    expect(within(folders).getByRole('link', { name: /Snacks & cereals/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByText('2 projects in the folder Snacks & cereals')).toBeInTheDocument();
  });

  it('switches client: that client’s columns and folders, folder choice forgotten', async () => {
    const { user, router } = renderDashboard('/?folder=fld-acme-snacks');
    await screen.findByRole('link', { name: OAT });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Client' }), 'Nordic Foods');
    expect(await screen.findByRole('region', { name: 'Proofing' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Artwork' })).not.toBeInTheDocument();
    expect(searchOf(router)).toEqual({ client: 'cli-nordic-foods' });
    expect(
      within(screen.getByRole('navigation', { name: 'Folders' })).getByRole('link', {
        name: /^Dairy/,
      }),
    ).toBeInTheDocument();
  });

  it('reproduces a view from its link', async () => {
    renderDashboard('/?view=list&client=cli-nordic-foods&q=carton&sort=name&dir=desc');
    const table = await screen.findByRole('table');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Lingonberry juice 1 l carton', 'Fish fingers 450 g carton']),
    );
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('carton');
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveDisplayValue('Nordic Foods');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('follows Back to an earlier search without losing the field', async () => {
    const { user, router } = renderDashboard('/?q=Oat');
    expect(await screen.findByRole('link', { name: OAT })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Archived' }));
    await act(() => router.navigate('/?q=Sea'));
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('Sea'),
    );
    expect(await screen.findByRole('link', { name: CRISPS })).toBeInTheDocument();
  });
});
