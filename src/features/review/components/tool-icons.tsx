import type { ReactNode } from 'react';

const paths: Record<string, ReactNode> = {
  'tool.select': <path d="M5 3l12 8-5 1 3 6-2 1-3-6-4 4z" />,
  'tool.hand': (
    <path d="M8 11V5a1.5 1.5 0 013 0v5m0-6a1.5 1.5 0 013 0v6m0-4a1.5 1.5 0 013 0v7c0 3-2 6-6 6h-1c-3 0-4-2-6-5l-1.5-2.5a1.5 1.5 0 012.5-1.5L8 14" />
  ),
  'tool.pin': (
    <>
      <circle cx="12" cy="10" r="4" />
      <path d="M12 14v7" />
    </>
  ),
  'tool.rect': <rect x="4" y="6" width="16" height="12" rx="1" />,
  'tool.ellipse': <ellipse cx="12" cy="12" rx="8" ry="6" />,
  'tool.arrow': <path d="M5 19L19 5m0 0h-7m7 0v7" />,
  'tool.freehand': <path d="M3 17c3-6 5-9 7-5s4 3 6-1 4-3 5 0" />,
  'view.zoom-in': (
    <>
      <circle cx="10" cy="10" r="6" />
      <path d="M10 7.5v5M7.5 10h5M14.5 14.5L20 20" />
    </>
  ),
  'view.zoom-out': (
    <>
      <circle cx="10" cy="10" r="6" />
      <path d="M7.5 10h5M14.5 14.5L20 20" />
    </>
  ),
  'view.fit': <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />,
  'view.fit-width': <path d="M3 5v14M21 5v14M7 12h10M7 12l3-3M7 12l3 3M17 12l-3-3M17 12l-3 3" />,
  'view.vector': (
    <>
      <path d="M4 20L12 4l8 16" />
      <path d="M7.5 13h9" />
      <circle cx="12" cy="4" r="1.5" />
    </>
  ),
  'edit.undo': <path d="M9 14L4 9l5-5M4 9h10a6 6 0 010 12h-3" />,
  'edit.redo': <path d="M15 14l5-5-5-5M20 9H10a6 6 0 000 12h3" />,
  'help.shortcuts': (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M7 10h1M11 10h1M15 10h2M7 14h10" />
    </>
  ),
};

/** The toolbar picture of an action (decorative: the button carries the name). */
export function ActionIcon({ id }: { id: string }) {
  const path = paths[id];
  if (!path) return null;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {path}
    </svg>
  );
}
