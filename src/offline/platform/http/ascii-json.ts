const NON_ASCII = /[\u007f-\uffff]/g;

function escape(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * JSON.stringify with every character past ASCII written as a `\uXXXX` escape: the same JSON
 * to any parser, but pure ASCII bytes. Big bodies are built from it because a client's UTF-8
 * decoder takes its fast path only when every byte is ASCII: one "ü" in a 4.7 MB project
 * list made Node's `Response.text()` 2.5 times slower (measured 12 against 4.8 ms).
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(NON_ASCII, escape);
}
