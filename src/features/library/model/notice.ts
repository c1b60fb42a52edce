import type { Tone } from '@/components/ui';

/** A link a notice offers (to a copied asset in its project, to a library asset). */
export interface NoticeLink {
  href: string;
  label: string;
}

/** The outcome of the last action, shown above the folder's contents until the next one. */
export interface LibraryNotice {
  tone: Tone;
  text: string;
  /** One line per item of a bulk action that did not go (and why). */
  items?: string[];
  links?: NoticeLink[];
}
