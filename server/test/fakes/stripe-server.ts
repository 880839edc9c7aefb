import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A Stripe stand-in over real HTTP on 127.0.0.1, speaking Stripe's REST protocol for the
 * calls billing makes: form-encoded requests with bracketed keys, a bearer secret key,
 * Idempotency-Key replays, Stripe's object and error shapes (API version
 * 2026-10-28.endive: billing periods on subscription items, an invoice's subscription
 * under `parent.subscription_details`; docs/billing.md), and webhook events signed as
 * Stripe signs them (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")`). Tests
 * drive it through the official `stripe` client (`client()`), so it cannot drift from
 * what that client sends and parses. Its clock is its own and moves only when told.
 */

type Fields = Record<string, unknown>;
type StripeObject = Fields & { id: string };

export interface StripeStandInOptions {
  secretKey: string;
  webhookSecret: string;
  /** Price id to its amount in cents, e.g. { price_starter: 2900 }. */
  prices: Record<string, number>;
  /** Where events are delivered (the server's webhook address); set later with setWebhook. */
  webhookUrl?: string;
}

export interface SentEvent {
  event: Fields & { id: string; type: string };
  body: string;
}

const DAY = 24 * 60 * 60;
const API_VERSION = '2026-10-28.endive';

/** `a[b][0][c]=v` into nested objects and arrays, as Stripe reads a form body. */
export function parseStripeForm(body: string): Fields {
  const root: Fields = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Fields = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== 'object' || next === null) node[part] = {};
      node = node[part] as Fields;
    });
  }
  return root;
}

const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

const stripeError = (status: number, message: string, param?: string) => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } },
});

/** Signs a webhook body as Stripe does. */
export function stripeSignature(body: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export async function startStripeStandIn(options: StripeStandInOptions) {
  let clock = Math.floor(Date.now() / 1000);
  let counter = 0;
  let webhookUrl = options.webhookUrl ?? null;
  const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}${++counter}`;
  const customers = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const sent: SentEvent[] = [];
  const requests: { method: string; path: string; form: Fields }[] = [];
  let base = '';

  function subscriptionOf(id: string): StripeObject {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`No subscription ${id}`);
    return subscription;
  }

  const itemsOf = (subscription: StripeObject) => (subscription.items as { data: Fields[] }).data;

  function invoiceFor(subscription: StripeObject, paid: boolean): StripeObject {
    const item = itemsOf(subscription)[0] as Fields & { price: { id: string } };
    const amount = options.prices[item.price.id] ?? 0;
    const id = newId('in');
    const invoice: StripeObject = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      number: `STAND-${String(invoices.size + 1).padStart(4, '0')}`,
      created: clock,
      currency: 'usd',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      status: paid ? 'paid' : 'open',
      invoice_pdf: `${base}/invoices/${id}.pdf`,
      hosted_invoice_url: `${base}/invoices/${id}`,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      livemode: false,
    };
    invoices.set(id, invoice);
    subscription.latest_invoice = id;
    return invoice;
  }

  function event(type: string, object: Fields): SentEvent {
    const payload = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: clock,
      type,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    const sentEvent = { event: payload, body: JSON.stringify(payload, null, 2) };
    sent.push(sentEvent);
    return sentEvent;
  }

  /** Delivers one event to the webhook address; its HTTP status. */
  async function deliver(
    sentEvent: SentEvent,
    signWith = options.webhookSecret,
  ): Promise<{ status: number; body: string }> {
    if (!webhookUrl) throw new Error('No webhook address');
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': stripeSignature(sentEvent.body, signWith, clock),
      },
      body: sentEvent.body,
    });
    return { status: response.status, body: await response.text() };
  }

  /** Creates a subscription, its first paid invoice, and the events Checkout sends. */
  function completeCheckout(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`No open session ${sessionId}`);
    const lineItems = session.line_items as { price: string }[];
    const price = lineItems[0]?.price ?? '';
    const id = newId('sub');
    const subscription: StripeObject = {
      id,
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      created: clock,
      metadata: (session.subscription_metadata as Fields | undefined) ?? {},
      items: list(
        [
          {
            id: newId('si'),
            object: 'subscription_item',
            subscription: id,
            quantity: 1,
            current_period_start: clock,
            current_period_end: clock + 30 * DAY,
            price: {
              id: price,
              object: 'price',
              currency: 'usd',
              unit_amount: options.prices[price],
            },
          },
        ],
        `/v1/subscription_items?subscription=${id}`,
      ),
      latest_invoice: null,
      livemode: false,
    };
    subscriptions.set(id, subscription);
    const invoice = invoiceFor(subscription, true);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: id });
    return {
      subscriptionId: id,
      events: [
        event('customer.subscription.created', subscription),
        event('invoice.paid', invoice),
        event('checkout.session.completed', session),
      ],
    };
  }

  /** The next period: the items move on a month and a paid (or failed) invoice is sent. */
  function renew(subscriptionId: string, { paid = true } = {}) {
    const subscription = subscriptionOf(subscriptionId);
    clock = Math.max(
      clock,
      ...itemsOf(subscription).map((item) => Number(item.current_period_end)),
    );
    for (const item of itemsOf(subscription)) {
      item.current_period_start = clock;
      item.current_period_end = clock + 30 * DAY;
    }
    subscription.status = paid ? 'active' : 'past_due';
    const invoice = invoiceFor(subscription, paid);
    return [
      event('customer.subscription.updated', subscription),
      event(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice),
    ];
  }

  /** The owner updated their card: the open invoice is paid. */
  function payOpenInvoice(subscriptionId: string) {
    const subscription = subscriptionOf(subscriptionId);
    const invoice = invoices.get(String(subscription.latest_invoice));
    if (!invoice) throw new Error('No invoice');
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
    subscription.status = 'active';
    return [event('invoice.paid', invoice), event('customer.subscription.updated', subscription)];
  }

  /** What the customer portal does when the owner cancels: at the end of the period. */
  function cancelAtPeriodEnd(subscriptionId: string) {
    const subscription = subscriptionOf(subscriptionId);
    Object.assign(subscription, { cancel_at_period_end: true, canceled_at: clock });
    return [event('customer.subscription.updated', subscription)];
  }

  /** The period of a subscription cancelled at its end runs out. */
  function endPeriod(subscriptionId: string) {
    const subscription = subscriptionOf(subscriptionId);
    clock = Math.max(
      clock,
      ...itemsOf(subscription).map((item) => Number(item.current_period_end)),
    );
    Object.assign(subscription, { status: 'canceled', ended_at: clock });
    return [event('customer.subscription.deleted', subscription)];
  }

  /** The portal's plan change: the item's price becomes another. */
  function changePrice(subscriptionId: string, price: string) {
    const subscription = subscriptionOf(subscriptionId);
    const item = itemsOf(subscription)[0] as Fields;
    item.price = {
      id: price,
      object: 'price',
      currency: 'usd',
      unit_amount: options.prices[price],
    };
    return [event('customer.subscription.updated', subscription)];
  }

  type Answer = { status: number; body: unknown; type?: string };

  function createCustomer(form: Fields): Answer {
    const id = newId('cus');
    const customer: StripeObject = {
      id,
      object: 'customer',
      created: clock,
      email: form.email ?? null,
      name: form.name ?? null,
      metadata: form.metadata ?? {},
      livemode: false,
    };
    customers.set(id, customer);
    return { status: 200, body: customer };
  }

  function createCheckoutSession(form: Fields): Answer {
    if (form.mode !== 'subscription') return stripeError(400, 'Only subscription mode', 'mode');
    if (typeof form.customer !== 'string' || !customers.has(form.customer))
      return stripeError(400, `No such customer: '${String(form.customer)}'`, 'customer');
    const items = Object.values((form.line_items as Fields | undefined) ?? {}) as Fields[];
    const price = String(items[0]?.price ?? '');
    if (items.length !== 1 || !(price in options.prices))
      return stripeError(400, `No such price: '${price}'`, 'line_items[0][price]');
    if (typeof form.success_url !== 'string')
      return stripeError(400, 'Missing required param: success_url.', 'success_url');
    const id = newId('cs_test');
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: form.customer,
      client_reference_id: form.client_reference_id ?? null,
      success_url: form.success_url,
      cancel_url: form.cancel_url ?? null,
      subscription: null,
      url: `${base}/checkout/${id}`,
      line_items: [{ price, quantity: Number(items[0]?.quantity ?? 1) }],
      subscription_metadata: (form.subscription_data as Fields | undefined)?.metadata ?? {},
      metadata: form.metadata ?? {},
      created: clock,
      livemode: false,
    };
    sessions.set(id, session);
    // Checkout's line items are listed through their own endpoint, not on the session.
    const shown: Fields = { ...session };
    delete shown.line_items;
    delete shown.subscription_metadata;
    return { status: 200, body: shown };
  }

  function createPortalSession(form: Fields): Answer {
    if (typeof form.customer !== 'string' || !customers.has(form.customer))
      return stripeError(400, `No such customer: '${String(form.customer)}'`, 'customer');
    const id = newId('bps');
    return {
      status: 200,
      body: {
        id,
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url ?? null,
        url: `${base}/portal/${id}`,
        created: clock,
        livemode: false,
      },
    };
  }

  function listInvoices(query: URLSearchParams): Answer {
    const customer = query.get('customer');
    const limit = Number(query.get('limit') ?? 10);
    const data = [...invoices.values()]
      .filter((invoice) => customer === null || invoice.customer === customer)
      .sort((a, b) => Number(b.created) - Number(a.created))
      .slice(0, limit);
    return { status: 200, body: list(data, '/v1/invoices') };
  }

  function route(method: string, path: string, query: URLSearchParams, form: Fields): Answer {
    const found = (map: Map<string, StripeObject>, id: string, kind: string): Answer => {
      const object = map.get(id);
      return object ? { status: 200, body: object } : stripeError(404, `No such ${kind}: '${id}'`);
    };
    const [, version, resource, id, extra] = path.split('/');
    if (version !== 'v1') return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
    if (method === 'POST' && resource === 'customers' && !id) return createCustomer(form);
    if (method === 'GET' && resource === 'customers' && id) return found(customers, id, 'customer');
    if (method === 'POST' && resource === 'checkout' && id === 'sessions' && !extra)
      return createCheckoutSession(form);
    if (method === 'POST' && resource === 'billing_portal' && id === 'sessions')
      return createPortalSession(form);
    if (method === 'GET' && resource === 'subscriptions' && id)
      return found(subscriptions, id, 'subscription');
    if (method === 'GET' && resource === 'invoices' && !id) return listInvoices(query);
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  /** The pages a browser opens: Checkout (with a Pay button), an invoice's PDF, the portal. */
  function page(method: string, path: string): Answer | null {
    const checkout = /^\/checkout\/([\w-]+)(\/pay)?$/.exec(path);
    if (checkout?.[1]) {
      const session = sessions.get(checkout[1]);
      if (!session) return { status: 404, body: 'No such session', type: 'text/plain' };
      if (method === 'POST' && checkout[2]) {
        const { events } = completeCheckout(session.id);
        void (async () => {
          for (const sentEvent of events) await deliver(sentEvent);
        })();
        return { status: 303, body: String(session.success_url), type: 'redirect' };
      }
      const html = `<!doctype html><html lang="en"><head><title>Stripe Checkout (stand-in)</title></head><body><main><h1>Checkout</h1><form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form></main></body></html>`;
      return { status: 200, body: html, type: 'text/html' };
    }
    const pdf = /^\/invoices\/([\w-]+)\.pdf$/.exec(path);
    if (pdf?.[1] && invoices.has(pdf[1])) {
      return {
        status: 200,
        body: `%PDF-1.4\n% invoice ${pdf[1]}\n%%EOF\n`,
        type: 'application/pdf',
      };
    }
    if (/^\/portal\//.test(path)) {
      return {
        status: 200,
        body: '<!doctype html><title>Billing portal</title><h1>Billing portal</h1>',
        type: 'text/html',
      };
    }
    return null;
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function send(response: ServerResponse, answer: Answer) {
    if (answer.type === 'redirect') {
      response.writeHead(answer.status, { location: String(answer.body) }).end();
    } else if (answer.type) {
      response.writeHead(answer.status, { 'content-type': answer.type }).end(String(answer.body));
    } else {
      response
        .writeHead(answer.status, {
          'content-type': 'application/json',
          'request-id': newId('req'),
          'stripe-version': API_VERSION,
        })
        .end(JSON.stringify(answer.body));
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', base);
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    const browserPage = page(method, url.pathname);
    if (browserPage) return send(response, browserPage);
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return send(response, {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      });
    }
    const form = parseStripeForm(body);
    requests.push({ method, path: url.pathname, form });
    const key = request.headers['idempotency-key'];
    const replayKey =
      typeof key === 'string' && method === 'POST' ? `${url.pathname} ${key}` : null;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return send(response, replay);
    const answer = route(method, url.pathname, url.searchParams, form);
    if (replayKey) replays.set(replayKey, answer);
    send(response, answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    sent,
    requests,
    customers,
    subscriptions,
    /** The official client, pointed here. */
    client: () =>
      new Stripe(options.secretKey, {
        host: '127.0.0.1',
        port,
        protocol: 'http',
        maxNetworkRetries: 0,
      }),
    setWebhook(url: string) {
      webhookUrl = url;
    },
    /** Moves the stand-in's clock on by whole days. */
    advanceDays(days: number) {
      clock += days * DAY;
    },
    deliver,
    completeCheckout,
    renew,
    payOpenInvoice,
    cancelAtPeriodEnd,
    endPeriod,
    changePrice,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
