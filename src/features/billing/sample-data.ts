export interface Invoice {
  id: string;
  /** ISO calendar date the invoice was issued. */
  date: string;
  description: string;
  /** US dollars. */
  amount: number;
  status: 'Paid';
}

export interface BilledPlan {
  name: string;
  price: number;
  interval: string;
}

/** Sample card on file; no payment details exist anywhere. */
export const SAMPLE_PAYMENT_METHOD = { brand: 'Visa', last4: '4242', expires: '08/28' } as const;

const INVOICE_COUNT = 6;

function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The sample account renews on the first of every month. */
export function sampleNextBillingDate(today: Date = new Date()): Date {
  return new Date(today.getFullYear(), today.getMonth() + 1, 1);
}

/**
 * Six paid monthly invoices, newest first, dated from today so the history always
 * looks current. Sample data: nothing is fetched.
 */
export function buildSampleInvoices(plan: BilledPlan, today: Date = new Date()): Invoice[] {
  return Array.from({ length: INVOICE_COUNT }, (_unused, index) => {
    const issued = new Date(today.getFullYear(), today.getMonth() - index, 1);
    const month = String(issued.getMonth() + 1).padStart(2, '0');
    return {
      id: `INV-${issued.getFullYear()}-${month}`,
      date: isoDay(issued),
      description: `${plan.name} plan, monthly`,
      amount: plan.price,
      status: 'Paid' as const,
    };
  });
}
