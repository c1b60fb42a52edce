/**
 * Builds the date formatters of a language once, in a thread of its own: the first Intl
 * formatter of a page loads the locale's calendar data into ICU's caches, which every thread
 * of the page shares (warm-date-formats.ts).
 */
self.onmessage = (event: MessageEvent<{ locale: string }>) => {
  const { locale } = event.data;
  try {
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
  } finally {
    self.postMessage('ready');
  }
};
