import { useMediaQuery } from '@/components/ui';

/** The main pointer is a finger (a phone or tablet): hints speak of tapping, not of keys. */
export function useTouchInput(): boolean {
  return useMediaQuery('(pointer: coarse)');
}
