/** A measurement's readings as name and value rows; values stay left to right in Hebrew too. */
export function ReadingRows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      {rows.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-slate-700">{name}</dt>
          <dd dir="ltr" className="text-end font-semibold tabular-nums">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
