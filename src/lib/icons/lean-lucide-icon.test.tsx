import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChevronDown, CircleHelp, Menu } from 'lucide-react';
import type { LucideIcon, LucideProps } from 'lucide-react';
import * as chevronDownModule from 'lucide-react/dist/esm/icons/chevron-down.mjs';
import * as circleHelpModule from 'lucide-react/dist/esm/icons/circle-question-mark.mjs';
import * as menuModule from 'lucide-react/dist/esm/icons/menu.mjs';
import createLucideIcon from './lean-lucide-icon';
import type { LucideIconData } from './lean-lucide-icon';

// What the build's factory receives: each icon module's data (its typings name only the icon).
const dataOf = (module: object) => (module as { __iconData: LucideIconData }).__iconData;
const [chevronDown, circleHelp, menu] = [chevronDownModule, circleHelpModule, menuModule].map(
  dataOf,
) as [LucideIconData, LucideIconData, LucideIconData];

const pairs: [string, LucideIcon, LucideIconData][] = [
  ['menu', Menu, menu],
  ['chevron-down', ChevronDown, chevronDown],
  ['circle-question-mark (with aliases)', CircleHelp, circleHelp],
];

// Every way the app calls an icon, plus the props lucide documents that it might.
const propSets: LucideProps[] = [
  {},
  { 'aria-hidden': 'true', className: 'size-4' },
  { width: 16, height: 16, 'aria-hidden': 'true', focusable: 'false', opacity: 0.45 },
  { size: 20, strokeWidth: 1.8, color: 'red', className: 'a b a' },
  { 'aria-label': 'Help', role: 'img' },
];

describe('the build’s lean lucide icon factory', () => {
  for (const [name, Library, data] of pairs) {
    it(`renders ${name} exactly as lucide-react does`, () => {
      const Lean = createLucideIcon(data);
      for (const props of propSets) {
        expect(renderToStaticMarkup(createElement(Lean, props))).toBe(
          renderToStaticMarkup(createElement(Library, props)),
        );
      }
    });
  }

  it('keeps a child (a <title>) and then leaves the icon visible to assistive technology', () => {
    const Lean = createLucideIcon(menu);
    const child = createElement('title', null, 'Menu');
    const lean = renderToStaticMarkup(createElement(Lean, null, child));
    expect(lean).toBe(renderToStaticMarkup(createElement(Menu, null, child)));
    expect(lean).not.toContain('aria-hidden');
  });
});
