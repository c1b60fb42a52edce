import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import type { PdfDocument, PdfPageSize } from '@/lib/pdf';

/** The content width of an element, following resizes. */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The size of one page at zoom 1, or null until pdf.js has read it. */
export function usePageSize(document: PdfDocument, pageIndex: number): PdfPageSize | null {
  const [size, setSize] = useState<{ key: string; value: PdfPageSize } | null>(null);
  const key = String(pageIndex);
  useEffect(() => {
    let active = true;
    document.pageSize(pageIndex).then(
      (value) => {
        if (active) setSize({ key: String(pageIndex), value });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [document, pageIndex]);
  return size?.key === key ? size.value : null;
}
