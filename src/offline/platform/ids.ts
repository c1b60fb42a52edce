/**
 * A new row UID (random version-4 UUID, like the real service's GUIDs). Built from
 * getRandomValues because randomUUID is missing outside secure contexts (an app opened
 * over a LAN address).
 */
export function newUid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An unguessable URL-safe token (bearer tokens, report links). */
export function newToken(bytes = 24): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  let text = '';
  for (const byte of raw) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 160 random bits as 40 lower-case hex digits (always a valid FileStore key segment). */
export function hexToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
