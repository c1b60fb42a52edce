import { describe, expect, it } from 'vitest';
import { createDraftStore } from '../model/drafts';
import { sceneItem } from '../model/hit-test';
import { memoryStorage } from '../test-kit';
import { ReviewEditor } from './review-editor';

function setup(storage = memoryStorage(), canAnnotate = true) {
  const editor = new ReviewEditor({
    pageCount: 3,
    canAnnotate,
    drafts: createDraftStore(storage),
    draftScope: { scope: 'user:ravi', assetUID: 'ast-1', version: 1 },
  });
  editor.setCanvasSize({ width: 1048, height: 848 });
  editor.setPageSize({ width: 2000, height: 1600 });
  return { editor, storage };
}

/** Draws with the current tool from one canvas point to another. */
function draw(editor: ReviewEditor, from: [number, number], to: [number, number]) {
  editor.pointerDown({ pointerId: 1, screen: { x: from[0], y: from[1] }, button: 0 });
  editor.pointerMove({ pointerId: 1, screen: { x: to[0], y: to[1] }, button: 0 });
  editor.pointerUp({ pointerId: 1, screen: { x: to[0], y: to[1] }, button: 0 });
}

describe('review editor', () => {
  it('fits the page when its size arrives', () => {
    const { editor } = setup();
    expect(editor.state.viewport.scale).toBeCloseTo(0.5, 9);
    expect(editor.state.fitted).toBe(true);
  });

  it('fits the width on request, keeps it through resizes and for the next pages, until fit to screen', () => {
    const { editor } = setup();
    editor.fit('width');
    expect(editor.state.viewport.scale).toBeCloseTo(1000 / 2000, 9);
    expect(editor.state.viewport.y).toBeCloseTo(24, 9);
    editor.setCanvasSize({ width: 1448, height: 848 });
    expect(editor.state.viewport.scale).toBeCloseTo(1400 / 2000, 9);
    editor.goToPage(1);
    editor.setPageSize({ width: 1000, height: 3000 });
    expect(editor.state.fitMode).toBe('width');
    expect(editor.state.viewport.scale).toBeCloseTo(1400 / 1000, 9);
    expect(editor.state.viewport.y).toBeCloseTo(24, 9);
    editor.fit('page');
    expect(editor.state.viewport.scale).toBeCloseTo(800 / 3000, 9);
    editor.goToPage(2);
    editor.setPageSize({ width: 1000, height: 3000 });
    expect(editor.state.viewport.scale).toBeCloseTo(800 / 3000, 9);
  });

  it('turns a drawing into a normalized draft and undoes and redoes it', () => {
    const { editor } = setup();
    editor.setTool('rect');
    draw(editor, [100, 100], [300, 200]);
    const draft = editor.state.draft;
    expect(draft?.shape.type).toBe('rect');
    expect(draft?.shape.points.every((p) => p >= 0 && p <= 1)).toBe(true);
    editor.draft.setText('Move the logo');
    editor.draft.undo();
    expect(editor.state.draft).toBeNull();
    editor.draft.redo();
    expect(editor.state.draft?.shape).toEqual(draft?.shape);
  });

  it('redrawing replaces the shape, keeps the comment, and is one undo step each', () => {
    const { editor } = setup();
    editor.setTool('ellipse');
    draw(editor, [100, 100], [300, 200]);
    editor.draft.setText('Check the colour');
    editor.setTool('arrow');
    draw(editor, [400, 400], [500, 500]);
    expect(editor.state.draft).toMatchObject({
      text: 'Check the colour',
      shape: { type: 'arrow' },
    });
    editor.draft.undo();
    expect(editor.state.draft?.shape.type).toBe('ellipse');
    editor.setColor('#1971c2');
    expect(editor.state.draft?.shape.color).toBe('#1971c2');
    editor.draft.undo();
    expect(editor.state.draft?.shape.color).toBe('#e03131');
  });

  it('keeps the draft in storage per page, across a new editor (a reload)', () => {
    const { editor, storage } = setup();
    editor.setTool('pin');
    draw(editor, [200, 200], [200, 200]);
    editor.draft.setText('Barcode too close to the fold');
    editor.goToPage(1);
    expect(editor.state.draft).toBeNull();
    expect(editor.draft.otherPages()).toEqual([0]);
    const reloaded = setup(storage).editor;
    expect(reloaded.state.draft?.text).toBe('Barcode too close to the fold');
  });

  it('starts a save once, however often it is asked for, and forgets the draft when saved', () => {
    const { editor, storage } = setup();
    editor.setTool('rect');
    draw(editor, [100, 100], [300, 200]);
    const page = editor.draft.beginSave();
    expect(page).toBe(0);
    expect(editor.draft.beginSave()).toBeNull();
    // Drawing and undoing wait while the save is in flight.
    draw(editor, [400, 400], [600, 600]);
    editor.draft.undo();
    expect(editor.state.draft?.shape.points[0]).toBeLessThan(0.2);
    editor.draft.finishSave(0, true);
    expect(editor.state.draft).toBeNull();
    expect(setup(storage).editor.state.draft).toBeNull();
  });

  it('keeps a failed save for another try', () => {
    const { editor } = setup();
    editor.setTool('rect');
    draw(editor, [100, 100], [300, 200]);
    const page = editor.draft.beginSave() ?? -1;
    editor.draft.finishSave(page, false);
    expect(editor.state.draft).not.toBeNull();
    expect(editor.draft.beginSave()).toBe(0);
  });

  it('does not send a draft twice when the page changes while it is being saved', () => {
    const { editor, storage } = setup();
    editor.setTool('rect');
    draw(editor, [100, 100], [300, 200]);
    editor.draft.beginSave();
    editor.goToPage(2);
    editor.goToPage(0);
    expect(editor.state.draftSaving).toBe(true);
    expect(editor.draft.beginSave()).toBeNull();
    editor.goToPage(1);
    editor.draft.finishSave(0, true);
    expect(setup(storage).editor.state.draft).toBeNull();
  });

  it('selects what is under a click, and nothing on empty paper', () => {
    const { editor } = setup();
    const item = sceneItem(
      'n1',
      { type: 'rect', points: [0, 0, 400, 400], color: '#000000' },
      false,
    );
    editor.setSceneItems([item]);
    const inside = editor.state.viewport;
    draw(editor, [inside.x + 100, inside.y + 100], [inside.x + 100, inside.y + 100]);
    expect(editor.state.selection).toBe('n1');
    draw(editor, [inside.x + 300, inside.y + 300], [inside.x + 300, inside.y + 300]);
    expect(editor.state.selection).toBeNull();
  });

  it('draws nothing for a viewer who may not annotate', () => {
    const { editor } = setup(memoryStorage(), false);
    editor.setTool('rect');
    expect(editor.state.tool).toBe('select');
    editor.placePinAtCentre();
    expect(editor.state.draft).toBeNull();
  });

  it('zooms toward a point, fits again and pans inside the limits', () => {
    const { editor } = setup();
    editor.zoomTo(2, { x: 0, y: 0 });
    expect(editor.state.fitted).toBe(false);
    editor.fit();
    expect(editor.state.viewport.scale).toBeCloseTo(0.5, 9);
    editor.panBy(1e6, 0);
    expect(editor.state.viewport.x).toBeLessThan(1048);
  });

  it('brings an annotation chosen in the list into view, keeping the zoom', () => {
    const { editor } = setup();
    editor.zoomTo(4);
    editor.goToPage(0, { x: 0.9, y: 0.9, width: 0.05, height: 0.05 });
    const { viewport, canvasSize } = editor.state;
    expect(viewport.scale).toBe(4);
    expect((canvasSize.width / 2 - viewport.x) / viewport.scale).toBeCloseTo(0.925 * 2000, 6);
  });

  it('shows the whole new page when the annotation is on another page', () => {
    const { editor } = setup();
    editor.zoomTo(4);
    editor.goToPage(2, { x: 0.9, y: 0.9, width: 0.05, height: 0.05 });
    expect(editor.state.pageSize).toBeNull();
    editor.setPageSize({ width: 2000, height: 1600 });
    expect(editor.state.page).toBe(2);
    expect(editor.state.viewport.scale).toBeCloseTo(0.5, 9);
  });
});
