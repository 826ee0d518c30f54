const SUFFIXES = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** 1234 -> 1.2k with `digits` decimals, trailing zeros dropped. */
export function shortenNumber(value: number, digits = 1): string {
  for (const { value: unit, symbol } of SUFFIXES) {
    if (Math.abs(value) >= unit) {
      return (value / unit).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1') + symbol;
    }
  }
  return String(value);
}

/** 1234567.89 -> 1,234,567.89; anything not a number counts as 0. */
export function thousands(value: number | string): string {
  const number = Number(value) || 0;
  return String(number).replace(/^-?\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));
}
