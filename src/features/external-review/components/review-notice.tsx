import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A full-page message of the external review (password, link not valid, review over,
 * session ended). Each replaces what was on screen, so its heading takes the focus and a
 * screen reader starts reading there.
 */
export function ReviewNotice({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The password page focuses its field instead: typing is the first thing to do there.
    if (!heading.current?.parentElement?.querySelector('input')) heading.current?.focus();
  }, []);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-6 py-12">
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold text-slate-900 outline-none"
      >
        {title}
      </h1>
      {children && <div className="flex flex-col gap-3 text-base text-slate-800">{children}</div>}
      {action && <div>{action}</div>}
    </div>
  );
}
