/**
 * Lines that picture the reader coming indoors out of the weather ("Come in out of the
 * weather and say hello"). They suit a shop, a café or a salon; read by a kayak hire, a
 * mobile trade that goes to its customers or an office, they say something untrue. The
 * planner cannot tell an indoor business from the owner's words with any certainty, so
 * it keeps them only for the trades whose tables are about a place customers come into,
 * and leaves them out when unsure (issue 36).
 */
const INDOOR_TRADES = new Set(['Bakery', 'Restaurant', 'Retail', 'Beauty & Wellness']);

const SHELTER = /\b(?:out of the weather|warm inside|come in(?:side)? from the (?:cold|rain))\b/iu;

/** Whether a line pictures customers coming in from the weather. */
export const isShelterLine = (line: string) => SHELTER.test(line);

/** Whether the line suits a business of this trade: a shelter line only indoors. */
export const suitsTheTrade = (line: string, industry: string) =>
  !isShelterLine(line) || INDOOR_TRADES.has(industry);
