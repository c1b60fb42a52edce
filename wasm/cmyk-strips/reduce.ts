// A CMYK page's rows added into the cells of its separations and coverage view
// (src/lib/cmyk/cmyk-view.ts does the same in JavaScript and defines the result).
//
// Rows are added a pixel column at a time, sixteen bytes (four pixels) a step, into an
// accumulator at `acc`: per pixel column, the C, M, Y and K sums (u16 each: a cell is at
// most 257 rows, 257 x 255 fits) and the highest C+M+Y+K (u32) of the cell row's rows so
// far. takeCellRow then folds each cell's columns once a cell row, not once a row.

/** Adds `lines` rows of `width` pixels (C, M, Y, K) at `rows`; returns their highest C+M+Y+K. */
export function addRows(rows: usize, lines: u32, width: u32, acc: usize): u32 {
  const highs = acc + ((<usize>width) << 3);
  const stride = (<usize>width) << 2;
  const whole = width & ~3;
  let best = i32x4.splat(0);
  let tail: u32 = 0;
  for (let line: u32 = 0; line < lines; line++) {
    const row = rows + <usize>line * stride;
    let x: u32 = 0;
    for (; x < whole; x += 4) {
      const pixels = v128.load(row + ((<usize>x) << 2));
      const sums = acc + ((<usize>x) << 3);
      v128.store(sums, i16x8.add(v128.load(sums), i16x8.extend_low_i8x16_u(pixels)));
      v128.store(sums + 16, i16x8.add(v128.load(sums + 16), i16x8.extend_high_i8x16_u(pixels)));
      const totals = i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(pixels));
      const high = highs + ((<usize>x) << 2);
      v128.store(high, i32x4.max_u(v128.load(high), totals));
      best = i32x4.max_u(best, totals);
    }
    for (; x < width; x++) {
      const at = row + ((<usize>x) << 2);
      const sums = acc + ((<usize>x) << 3);
      let total: u32 = 0;
      for (let ink: usize = 0; ink < 4; ink++) {
        const value = <u32>load<u8>(at + ink);
        store<u16>(sums + (ink << 1), load<u16>(sums + (ink << 1)) + <u16>value);
        total += value;
      }
      const high = highs + ((<usize>x) << 2);
      if (total > load<u32>(high)) store<u32>(high, total);
      if (total > tail) tail = total;
    }
  }
  const a = max(i32x4.extract_lane(best, 0), i32x4.extract_lane(best, 1));
  const b = max(i32x4.extract_lane(best, 2), i32x4.extract_lane(best, 3));
  return max(<u32>max(a, b), tail);
}

/**
 * The cell row's view over the rows added since the last call, `down` rows: each cell's
 * average C, M, Y and K (u8, rounded half up as Math.round) at `inks`, and its highest
 * C+M+Y+K (u16) at `coverage`; clears the accumulator for the next cell row.
 */
export function takeCellRow(
  acc: usize,
  width: u32,
  cell: u32,
  down: u32,
  inks: usize,
  coverage: usize,
): void {
  const highs = acc + ((<usize>width) << 3);
  for (let x0: u32 = 0, at: usize = 0; x0 < width; x0 += cell, at++) {
    const x1 = min(width, x0 + cell);
    let sums = i32x4.splat(0);
    let high: u32 = 0;
    for (let x = x0; x < x1; x++) {
      sums = i32x4.add(sums, v128.load_ext<u16>(acc + ((<usize>x) << 3)));
      high = max(high, load<u32>(highs + ((<usize>x) << 2)));
    }
    // sum / n rounded half up, in integers: (2 sum + n) / 2n.
    const n = max<u32>(1, (x1 - x0) * down);
    const twice = i32x4.add(i32x4.shl(sums, 1), i32x4.splat(n));
    const target = inks + (at << 2);
    store<u8>(target, <u8>(<u32>i32x4.extract_lane(twice, 0) / (n << 1)));
    store<u8>(target + 1, <u8>(<u32>i32x4.extract_lane(twice, 1) / (n << 1)));
    store<u8>(target + 2, <u8>(<u32>i32x4.extract_lane(twice, 2) / (n << 1)));
    store<u8>(target + 3, <u8>(<u32>i32x4.extract_lane(twice, 3) / (n << 1)));
    store<u16>(coverage + (at << 1), <u16>high);
  }
  memory.fill(acc, 0, <usize>width * 12);
}
