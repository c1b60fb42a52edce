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

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800 border border-blue-700',
  secondary: 'bg-white text-slate-900 hover:bg-slate-100 border border-slate-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 border border-red-700',
  ghost: 'bg-transparent text-slate-900 hover:bg-slate-100 border border-transparent',
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
        'disabled:cursor-not-allowed disabled:opacity-60',
        focusRing,
        variants[variant],
        sizes[size],
        className,
      )}
      {...rest}
    />
  );
}
