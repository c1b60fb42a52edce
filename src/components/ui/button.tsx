import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

/** Visual weight of a button; `danger` is for destructive, irreversible actions. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

const dimmedWhenDisabled = 'disabled:opacity-60';

const buttonVariants: Record<ButtonVariant, string> = {
  primary: cn(
    'bg-blue-700 text-white hover:bg-blue-800 border border-blue-700',
    dimmedWhenDisabled,
  ),
  secondary: cn(
    'bg-white text-slate-900 hover:bg-slate-100 border border-slate-400',
    dimmedWhenDisabled,
  ),
  /*
   * One look for every destructive button, in a list or in its confirmation: outlined red, solid
   * on hover so the pointer sees what it is about to do. Disabled it turns grey like any
   * unavailable control rather than a paler red that still reads as a live warning.
   */
  danger: cn(
    'border border-red-700 bg-white text-red-800',
    'enabled:hover:bg-red-700 enabled:hover:text-white',
    'disabled:border-slate-300 disabled:bg-slate-100 disabled:text-slate-600',
  ),
  ghost: cn(
    'bg-transparent text-slate-900 hover:bg-slate-100 border border-transparent',
    dimmedWhenDisabled,
  ),
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-2.5 py-1 text-sm',
  md: 'px-4 py-2 text-sm',
};

export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  className,
  ...rest
}: ButtonProps) {
  return (
    <button
      // Default to "button" so a button inside a form never submits by accident.
      type={type}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md font-medium',
        'disabled:cursor-not-allowed',
        focusRing,
        buttonVariants[variant],
        sizes[size],
        className,
      )}
      {...rest}
    />
  );
}
