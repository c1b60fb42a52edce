import { describe, expect, it } from 'vitest';
import { hitTest, MARKER_MAX_PX, MARKER_MIN_PX, markerRadius, sceneItem } from './hit-test';

const items = [
  sceneItem('box', { type: 'rect', points: [100, 100, 500, 400], color: '#e03131' }, false),
  sceneItem('pin', { type: 'pin', points: [300, 250], color: '#1971c2' }, false),
  sceneItem('oval', { type: 'ellipse', points: [600, 100, 800, 200], color: '#f08c00' }, false),
  sceneItem('arrow', { type: 'arrow', points: [100, 600, 500, 600], color: '#2f9e44' }, false),
  sceneItem(
    'line',
    { type: 'freehand', points: [600, 600, 700, 650, 800, 600], color: '#9c36b5' },
    false,
  ),
];

describe('marker size', () => {
  it('follows the artwork on screen, within a readable minimum and a modest maximum', () => {
    const label = { width: 2400, height: 800 };
    // A phone shows the label 390 px wide: a small marker; a laptop at fit: larger.
    const phone = markerRadius(label, 390 / 2400);
    const laptop = markerRadius(label, 600 / 2400);
    expect(phone).toBeCloseTo(7.8, 1);
    expect(laptop).toBeGreaterThan(phone);
    expect(markerRadius(label, 0.01)).toBe(MARKER_MIN_PX);
    expect(markerRadius(label, 4)).toBe(MARKER_MAX_PX);
  });
});

describe('hit testing', () => {
  it('finds a numbered region by its badge, just outside its corner', () => {
    const numbered = [
      sceneItem('box', { type: 'rect', points: [100, 100, 500, 400], color: '#e03131' }, false, 1),
    ];
    expect(hitTest(numbered, { x: 92, y: 94 }, 1, 12)).toBe('box');
    expect(hitTest(items, { x: 92, y: 94 }, 1, 12)).toBeNull();
  });

  it('finds a box by its inside', () => {
    expect(hitTest(items, { x: 150, y: 150 }, 1)).toBe('box');
  });

  it('prefers the pin inside a box over the box', () => {
    expect(hitTest(items, { x: 303, y: 252 }, 1)).toBe('pin');
  });

  it('finds an ellipse inside its curve but not in the corner of its box', () => {
    expect(hitTest(items, { x: 700, y: 150 }, 1)).toBe('oval');
    expect(hitTest(items, { x: 605, y: 105 }, 1)).toBeNull();
  });

  it('finds lines within a few screen pixels, whatever the zoom', () => {
    expect(hitTest(items, { x: 300, y: 605 }, 1)).toBe('arrow');
    expect(hitTest(items, { x: 300, y: 612 }, 1)).toBeNull();
    // At 25 % six screen pixels are 24 page pixels.
    expect(hitTest(items, { x: 300, y: 620 }, 0.25)).toBe('arrow');
    expect(hitTest(items, { x: 700, y: 652 }, 1)).toBe('line');
  });

  it('answers null on empty paper', () => {
    expect(hitTest(items, { x: 2000, y: 2000 }, 1)).toBeNull();
  });

  it('takes the one drawn last among equally small hits', () => {
    const stacked = [
      sceneItem('first', { type: 'pin', points: [10, 10], color: '#000000' }, false),
      sceneItem('second', { type: 'pin', points: [10, 10], color: '#000000' }, false),
    ];
    expect(hitTest(stacked, { x: 10, y: 10 }, 1)).toBe('second');
  });
});
