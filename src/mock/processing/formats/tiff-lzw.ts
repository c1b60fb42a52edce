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
  let bitPos = 0;
  const totalBits = input.length * 8;
  const stack = new Uint8Array(4096);

  const emit = (code: number): number => {
    const length = lengths[code] ?? 0;
    let c = code;
    for (let i = length - 1; i >= 0; i--) {
      stack[i] = suffix[c] ?? 0;
      c = prefix[c] ?? -1;
    }
    const count = Math.min(length, expected - written);
    out.set(stack.subarray(0, count), written);
    written += count;
    return stack[0] ?? 0;
  };

  while (bitPos + width <= totalBits && written < expected) {
    let code = 0;
    for (let b = 0; b < width; b++) {
      const bit = ((input[(bitPos + b) >> 3] ?? 0) >> (7 - ((bitPos + b) & 7))) & 1;
      code = (code << 1) | bit;
    }
    bitPos += width;
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
      const start = written;
      emit(previous);
      first = out[start] ?? 0;
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
