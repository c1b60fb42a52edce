/** Marks where the side panel shows an open inspect tool's readings (empty otherwise). */
export const INSPECT_SLOT_ATTRIBUTE = 'data-inspect-slot';

/** The place in the side panel for the measure and colour readings, at its top. */
export function InspectSlot() {
  return <div {...{ [INSPECT_SLOT_ATTRIBUTE]: '' }} className="empty:hidden" />;
}
