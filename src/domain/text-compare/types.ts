/** A box in page units (PDF points at zoom 1), origin at the page's top left. */
export interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One run of text as pdf.js hands it out (`getTextContent`), in page units. `fontName` is
 * pdf.js' id of the font within its document: comparable inside one file only.
 */
export interface TextItem extends TextBox {
  str: string;
  fontName: string;
  fontSize: number;
  dir: 'ltr' | 'rtl' | 'ttb';
}

/** The text of one page, in reading order. */
export interface PageText {
  items: TextItem[];
}

/** A word of a page, the unit the versions are aligned in. */
export interface Word {
  /** As printed (a number keeps its unit: "12 g"). */
  text: string;
  /** What alignment compares: the same key means the same word, whatever its formatting. */
  key: string;
  /** A number's value and unit, when the word is one. */
  number: { value: number; unit: string } | null;
  box: TextBox;
  font: string;
  size: number;
  rtl: boolean;
}

export type DifferenceKind = 'removed' | 'added' | 'changed' | 'formatting';

/** Character ranges [start, end) of a difference's text that changed. */
export type Marks = readonly (readonly [number, number])[];

/** One difference between the text of the two versions. Pages are zero-based. */
export interface TextDifference {
  id: string;
  kind: DifferenceKind;
  /** A number's value (or unit) changed: the kind that matters most on a label. */
  numeric: boolean;
  oldPage: number | null;
  newPage: number | null;
  oldText: string;
  newText: string;
  oldMarks: Marks;
  newMarks: Marks;
  /** Where it is on each page; for text only on one side, where it would have been. */
  oldBox: TextBox | null;
  newBox: TextBox | null;
  /** A whole page without a counterpart (an inserted or removed page). */
  wholePage: boolean;
  /** Text only in one version whose very words are only in the other elsewhere on the page: a move. */
  moved: boolean;
  /** For formatting: what changed (font, size), else empty. */
  formatting: readonly ('font' | 'size')[];
}

/** Which page of the older version is compared with which page of the newer one. */
export interface PagePair {
  oldPage: number | null;
  newPage: number | null;
  /** Chosen by the reviewer rather than found by content. */
  manual: boolean;
}

export interface TextComparison {
  pairs: PagePair[];
  differences: TextDifference[];
  /** Pages (zero-based) with no text to compare: outlined text, an image. */
  oldWithoutText: number[];
  newWithoutText: number[];
}
