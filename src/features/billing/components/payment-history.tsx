import type { Invoice } from '@contract/billing';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

const STATUS_WORDS: Record<string, string> = {
  paid: 'Paid',
  open: 'Due',
  void: 'Void',
  uncollectible: 'Not paid',
  draft: 'Draft',
};

/** The invoices Stripe holds for the business, newest first, each with its PDF. */
export function PaymentHistory({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <section className="card billing-history" aria-labelledby="billing-history-title">
      <h2 id="billing-history-title">Payment history</h2>
      {invoices.length === 0 ? (
        <p>No invoices yet.</p>
      ) : (
        // The table scrolls sideways on a phone: keyboard users reach the overflow by focusing it.
        <div
          className="billing-table-scroll"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
          tabIndex={0}
          role="region"
          aria-label="Payment history table"
        >
          <table className="billing-table">
            <caption className="visually-hidden">Payment history, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col" className="billing-col-wide">
                  Date
                </th>
                <th scope="col">Amount</th>
                <th scope="col" className="billing-col-wide">
                  Status
                </th>
                <th scope="col">
                  <span className="visually-hidden">Download</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => {
                const name = invoice.number ?? invoice.id;
                const status = STATUS_WORDS[invoice.status] ?? invoice.status;
                const issued = dateFormat.format(new Date(invoice.created));
                return (
                  <tr key={invoice.id}>
                    <th scope="row">
                      {name}
                      {/* On a phone the date and status columns give way to this line. */}
                      <span className="billing-row-summary">
                        {issued} · {status}
                      </span>
                    </th>
                    <td className="billing-col-wide">
                      <time dateTime={invoice.created}>{issued}</time>
                    </td>
                    <td>
                      {money(
                        invoice.status === 'paid' ? invoice.amountPaid : invoice.amountDue,
                        invoice.currency,
                      )}
                    </td>
                    <td className="billing-col-wide">{status}</td>
                    <td>
                      {invoice.pdfUrl ? (
                        <a
                          className="btn btn-ghost btn-small"
                          href={invoice.pdfUrl}
                          target="_blank"
                          rel="noreferrer"
                          aria-label={`Download invoice ${name} (PDF, opens in a new tab)`}
                        >
                          Download
                        </a>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
