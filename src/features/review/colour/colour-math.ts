/**
 * sRGB to CIE L*a*b* (D50), the readout a proofing densitometer and Photoshop give: sRGB
 * decoded to linear light, to XYZ (D65, IEC 61966-2-1), adapted to D50 with the Bradford
 * transform, then CIE 1976 L*a*b* against the D50 white.
 */

type Vec3 = readonly [number, number, number];
type Mat3 = readonly [Vec3, Vec3, Vec3];

const SRGB_TO_XYZ_D65: Mat3 = [
  [0.4124564, 0.3575761, 0.1804375],
  [0.2126729, 0.7151522, 0.072175],
  [0.0193339, 0.119192, 0.9503041],
];
const BRADFORD: Mat3 = [
  [0.8951, 0.2664, -0.1614],
  [-0.7502, 1.7135, 0.0367],
  [0.0389, -0.0685, 1.0296],
];
export const WHITE_D65: Vec3 = [0.95047, 1, 1.08883];
export const WHITE_D50: Vec3 = [0.96422, 1, 0.82521];

function apply(m: Mat3, v: Vec3): Vec3 {
  return [
    m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
    m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
    m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2],
  ];
}

function multiply(a: Mat3, b: Mat3): Mat3 {
  const row = (r: Vec3): Vec3 => [
    r[0] * b[0][0] + r[1] * b[1][0] + r[2] * b[2][0],
    r[0] * b[0][1] + r[1] * b[1][1] + r[2] * b[2][1],
    r[0] * b[0][2] + r[1] * b[1][2] + r[2] * b[2][2],
  ];
  return [row(a[0]), row(a[1]), row(a[2])];
}

function invert(m: Mat3): Mat3 {
  const [[a, b, c], [d, e, f], [g, h, i]] = m;
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  return [
    [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
    [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
    [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
  ];
}

/** The Bradford chromatic adaptation matrix from one white (XYZ) to another. */
export function bradfordAdaptation(from: Vec3, to: Vec3): Mat3 {
  const coneFrom = apply(BRADFORD, from);
  const coneTo = apply(BRADFORD, to);
  const scale: Mat3 = [
    [coneTo[0] / coneFrom[0], 0, 0],
    [0, coneTo[1] / coneFrom[1], 0],
    [0, 0, coneTo[2] / coneFrom[2]],
  ];
  return multiply(invert(BRADFORD), multiply(scale, BRADFORD));
}

const SRGB_TO_XYZ_D50 = multiply(bradfordAdaptation(WHITE_D65, WHITE_D50), SRGB_TO_XYZ_D65);

/** sRGB companding undone: 0..255 to linear 0..1. */
export function srgbToLinear(value: number): number {
  const v = value / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** XYZ (D50, Y of white 1) of an sRGB colour. */
export function srgbToXyzD50(r: number, g: number, b: number): Vec3 {
  return apply(SRGB_TO_XYZ_D50, [srgbToLinear(r), srgbToLinear(g), srgbToLinear(b)]);
}

const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

export interface Lab {
  l: number;
  a: number;
  b: number;
}

export function xyzToLab(xyz: Vec3, white: Vec3 = WHITE_D50): Lab {
  const f = (t: number) => (t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116);
  const fx = f(xyz[0] / white[0]);
  const fy = f(xyz[1] / white[1]);
  const fz = f(xyz[2] / white[2]);
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

export function srgbToLabD50(r: number, g: number, b: number): Lab {
  return xyzToLab(srgbToXyzD50(r, g, b));
}

export function hexOf(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Hue angle in degrees, 0..360 (0 for a neutral, as CIEDE2000 defines it). */
function hueAngle(b: number, a: number): number {
  if (a === 0 && b === 0) return 0;
  const h = toDegrees(Math.atan2(b, a));
  return h < 0 ? h + 360 : h;
}

/**
 * CIEDE2000 colour difference (kL = kC = kH = 1), as Sharma, Wu and Dalal give it ("The
 * CIEDE2000 color-difference formula: implementation notes", 2005): the number a printer
 * reads off a spectrophotometer when two proofs are held side by side. About 1 is the
 * smallest difference most people see; 2 to 3 is a usual press tolerance.
 */
export function deltaE2000(first: Lab, second: Lab): number {
  const c1 = Math.hypot(first.a, first.b);
  const c2 = Math.hypot(second.a, second.b);
  const meanC7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(meanC7 / (meanC7 + 25 ** 7)));
  const a1 = (1 + g) * first.a;
  const a2 = (1 + g) * second.a;
  const cp1 = Math.hypot(a1, first.b);
  const cp2 = Math.hypot(a2, second.b);
  const hp1 = hueAngle(first.b, a1);
  const hp2 = hueAngle(second.b, a2);

  const dL = second.l - first.l;
  const dC = cp2 - cp1;
  let dh = 0;
  if (cp1 * cp2 !== 0) {
    dh = hp2 - hp1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(cp1 * cp2) * Math.sin(toRadians(dh / 2));

  const meanL = (first.l + second.l) / 2;
  const meanC = (cp1 + cp2) / 2;
  let meanH = hp1 + hp2;
  if (cp1 * cp2 !== 0) {
    if (Math.abs(hp1 - hp2) <= 180) meanH = (hp1 + hp2) / 2;
    else meanH = hp1 + hp2 < 360 ? (hp1 + hp2 + 360) / 2 : (hp1 + hp2 - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos(toRadians(meanH - 30)) +
    0.24 * Math.cos(toRadians(2 * meanH)) +
    0.32 * Math.cos(toRadians(3 * meanH + 6)) -
    0.2 * Math.cos(toRadians(4 * meanH - 63));
  const dTheta = 30 * Math.exp(-(((meanH - 275) / 25) ** 2));
  const meanC7p = meanC ** 7;
  const rc = 2 * Math.sqrt(meanC7p / (meanC7p + 25 ** 7));
  const sl = 1 + (0.015 * (meanL - 50) ** 2) / Math.sqrt(20 + (meanL - 50) ** 2);
  const sc = 1 + 0.045 * meanC;
  const sh = 1 + 0.015 * meanC * t;
  const rt = -Math.sin(toRadians(2 * dTheta)) * rc;
  return Math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh));
}
