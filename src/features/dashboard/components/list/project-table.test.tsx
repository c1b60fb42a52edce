// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/api/session';
import type { TestService } from '@/offline/platform/adapters/node';
import {
  fakeLayout,
  renderDashboard,
  searchOf,
  signInAs,
  startService,
  stopService,
} from '../../test-kit';

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

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

describe('list view (against the offline service)', () => {
  it('is a table of the client’s projects in dashboard order, with sortable headers', async () => {
    renderDashboard('/?view=list');
    const table = await screen.findByRole('table', { name: /Projects, sorted by Due, ascending/ });
    await waitFor(() => expect(names(table)).toContain('Oat Crunch cereal box 500 g'));
    const rows = names(table);
    expect(table).toHaveAttribute('aria-rowcount', String(rows.length + 1));
    // Overdue first, undated last: the service's dashboard order.
    expect(rows[0]).toBe('Jasmine green tea gift box');
    expect(rows.at(-1)).toBe('Private label ketchup 500 ml');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual([
      'none',
      'none',
      'none',
      null,
      'ascending',
      'none',
      'none',
      'none',
      'none',
      null,
    ]);
    const oatRow = within(table)
      .getByRole('rowheader', { name: 'Oat Crunch cereal box 500 g' })
      .closest('tr');
    expect(within(oatRow as HTMLElement).getByText(/^Overdue · /)).toBeInTheDocument();
    expect(within(oatRow as HTMLElement).getByText('Artwork')).toBeInTheDocument();
    expect(within(oatRow as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/projects/prj-acme-oat-crunch-box',
    );
  });

  it('sorts by a header button: ascending, then descending, kept in the URL', async () => {
    const { user, router } = renderDashboard('/?view=list');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(names(table).length).toBeGreaterThan(3));
    const nameHeader = within(table).getByRole('columnheader', { name: /Name/ });
    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = names(table);
    expect(ascending).toEqual([...ascending].sort((a, b) => collator.compare(a, b)));
    expect(searchOf(router)).toMatchObject({ view: 'list', sort: 'name', dir: 'asc' });

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names(table)).toEqual([...ascending].reverse());
    expect(searchOf(router)).toMatchObject({ sort: 'name', dir: 'desc' });
    expect(screen.getByRole('table', { name: 'Projects, sorted by Name, descending' })).toBe(table);
  });

  it('sorts review counts as numbers, most pending first when descending', async () => {
    const { user } = renderDashboard('/?view=list&sort=pending&dir=desc');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(names(table).length).toBeGreaterThan(3));
    const pendingColumn = within(table)
      .getAllByRole('columnheader')
      .findIndex((h) => h.textContent === 'Pending');
    const counts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number(within(row).getAllByRole('cell')[pendingColumn - 1]?.textContent));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await user.click(within(table).getByRole('button', { name: 'Pending' }));
    expect(within(table).getByRole('columnheader', { name: /Pending/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });
});
