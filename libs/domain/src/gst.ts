import { paise, type Paise } from './money.js';

/**
 * GST rules shared by the invoice issuer (server) and the forms (client): GSTIN checksums, state
 * codes, the place of supply from a PIN code, financial years and the tax split of one line.
 */

/** GST state codes (the first two digits of a GSTIN) and names. */
export const GST_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/**
 * PIN code prefixes (postal circles and the districts that cross a state line) to GST state
 * codes; the longest matching prefix wins. Army postal PINs (9xxxxx) have no state.
 */
const PIN_PREFIX_STATES: Record<string, string> = {
  '11': '07',
  '12': '06',
  '13': '06',
  '14': '03',
  '15': '03',
  '16': '03',
  '160': '04',
  '17': '02',
  '18': '01',
  '19': '01',
  '194': '38',
  '20': '09',
  '21': '09',
  '22': '09',
  '23': '09',
  '24': '09',
  '25': '09',
  '26': '09',
  '27': '09',
  '28': '09',
  '246': '05',
  '248': '05',
  '249': '05',
  '262': '05',
  '263': '05',
  '2476': '05',
  '30': '08',
  '31': '08',
  '32': '08',
  '33': '08',
  '34': '08',
  '36': '24',
  '37': '24',
  '38': '24',
  '39': '24',
  '39621': '26',
  '39623': '26',
  '36252': '26',
  '40': '27',
  '41': '27',
  '42': '27',
  '43': '27',
  '44': '27',
  '403': '30',
  '45': '23',
  '46': '23',
  '47': '23',
  '48': '23',
  '49': '22',
  '50': '36',
  '51': '37',
  '52': '37',
  '53': '37',
  '56': '29',
  '57': '29',
  '58': '29',
  '59': '29',
  '60': '33',
  '61': '33',
  '62': '33',
  '63': '33',
  '64': '33',
  '60500': '34',
  '60501': '34',
  '6096': '34',
  '67': '32',
  '68': '32',
  '69': '32',
  '6825': '31',
  '70': '19',
  '71': '19',
  '72': '19',
  '73': '19',
  '74': '19',
  '737': '11',
  '744': '35',
  '75': '21',
  '76': '21',
  '77': '21',
  '78': '18',
  '790': '12',
  '791': '12',
  '792': '12',
  '793': '17',
  '794': '17',
  '795': '14',
  '796': '15',
  '797': '13',
  '798': '13',
  '799': '16',
  '80': '10',
  '81': '10',
  '82': '10',
  '83': '20',
  '84': '10',
  '85': '10',
  '814': '20',
  '815': '20',
  '816': '20',
  '822': '20',
  '825': '20',
  '826': '20',
  '827': '20',
  '828': '20',
  '829': '20',
};

/** The GST state code of a 6-digit PIN code, or null when it has none (or is not a PIN). */
export function stateCodeForPin(pin: string): string | null {
  if (!/^[1-9]\d{5}$/.test(pin)) return null;
  for (let length = 5; length >= 2; length--) {
    const code = PIN_PREFIX_STATES[pin.slice(0, length)];
    if (code) return code;
  }
  return null;
}

/** The state code for a state's name as typed ('maharashtra', 'Tamil Nadu'), or null. */
export function stateCodeForName(name: string): string | null {
  const wanted = name.trim().toLowerCase().replace(/\s+/g, ' ').replace(/&/g, 'and');
  const found = Object.entries(GST_STATES).find(([, state]) => state.toLowerCase() === wanted);
  return found ? found[0] : null;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_RE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The 15th character of a GSTIN, computed from the first 14 (GSTN's base-36 Luhn variant). */
function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  [...first14].slice(0, 14).forEach((char, i) => {
    const product = GSTIN_CHARS.indexOf(char) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  });
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

/** Upper-cased, spaces removed: how a GSTIN is stored and compared. */
export function normaliseGstin(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** True for a well-formed GSTIN of a real state whose check character matches. */
export function isValidGstin(input: string): boolean {
  const gstin = normaliseGstin(input);
  return GSTIN_RE.test(gstin) && gstin.slice(0, 2) in GST_STATES && gstinCheckCharacter(gstin) === gstin[14];
}

/** Exported for tests and fixtures: a GSTIN with its correct check character. */
export function withGstinCheck(first14: string): string {
  return first14 + gstinCheckCharacter(first14);
}

/** The Indian financial year (April to March) of an instant, as '2026-27', in India's time zone. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

export interface LineTax {
  /** Tax-inclusive amount of the line, paise: what the buyer paid for it. */
  gross: Paise;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/**
 * Splits a tax-inclusive amount into taxable value and tax at `ratePercent`, each rounded to the
 * paise; the taxable value absorbs the rounding, so the parts always add up to `gross` exactly.
 * CGST and SGST are equal halves when supply is within the seller's state; IGST otherwise.
 */
export function splitInclusiveTax(gross: Paise, ratePercent: number, intraState: boolean): LineTax {
  const exactTaxable = (gross * 100) / (100 + ratePercent);
  if (intraState) {
    const half = paise(Math.round((exactTaxable * ratePercent) / 200));
    return { gross, taxable: paise(gross - 2 * half), cgst: half, sgst: half, igst: paise(0) };
  }
  const igst = paise(Math.round((exactTaxable * ratePercent) / 100));
  return { gross, taxable: paise(gross - igst), cgst: paise(0), sgst: paise(0), igst };
}

/**
 * Shares `total` paise out over items in proportion to `weight(item)`, rounded to the paise, the
 * last item taking what rounding left: the shares always add up to `total`. Each item comes back
 * with its share.
 */
export function shareProportionally<T>(
  total: Paise,
  items: readonly T[],
  weight: (item: T) => number,
): Array<{ item: T; share: Paise }> {
  const sum = items.reduce((a, item) => a + weight(item), 0);
  let given = 0;
  return items.map((item, i) => {
    const share = paise(
      i === items.length - 1 ? total - given : sum === 0 ? 0 : Math.round((total * weight(item)) / sum),
    );
    given += share;
    return { item, share };
  });
}

/** Services Accounting Code of "commercial training or coaching services": the workshop line. */
export const WORKSHOP_SAC = '999293';
/** HSN codes are 4, 6 or 8 digits. */
export const HSN_RE = /^(\d{4}|\d{6}|\d{8})$/;
