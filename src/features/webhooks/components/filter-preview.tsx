/** What a filter select shows when closed: its label and the chosen option's text. */
export interface PreviewField {
  label: string;
  value: string;
}

/**
 * The filter bar as it looks, without the selects (DeliveryFiltersBar's first paint): the same
 * grid, label and box classes as SelectField, and a chevron where the select draws its arrow,
 * so nothing moves when the selects take its place a frame later. Hidden from assistive
 * technology, which gets the real selects.
 */
export function FilterPreview({ fields }: { fields: readonly PreviewField[] }) {
  return (
    <div className="grid gap-3 sm:grid-cols-3" aria-hidden="true">
      {fields.map((field) => (
        <div key={field.label} className="flex flex-col gap-1">
          <span className="block text-sm font-medium text-slate-900">{field.label}</span>
          <span className="flex h-9 w-full items-center gap-2 rounded-md border border-slate-500 bg-white px-3 text-sm text-slate-900">
            <span className="min-w-0 flex-1 truncate">{field.value}</span>
            <svg viewBox="0 0 10 6" className="h-1.5 w-2.5 shrink-0" aria-hidden="true">
              <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </span>
        </div>
      ))}
    </div>
  );
}
