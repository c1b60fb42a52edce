import { describe, expect, it } from 'vitest';
import {
  clampPage,
  clampZoom,
  commandForKey,
  fitWidthZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  zoomIn,
  zoomOut,
} from './viewer-model';

describe('viewer model', () => {
  it('steps the zoom through fixed levels, from any fitted zoom', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomIn(1.1)).toBe(1.25);
    expect(zoomOut(1.1)).toBe(1);
    expect(zoomIn(MAX_ZOOM)).toBe(MAX_ZOOM);
    expect(zoomOut(MIN_ZOOM)).toBe(MIN_ZOOM);
  });

  it('fits a page to the width within the zoom range', () => {
    expect(fitWidthZoom(600, 900)).toBe(1.5);
    expect(fitWidthZoom(600, 10)).toBe(MIN_ZOOM);
    expect(fitWidthZoom(0, 900)).toBe(1);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('keeps the page inside the document', () => {
    expect(clampPage(-1, 3)).toBe(0);
    expect(clampPage(5, 3)).toBe(2);
    expect(clampPage(1.7, 3)).toBe(1);
    expect(clampPage(0, 0)).toBe(0);
  });

  it('maps the keyboard', () => {
    expect(commandForKey('PageDown')).toEqual({ kind: 'page', to: 'next' });
    expect(commandForKey('ArrowLeft')).toEqual({ kind: 'page', to: 'previous' });
    expect(commandForKey('End')).toEqual({ kind: 'page', to: 'last' });
    expect(commandForKey('+')).toEqual({ kind: 'zoom', to: 'in' });
    expect(commandForKey('0')).toEqual({ kind: 'zoom', to: 'reset' });
    expect(commandForKey('a')).toBeNull();
  });
});
