export function capitalizeFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Each word capitalised, the rest lowercase; spacing is kept so it can run on every keystroke. */
export function titleCase(s: string): string {
  return s.toLowerCase().replace(/(^|\s)(\S)/g, (_m, space: string, first: string) => space + first.toUpperCase());
}

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

export function normalizeCouponCode(s: string): string {
  return s.trim().toUpperCase();
}

export function cleanList(items: string[]): string[] {
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}

/** Whole number from a form field; anything that is not a number gives the fallback. */
export function parseWholeNumber(value: string | number, fallback = 0): number {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.trim());
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}
