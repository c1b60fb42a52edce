// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onASignedInPhone, renderDashboard, searchOf } from '../../test-kit';
import { CARD_HEIGHT } from './project-card';

// The service answers in Node through msw; on a busy machine that takes longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

onASignedInPhone();

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0]?.textContent);

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

describe('list view on a phone', () => {
  it('is a list of cards, each fact under its column’s name, no table', async () => {
    renderDashboard('/?view=list');
    const list = await screen.findByRole('list', { name: 'Projects, sorted by Due, ascending' });
    await waitFor(() => expect(names(list)[0]).toBe('Jasmine green tea gift box'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const items = within(list).getAllByRole('listitem');
    // The demo client's seven projects fit the window with its overscan: all render, and say
    // where they stand in the whole list (a longer list renders only a window of them).
    expect(items.map((item) => item.getAttribute('aria-posinset'))).toEqual(
      items.map((_, index) => String(index + 1)),
    );
    expect(items.map((item) => item.getAttribute('aria-setsize'))).toEqual(
      items.map(() => String(items.length)),
    );
    // The window places cards by this one height: each card keeps it.
    expect(items.every((item) => item.style.height === `${CARD_HEIGHT}px`)).toBe(true);

    const oat = items.find((item) => within(item).queryByText('Oat Crunch cereal box 500 g'));
    if (!oat) throw new Error('no Oat Crunch card');
    const facts = within(oat)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(facts).toEqual([
      'Customer',
      'Column',
      'State',
      'Due',
      'Created',
      'Pending',
      'Approved',
      'Rejected',
    ]);
    expect(within(oat).getByText(/^Overdue · /)).toBeInTheDocument();
    expect(within(oat).getByText('Artwork')).toBeInTheDocument();
    expect(within(oat).getByRole('link', { name: 'Oat Crunch cereal box 500 g' })).toHaveAttribute(
      'href',
      '/projects/prj-acme-oat-crunch-box',
    );
    expect(
      within(oat).getByRole('button', { name: /Oat Crunch cereal box 500 g/ }),
    ).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('sorts through "Sort by" and "Order", kept in the URL as the headers do', async () => {
    const { user, router } = renderDashboard('/?view=list');
    await screen.findByRole('list', { name: /Projects, sorted by Due/ });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name');
    const list = screen.getByRole('list', { name: 'Projects, sorted by Name, ascending' });
    expect(searchOf(router)).toMatchObject({ view: 'list', sort: 'name', dir: 'asc' });
    const ascending = names(list);
    expect(ascending).toEqual([...ascending].sort((a, b) => collator.compare(a ?? '', b ?? '')));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Descending');
    expect(searchOf(router)).toMatchObject({ sort: 'name', dir: 'desc' });
    expect(screen.getByRole('list', { name: 'Projects, sorted by Name, descending' })).toBe(list);
    expect(names(list)[0]).not.toBe(ascending[0]);
  });
});
