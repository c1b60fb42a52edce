/** TIFF LZW (compression 5): MSB-first codes of 9 to 12 bits, with the "early change" of TIFF 6. */
export function decodeTiffLzw(input: Uint8Array, expected: number): Uint8Array {
  const out = new Uint8Array(expected);
  let written = 0;
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const lengths = new Uint16Array(4096);
  for (let i = 0; i < 256; i++) {
    suffix[i] = i;
    lengths[i] = 1;
    prefix[i] = -1;
  }
  let next = 258;
  let width = 9;
  let previous = -1;
  // A bit buffer: codes are at most 12 bits, so it never holds more than 19.
  let buffer = 0;
  let buffered = 0;
  let pos = 0;
  /** Writes the string of `code` straight into the output (back to front along its prefixes); answers its first byte. */
  const emit = (code: number): number => {
    const length = lengths[code] ?? 0;
    let c = code;
    let firstByte = 0;
    for (let i = length - 1; i >= 0; i--) {
      firstByte = suffix[c] ?? 0;
      if (written + i < expected) out[written + i] = firstByte;
      c = prefix[c] ?? -1;
    }
    written = Math.min(expected, written + length);
    return firstByte;
  };

  while (written < expected) {
    while (buffered < width && pos < input.length) {
      buffer = (buffer << 8) | (input[pos++] ?? 0);
      buffered += 8;
    }
    if (buffered < width) break;
    const code = (buffer >>> (buffered - width)) & ((1 << width) - 1);
    buffered -= width;
    buffer &= (1 << buffered) - 1;
    if (code === 257) break;
    if (code === 256) {
      next = 258;
      width = 9;
      previous = -1;
      continue;
    }
    if (previous === -1) {
      emit(code);
      previous = code;
      continue;
    }
    let first: number;
    if (code < next) {
      first = emit(code);
    } else {
      // The code being defined now: previous string plus its own first byte.
      first = emit(previous);
      if (written < expected) out[written++] = first;
    }
    if (next < 4096) {
      prefix[next] = previous;
      suffix[next] = first;
      lengths[next] = (lengths[previous] ?? 0) + 1;
      next++;
    }
    if (next + 1 >= 1 << width && width < 12) width++;
    previous = code;
  }
  return out;
}
