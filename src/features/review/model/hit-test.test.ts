import { describe, expect, it } from 'vitest';
import { hitTest, sceneItem } from './hit-test';

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

describe('hit testing', () => {
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
