/**
 * The service accepts only absolute http or https URLs (spec.md); checking the same rule while
 * the person types saves a round trip. Returns the trimmed URL, or null when it is not one.
 */
export function parseWebhookUrl(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname === '' ? null : trimmed;
}
