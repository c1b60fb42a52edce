import { createElement, forwardRef } from 'react';
import type { ReactNode, SVGProps } from 'react';

/** One icon as lucide-react's icon modules describe it (their `__iconData` export). */
export interface LucideIconData {
  name?: string;
  size?: number;
  aliases?: readonly string[];
  node: readonly (readonly [string, Record<string, string | number>])[];
}

interface LeanIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: string | number;
  children?: ReactNode;
}

// Any of these names the icon to assistive technology; without one it is decoration.
const namesItself = (props: object) =>
  Object.entries(props).some(
    ([prop, value]) =>
      value != null && (prop.startsWith('aria-') || prop === 'role' || prop === 'title'),
  );

/**
 * lucide-react's icon factory, for builds (vite.config.ts swaps it in for the library's own).
 * Same markup for the props the app uses (size, width, height, color, strokeWidth, className,
 * aria-*, children), without the library's generic attribute renaming, context provider and
 * stroke options the app does not use (nonScalingStroke, the deprecated absoluteStrokeWidth):
 * 0.9 KB gzipped less in the first load.
 * src/lib/icons/lean-lucide-icon.test.tsx compares its markup with the library's.
 */
export default function createLucideIcon(icon: LucideIconData) {
  const box = icon.size ?? 24;
  const names = [icon.name, ...(icon.aliases ?? [])].filter((n) => n && n.trim());
  const iconClass = ['lucide', ...names.map((n) => `lucide-${n}`)].join(' ');
  return forwardRef<SVGSVGElement, LeanIconProps>(function LucideIcon(
    { color = 'currentColor', size = 24, strokeWidth = 2, className, children, ...rest },
    ref,
  ) {
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...new Set(`${iconClass} ${className ?? ''}`.split(/\s+/))].join(' ').trim(),
        ...(children || namesItself(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  });
}
