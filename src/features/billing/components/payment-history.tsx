import type { Invoice } from '../sample-data';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function localDay(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1);
}

export function PaymentHistory({ invoices }: { invoices: readonly Invoice[] }) {
  return (
    <section className="card billing-history" aria-labelledby="billing-history-title">
      <h2 id="billing-history-title">Payment history</h2>
      {/* The table scrolls sideways on a phone: keyboard users reach the overflow by focusing it. */}
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
              <th scope="col" className="billing-col-description">
                Description
              </th>
              <th scope="col">Amount</th>
              <th scope="col" className="billing-col-wide">
                Status
              </th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <th scope="row">
                  {invoice.id}
                  {/* Narrow screens hide the date and status columns and show them here. */}
                  <span className="billing-row-summary">
                    {dateFormat.format(localDay(invoice.date))} · {invoice.status}
                  </span>
                </th>
                <td className="billing-col-wide">
                  <time dateTime={invoice.date}>{dateFormat.format(localDay(invoice.date))}</time>
                </td>
                <td className="billing-col-description">{invoice.description}</td>
                <td>{moneyFormat.format(invoice.amount)}</td>
                <td className="billing-col-wide">
                  <span className="billing-paid">{invoice.status}</span>
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    aria-label={`Download invoice ${invoice.id} (coming soon)`}
                    disabled
                  >
                    Download
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
