// Raw Deflate (RFC 1951), for the strips of CMYK TIFFs. Browsers inflate with their own zlib,
// and a Chromium built against an unoptimised system zlib (Debian's) does about 0.65 GB/s on
// a 10,000 px page's strips, where this does about 2 GB/s: almost all of such a page's output
// is long back-references, copied here by memory.copy instead of a byte at a time.
//
// The caller places the input and the output above heapBase(): sixteen readable bytes must
// follow the input (bits are read eight bytes at a time) and sixteen writable bytes the
// output (short matches are copied sixteen bytes at a time).

// Decoding tables, index = the next code bits (least significant first), entry =
// (symbol << 8) | code length; a zero length marks a code the block does not define.
const LIT = memory.data(131072, 16); // literal/length: up to 2^15 entries
const DIST = memory.data(131072, 16); // distance: up to 2^15 entries
const CLEN = memory.data(512, 16); // the code-length code: up to 2^7 entries
const LENS = memory.data(320, 16); // code lengths: 288 literal/length, then 32 distance
const COUNT = memory.data(64, 16); // codes per length, then the next code per length (u16)

const LBASE: StaticArray<u16> = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
];
const LEXTRA: StaticArray<u8> = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DBASE: StaticArray<u16> = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DEXTRA: StaticArray<u8> = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
const ORDER: StaticArray<u8> = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

const BAD_DATA = -1;
const PAST_END = -2;

/** Where the caller may place its input and output. */
export function heapBase(): usize {
  return (__heap_base + 15) & ~15;
}

/**
 * The table for the `n` code lengths at LENS + `first`: its index bits (the longest code), 0
 * for an empty code (its one entry marks it undefined), or -1 for an over-subscribed one.
 */
function build(table: usize, first: usize, n: u32): i32 {
  memory.fill(COUNT, 0, 64);
  let longest: u32 = 0;
  for (let s: u32 = 0; s < n; s++) {
    const len = <usize>load<u8>(LENS + first + s);
    store<u16>(COUNT + (len << 1), load<u16>(COUNT + (len << 1)) + 1);
    if (len > longest) longest = <u32>len;
  }
  if (longest == 0) {
    store<u32>(table, 0);
    return 0;
  }
  store<u16>(COUNT, 0);
  let left: i32 = 1;
  let code: u32 = 0;
  for (let len: usize = 1; len < 16; len++) {
    left = (left << 1) - <i32>load<u16>(COUNT + (len << 1));
    if (left < 0) return -1;
    code = (code + load<u16>(COUNT + ((len - 1) << 1))) << 1;
    store<u16>(COUNT + 32 + (len << 1), <u16>code);
  }
  const size: u32 = 1 << longest;
  memory.fill(table, 0, size << 2);
  for (let s: u32 = 0; s < n; s++) {
    const len = <u32>load<u8>(LENS + first + s);
    if (len == 0) continue;
    const at = COUNT + 32 + ((<usize>len) << 1);
    const c = <u32>load<u16>(at);
    store<u16>(at, <u16>(c + 1));
    // Codes are packed most significant bit first, read least significant first.
    let reversed: u32 = 0;
    for (let i: u32 = 0; i < len; i++) reversed |= ((c >> i) & 1) << (len - 1 - i);
    const entry = (s << 8) | len;
    for (let i = reversed; i < size; i += 1 << len) store<u32>(table + ((<usize>i) << 2), entry);
  }
  return <i32>longest;
}

/**
 * Inflates raw Deflate at [input, input + inLength) into [output, output + outLength).
 * Returns the bytes written, BAD_DATA, or PAST_END when the data runs past its input (cut
 * short) or its output (more than the caller expects).
 */
export function inflate(input: usize, inLength: u32, output: usize, outLength: u32): i32 {
  const inEnd = input + inLength;
  const outEnd = output + outLength;
  let pos = input;
  let out = output;
  // Up to 63 bits ahead; refills read eight bytes and keep the whole ones. Bits above `have`
  // are the input's next bits too, so OR-ing the same bytes in again changes nothing.
  let bits: u64 = 0;
  let have: u32 = 0;
  let last: u64 = 0;
  while (!last) {
    if (pos > inEnd + 8) return PAST_END;
    bits |= load<u64>(pos) << have;
    pos += (63 - have) >> 3;
    have |= 56;
    last = bits & 1;
    const type = (<u32>(bits >> 1)) & 3;
    bits >>= 3;
    have -= 3;
    if (type == 0) {
      // To the byte boundary, giving the whole bytes still in `bits` back to the input.
      pos -= have >> 3;
      bits = 0;
      have = 0;
      if (pos + 4 > inEnd) return PAST_END;
      const len = <u32>load<u16>(pos);
      if ((len ^ 0xffff) != <u32>load<u16>(pos + 2)) return BAD_DATA;
      pos += 4;
      if (pos + len > inEnd || out + len > outEnd) return PAST_END;
      memory.copy(out, pos, len);
      out += len;
      pos += len;
      continue;
    }
    let litBits: i32;
    let distBits: i32;
    if (type == 1) {
      memory.fill(LENS, 8, 144);
      memory.fill(LENS + 144, 9, 112);
      memory.fill(LENS + 256, 7, 24);
      memory.fill(LENS + 280, 8, 8);
      memory.fill(LENS + 288, 5, 32);
      litBits = build(LIT, 0, 288);
      distBits = build(DIST, 288, 32);
    } else if (type == 2) {
      const nlit = <u32>(bits & 31) + 257;
      const ndist = <u32>((bits >> 5) & 31) + 1;
      const ncode = <u32>((bits >> 10) & 15) + 4;
      bits >>= 14;
      have -= 14;
      if (nlit > 286 || ndist > 30) return BAD_DATA;
      memory.fill(LENS + 300, 0, 19);
      for (let i: u32 = 0; i < ncode; i++) {
        if (have < 3) {
          bits |= load<u64>(pos) << have;
          pos += (63 - have) >> 3;
          have |= 56;
        }
        store<u8>(LENS + 300 + unchecked(ORDER[i]), <u8>(bits & 7));
        bits >>= 3;
        have -= 3;
      }
      const codeBits = build(CLEN, 300, 19);
      if (codeBits <= 0) return BAD_DATA;
      const codeMask = ((<u64>1) << codeBits) - 1;
      const total = nlit + ndist;
      let i: u32 = 0;
      while (i < total) {
        if (have < 32) {
          if (pos > inEnd + 8) return PAST_END;
          bits |= load<u64>(pos) << have;
          pos += (63 - have) >> 3;
          have |= 56;
        }
        const entry = load<u32>(CLEN + ((<usize>(bits & codeMask)) << 2));
        const len = entry & 0xff;
        if (len == 0) return BAD_DATA;
        bits >>= len;
        have -= len;
        const sym = entry >> 8;
        if (sym < 16) {
          store<u8>(LENS + i, <u8>sym);
          i++;
          continue;
        }
        let repeat: u32;
        let value: u8 = 0;
        if (sym == 16) {
          if (i == 0) return BAD_DATA;
          value = load<u8>(LENS + i - 1);
          repeat = 3 + <u32>(bits & 3);
          bits >>= 2;
          have -= 2;
        } else if (sym == 17) {
          repeat = 3 + <u32>(bits & 7);
          bits >>= 3;
          have -= 3;
        } else {
          repeat = 11 + <u32>(bits & 127);
          bits >>= 7;
          have -= 7;
        }
        if (i + repeat > total) return BAD_DATA;
        memory.fill(LENS + i, value, repeat);
        i += repeat;
      }
      if (load<u8>(LENS + 256) == 0) return BAD_DATA; // no end-of-block code
      // The distance lengths follow the literal/length ones: move them to LENS + 288.
      memory.copy(LENS + 288, LENS + nlit, ndist);
      litBits = build(LIT, 0, nlit);
      distBits = build(DIST, 288, ndist);
    } else return BAD_DATA;
    if (litBits <= 0 || distBits < 0) return BAD_DATA;
    const litMask = ((<u64>1) << litBits) - 1;
    const distMask = ((<u64>1) << distBits) - 1;
    for (;;) {
      // 48 bits: the longest length code and its extra bits, then a distance's.
      if (have < 48) {
        if (pos > inEnd + 8) return PAST_END;
        bits |= load<u64>(pos) << have;
        pos += (63 - have) >> 3;
        have |= 56;
      }
      let entry = load<u32>(LIT + ((<usize>(bits & litMask)) << 2));
      let len = entry & 0xff;
      if (len == 0) return BAD_DATA;
      bits >>= len;
      have -= len;
      let sym = entry >> 8;
      if (sym < 256) {
        if (out >= outEnd) return PAST_END;
        store<u8>(out, <u8>sym);
        out++;
        continue;
      }
      if (sym == 256) break;
      sym -= 257;
      if (sym >= 29) return BAD_DATA;
      const extra = <u64>unchecked(LEXTRA[sym]);
      const length = <usize>unchecked(LBASE[sym]) + <usize>(bits & (((<u64>1) << extra) - 1));
      bits >>= extra;
      have -= <u32>extra;
      entry = load<u32>(DIST + ((<usize>(bits & distMask)) << 2));
      len = entry & 0xff;
      if (len == 0) return BAD_DATA;
      bits >>= len;
      have -= len;
      sym = entry >> 8;
      if (sym >= 30) return BAD_DATA;
      const dextra = <u64>unchecked(DEXTRA[sym]);
      const distance = <usize>unchecked(DBASE[sym]) + <usize>(bits & (((<u64>1) << dextra) - 1));
      bits >>= dextra;
      have -= <u32>dextra;
      if (distance > out - output) return BAD_DATA;
      if (out + length > outEnd) return PAST_END;
      const from = out - distance;
      if (distance >= 8 && length <= 16) {
        // Eight bytes at a time, each read after what it reads is written.
        store<u64>(out, load<u64>(from));
        store<u64>(out + 8, load<u64>(from + 8));
      } else if (distance >= length) memory.copy(out, from, length);
      else if (distance == 1) memory.fill(out, load<u8>(from), length);
      else {
        // A repeating pattern: spans that double, none overlapping what it reads.
        let done: usize = 0;
        while (done < length) {
          const span = min(distance + done, length - done);
          memory.copy(out + done, from, span);
          done += span;
        }
      }
      out += length;
    }
  }
  // Whole bytes read past the input came from the padding: the data was cut short.
  if (pos - (have >> 3) > inEnd) return PAST_END;
  return <i32>(out - output);
}
