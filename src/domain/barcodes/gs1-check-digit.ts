/** The GS1 mod-10 check digit of `body` (digits only): weights 3, 1, 3, ... from the right. */
export function gs1CheckDigit(body: string): number {
  if (!/^\d+$/.test(body)) throw new Error(`Not a numeric GS1 key: ${body}`);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const fromRight = body.length - 1 - i;
    sum += Number(body[i]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether the last digit of a GS1 key (GTIN, SSCC, GLN) is its check digit. */
export function gs1CheckDigitValid(key: string): boolean {
  if (!/^\d{2,}$/.test(key)) return false;
  return gs1CheckDigit(key.slice(0, -1)) === Number(key.at(-1));
}

/** UPC-E (8 digits, number system 0 or 1) expanded to its UPC-A (12 digits). */
export function upcEToUpcA(upcE: string): string | null {
  if (!/^[01]\d{7}$/.test(upcE)) return null;
  const [ns, d1, d2, d3, d4, d5, d6, check] = Array.from(upcE);
  let body: string;
  if (d6 === '0' || d6 === '1' || d6 === '2') body = `${d1}${d2}${d6}0000${d3}${d4}${d5}`;
  else if (d6 === '3') body = `${d1}${d2}${d3}00000${d4}${d5}`;
  else if (d6 === '4') body = `${d1}${d2}${d3}${d4}00000${d5}`;
  else body = `${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  return `${ns}${body}${check}`;
}
