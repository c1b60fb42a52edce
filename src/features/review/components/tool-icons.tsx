import {
  Ellipse,
  Hand,
  Keyboard,
  MapPin,
  MousePointer2,
  MoveHorizontal,
  MoveUpRight,
  PenTool,
  Pencil,
  Redo2,
  RectangleHorizontal,
  Scan,
  Search,
  Undo2,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

const glyphs: Record<string, LucideIcon> = {
  'tool.select': MousePointer2,
  'tool.hand': Hand,
  'tool.pin': MapPin,
  'tool.rect': RectangleHorizontal,
  'tool.ellipse': Ellipse,
  'tool.arrow': MoveUpRight,
  'tool.freehand': Pencil,
  'view.zoom-in': ZoomIn,
  'view.zoom-out': ZoomOut,
  'view.fit': Scan,
  'view.fit-width': MoveHorizontal,
  'view.vector': PenTool,
  'view.find': Search,
  'edit.undo': Undo2,
  'edit.redo': Redo2,
  'help.shortcuts': Keyboard,
};

/** The toolbar picture of an action (decorative: the button carries the name). */
export function ActionIcon({ id }: { id: string }) {
  const Glyph = glyphs[id];
  if (!Glyph) return null;
  return <Glyph aria-hidden="true" className="size-5" strokeWidth={1.8} />;
}
