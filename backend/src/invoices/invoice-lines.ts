import {
  GRADE_GROUP_LABELS,
  paise,
  WORKSHOP_SAC,
  shareProportionally,
  splitInclusiveTax,
  type GradeGroup,
  type LineTax,
  type Paise,
} from '@robo/domain';

/** What is sold on one line, before discount and tax; amounts in paise, tax-inclusive. */
export interface LineItem {
  description: string;
  /** SAC for services, HSN for goods. */
  code: string;
  quantity: number;
  listPrice: Paise;
  ratePercent: number;
}

export interface InvoiceLine extends LineItem, LineTax {
  discount: Paise;
}

export interface InvoiceTotals {
  taxableTotal: Paise;
  cgstTotal: Paise;
  sgstTotal: Paise;
  igstTotal: Paise;
  total: Paise;
}

export interface GstRates {
  workshopRate: number;
  kitRate: number;
  kitHsn: string;
}

/**
 * A booking's lines: the workshop seat (SAC 999293), and with a takeaway kit, the kit as goods.
 * The kit price replaces the ticket price (libs/domain/src/pricing.ts), so a kit booking is the
 * seat at its edition's early-bird ticket price plus the kit for the rest.
 */
export function bookingItems(
  booking: {
    gradeGroup: GradeGroup;
    takeawayKit: boolean;
    originalAmount: Paise;
    venueName: string;
    ticketPrice: Paise;
  },
  rates: GstRates,
): LineItem[] {
  const seat = (listPrice: Paise): LineItem => ({
    description: `Robotics workshop, ${GRADE_GROUP_LABELS[booking.gradeGroup]}: ${booking.venueName}`,
    code: WORKSHOP_SAC,
    quantity: 1,
    listPrice,
    ratePercent: rates.workshopRate,
  });
  if (!booking.takeawayKit) return [seat(booking.originalAmount)];
  const seatPrice = paise(Math.min(booking.ticketPrice, booking.originalAmount));
  return [
    seat(seatPrice),
    {
      description: `Takeaway robotics kit, ${GRADE_GROUP_LABELS[booking.gradeGroup]}`,
      code: rates.kitHsn,
      quantity: 1,
      listPrice: paise(booking.originalAmount - seatPrice),
      ratePercent: rates.kitRate,
    },
  ];
}

/**
 * Prices the items so that together they come to exactly `charged`: the discount (list total
 * minus charged) is shared over the lines in proportion to their list prices, and each line's
 * tax is taken out of what the buyer paid for it, rounded to the paise.
 */
export function taxLines(items: LineItem[], charged: Paise, intraState: boolean): InvoiceLine[] {
  const discount = paise(items.reduce((sum, item) => sum + item.listPrice, 0) - charged);
  if (discount < 0 || charged < 0) throw new Error(`Charged ${charged} paise is more than the list price of the items`);
  return shareProportionally(discount, items, (item) => item.listPrice).map(({ item, share }) => ({
    ...item,
    discount: share,
    ...splitInclusiveTax(paise(item.listPrice - share), item.ratePercent, intraState),
  }));
}

/** Part of an invoice's lines (a partial refund), in proportion to what each line cost. */
export function partOfLines(lines: InvoiceLine[], amount: Paise, intraState: boolean): InvoiceLine[] {
  return shareProportionally(amount, lines, (line) => line.gross).map(({ item: line, share }) => ({
    ...line,
    discount: paise(0),
    listPrice: share,
    ...splitInclusiveTax(share, line.ratePercent, intraState),
  }));
}

export function totalsOf(lines: InvoiceLine[]): InvoiceTotals {
  const sum = (pick: (line: InvoiceLine) => Paise) => paise(lines.reduce((total, line) => total + pick(line), 0));
  return {
    taxableTotal: sum((line) => line.taxable),
    cgstTotal: sum((line) => line.cgst),
    sgstTotal: sum((line) => line.sgst),
    igstTotal: sum((line) => line.igst),
    total: sum((line) => line.gross),
  };
}
