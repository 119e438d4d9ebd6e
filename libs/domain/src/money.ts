/**
 * '1,00,000': the last three digits, then pairs (Indian grouping). Written out rather than asked of
 * Intl.NumberFormat('en-IN'): the first such formatter loads the locale's data, about 25 ms of a
 * phone's main thread while the page starts (docs/decisions.md, "Hydration when near").
 */
export function indianDigits(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** A non-negative whole number of paise as rupees with Indian grouping, with paise when `decimals`. */
function rupeeDigits(amount: Paise, decimals: boolean): string {
  const whole = indianDigits(Math.floor(amount / 100));
  return decimals ? `${whole}.${String(amount % 100).padStart(2, '0')}` : whole;
}

declare const unit: unique symbol;
/** An amount in paise (1/100 rupee): how every amount of money is stored, charged and sent. */
export type Paise = number & { readonly [unit]: 'paise' };
/** An amount in rupees: only product prices (catalogue, admin form) and forms typing rupees. */
export type Rupees = number & { readonly [unit]: 'rupees' };

/** A number read from the database or a form, named as paise. */
export const paise = (amount: number): Paise => amount as Paise;
/** A number read from the database or a form, named as rupees. */
export const rupees = (amount: number): Rupees => amount as Rupees;

/** The one conversion from rupees to paise (rounded to the paisa). */
export function rupeesToPaise(amount: Rupees): Paise {
  return paise(Math.round(amount * 100));
}

/** Rupees as staff type them ("120", "120.50"), or null when the text is not such an amount. */
export function parseRupees(text: string): Rupees | null {
  return /^\d+(\.\d{1,2})?$/.test(text.trim()) ? rupees(Number(text.trim())) : null;
}

/** The one conversion from paise to rupees (for charts and forms that show rupees). */
export function paiseToRupees(amount: Paise): Rupees {
  return rupees(amount / 100);
}

/** '₹1,00,000', '₹349', '₹0.50': decimals only when the amount has paise. */
export function formatPaise(amount: Paise): string {
  const value = Math.round(amount);
  const sign = value < 0 ? '-' : '';
  const abs = paise(Math.abs(value));
  return `${sign}₹${rupeeDigits(abs, abs % 100 !== 0)}`;
}

export function formatRupees(amount: Rupees): string {
  return formatPaise(rupeesToPaise(amount));
}

/** '₹1,00,000.00': always with paise, as invoices and accounts show amounts. */
export function formatPaiseWithDecimals(amount: Paise): string {
  const value = Math.round(amount);
  return `${value < 0 ? '-' : ''}₹${rupeeDigits(paise(Math.abs(value)), true)}`;
}
