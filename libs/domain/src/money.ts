/**
 * Made on first use, not when the module loads: the first en-IN formatter loads the locale's data,
 * which on a phone would lengthen the one long task that evaluates the app's code.
 */
let formatters: { whole: Intl.NumberFormat; fractional: Intl.NumberFormat } | undefined;
function inrFormats() {
  formatters ??= {
    whole: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }),
    fractional: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
  return formatters;
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
export function paiseToRupees(amount: Paise | number): Rupees {
  return rupees(amount / 100);
}

/** '₹1,00,000', '₹349', '₹0.50': decimals only when the amount has paise. */
export function formatPaise(paise: number): string {
  const value = Math.round(paise);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const body = abs % 100 === 0 ? inrFormats().whole.format(abs / 100) : inrFormats().fractional.format(abs / 100);
  return `${sign}₹${body}`;
}

export function formatRupees(amount: number): string {
  return formatPaise(rupeesToPaise(rupees(amount)));
}

/** '₹1,00,000.00': always with paise, as invoices and accounts show amounts. */
export function formatPaiseWithDecimals(paise: number): string {
  const value = Math.round(paise);
  return `${value < 0 ? '-' : ''}₹${inrFormats().fractional.format(Math.abs(value) / 100)}`;
}
