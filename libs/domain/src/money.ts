const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const fractional = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** '₹1,00,000', '₹349', '₹0.50': decimals only when the amount has paise. */
export function formatPaise(paise: number): string {
  const value = Math.round(paise);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const body = abs % 100 === 0 ? whole.format(abs / 100) : fractional.format(abs / 100);
  return `${sign}₹${body}`;
}

export function formatRupees(rupees: number): string {
  return formatPaise(rupeesToPaise(rupees));
}

/** '₹1,00,000.00': always with paise, as invoices and accounts show amounts. */
export function formatPaiseWithDecimals(paise: number): string {
  const value = Math.round(paise);
  return `${value < 0 ? '-' : ''}₹${fractional.format(Math.abs(value) / 100)}`;
}
