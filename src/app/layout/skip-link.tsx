import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n';

export const MAIN_ID = 'main';

/** First stop for keyboard users; moves focus itself so the router never sees a hash change. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-blue-800 underline focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:outline-2 focus:outline-blue-700"
    >
      {t('skipToContent')}
    </a>
  );
}
