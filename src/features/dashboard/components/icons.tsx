import type { SVGProps } from 'react';

/** Small decorative icons; meaning always comes from text next to them, so they are hidden. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const ClockIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <circle cx="8" cy="8" r="6" />
    <path d="M8 4.5V8l2.5 1.5" />
  </Icon>
);

export const CheckIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M3 8.5l3 3 7-7" />
  </Icon>
);

export const CrossIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M4 4l8 8M12 4l-8 8" />
  </Icon>
);

// Dots as one path each: a card shows these dozens of times, so fewer nodes paint faster.
const dot = (x: number, y: number, r: number) =>
  `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

export const GripIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props} fill="currentColor" stroke="none">
    <path d={[4, 8, 12].flatMap((y) => [dot(6, y, 1.2), dot(10, y, 1.2)]).join('')} />
  </Icon>
);

export const DotsIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props} fill="currentColor" stroke="none">
    <path d={[3.5, 8, 12.5].map((x) => dot(x, 8, 1.4)).join('')} />
  </Icon>
);

export const ImageIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <rect x="2" y="3" width="12" height="10" rx="1.5" />
    <circle cx="6" cy="6.5" r="1.2" />
    <path d="M2.5 12l4-4 3 3 2-2 2.5 2.5" />
  </Icon>
);

export const LockIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <rect x="3" y="7" width="10" height="7" rx="1.5" />
    <path d="M5.5 7V5a2.5 2.5 0 015 0v2" />
  </Icon>
);

export const QuestionIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <circle cx="8" cy="8" r="6" />
    <path d="M6.3 6.2a1.8 1.8 0 113 1.4c-.8.5-1.3.9-1.3 1.8" />
    <circle cx="8" cy="11.6" r=".4" fill="currentColor" />
  </Icon>
);

export const AlertIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M8 2.5l6 11H2z" />
    <path d="M8 6.5v3" />
    <circle cx="8" cy="11.5" r=".4" fill="currentColor" />
  </Icon>
);

export const SortIcon = ({
  direction,
  ...props
}: SVGProps<SVGSVGElement> & { direction: 'asc' | 'desc' | 'none' }) => (
  <Icon {...props}>
    {direction !== 'desc' && (
      <path d="M5 6.5L8 3.5l3 3" opacity={direction === 'none' ? 0.45 : 1} />
    )}
    {direction !== 'asc' && <path d="M5 9.5l3 3 3-3" opacity={direction === 'none' ? 0.45 : 1} />}
  </Icon>
);
