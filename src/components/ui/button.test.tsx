// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import type { ButtonVariant } from './button';
import { focusRing } from './focus-ring';

afterEach(cleanup);

const classesOf = (variant: ButtonVariant) => {
  render(<Button variant={variant}>{variant}</Button>);
  return screen.getByRole('button', { name: variant }).className.split(' ');
};

describe('Button variants', () => {
  it.each<ButtonVariant>(['primary', 'secondary', 'danger', 'ghost'])(
    '%s never submits a form and shows the app focus ring',
    (variant) => {
      render(<Button variant={variant}>{variant}</Button>);
      const button = screen.getByRole('button', { name: variant });
      expect(button).toHaveAttribute('type', 'button');
      expect(button.className.split(' ')).toEqual(expect.arrayContaining(focusRing.split(' ')));
    },
  );

  it('danger is outlined red, solid red on hover only while enabled, grey when disabled', () => {
    const classes = classesOf('danger');
    expect(classes).toEqual(
      expect.arrayContaining([
        'border-red-700',
        'bg-white',
        'text-red-800',
        'enabled:hover:bg-red-700',
      ]),
    );
    // A solid or faded red fill at rest was the old look (solid on task cards, pale when disabled).
    expect(classes.filter((name) => /^(bg-red|hover:bg-red|disabled:opacity)/.test(name))).toEqual(
      [],
    );
    expect(classes).toEqual(
      expect.arrayContaining(['disabled:bg-slate-100', 'disabled:text-slate-600']),
    );
  });
});

const srcDir = join(import.meta.dirname, '../..');
function featureFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return featureFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('destructive buttons', () => {
  it('every Button labelled Delete uses the danger variant', () => {
    const offenders = featureFiles(srcDir).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('<Button')
        .slice(1)
        .map((rest) => rest.split('</Button>')[0] ?? '')
        .filter((block) => /\{t\('(?:[\w]+\.)*delete'\)\}\s*$/i.test(block))
        .filter((block) => !block.includes('variant="danger"'))
        .map((block) => `${relative(srcDir, path)}: ${/\{t\('[^']+'\)\}/.exec(block)?.[0] ?? ''}`),
    );
    expect(offenders).toEqual([]);
  });
});
