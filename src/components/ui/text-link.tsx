import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import { cn } from './cn';
import { focusRing } from './focus-ring';

/** Underlined in-app link; underline keeps links distinguishable without relying on colour. */
export function TextLink({ className, ...rest }: LinkProps) {
  return (
    <Link
      className={cn(
        'rounded-sm font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950',
        focusRing,
        className,
      )}
      {...rest}
    />
  );
}
