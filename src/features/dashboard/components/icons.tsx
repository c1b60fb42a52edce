import {
  Check,
  ChevronDown,
  ChevronsUpDown,
  ChevronUp,
  CircleHelp,
  Clock,
  Ellipsis,
  GripVertical,
  Image,
  Lock,
  TriangleAlert,
  X,
} from 'lucide-react';
import type { LucideIcon, LucideProps } from 'lucide-react';

/**
 * The board's small icons, from the app's one icon set (lucide). Decorative: meaning always comes
 * from text next to them, so they are hidden. 16 px unless a caller asks for another size.
 */
const decorative =
  (Glyph: LucideIcon) =>
  ({ width = 16, height = 16, ...props }: LucideProps) => (
    <Glyph width={width} height={height} aria-hidden="true" focusable="false" {...props} />
  );

export const ClockIcon = decorative(Clock);
export const CheckIcon = decorative(Check);
export const CrossIcon = decorative(X);
export const GripIcon = decorative(GripVertical);
export const DotsIcon = decorative(Ellipsis);
export const ImageIcon = decorative(Image);
export const LockIcon = decorative(Lock);
export const QuestionIcon = decorative(CircleHelp);
export const AlertIcon = decorative(TriangleAlert);

const sortGlyph = { asc: decorative(ChevronUp), desc: decorative(ChevronDown) };
const Unsorted = decorative(ChevronsUpDown);

export const SortIcon = ({
  direction,
  ...props
}: LucideProps & { direction: 'asc' | 'desc' | 'none' }) => {
  if (direction === 'none') return <Unsorted opacity={0.45} {...props} />;
  const Glyph = sortGlyph[direction];
  return <Glyph {...props} />;
};
