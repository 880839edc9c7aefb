import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PLAN_POSTS, PAID_PLAN_MONTHLY_POSTS } from '@contract/billing';
import { endpoints } from '@contract/endpoints';
import { API_MESSAGES } from '@contract/messages';
import { sampleDraftRequest, sampleOnboardingData } from '@contract/samples';
import { billingAccounts, billingEvents, users } from '../src/db/schema';
import type { InlineJobEngine } from '../src/jobs/inline-job-engine';
import { startSmtpInbox, type SmtpInbox } from './fakes/smtp-inbox';
import { expectFailure, expectSuccess, TestClient } from './support/client';
import { DEFAULT_NOTIFICATIONS } from '@contract/account';
import { textRequest } from './support/generation-requests';
import { startTestServer, type TestServer } from './support/test-server';
import { startStripeStandIn, stripeSignature, type StripeStandIn } from './fakes/stripe-server';

const SECRET_KEY = 'sk_test_standin_secret_key_do_not_log';
const WEBHOOK_SECRET = 'whsec_standin_webhook_secret';
const PRICES = { price_starter: 2900, price_professional: 7900, price_enterprise: 19900 };
const DAY_MS = 24 * 60 * 60_000;

const FAILED_PAYMENT_SUBJECT = 'Your payment did not go through';

let inbox: SmtpInbox;
let stripe: StripeStandIn;
let server: TestServer;
/** The server's clock runs this far ahead of the machine's: the grace period passes. */
let aheadMs = 0;
let counter = 0;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  stripe = await startStripeStandIn({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    prices: PRICES,
  });
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_STARTER: 'price_starter',
      STRIPE_PRICE_PROFESSIONAL: 'price_professional',
      STRIPE_PRICE_ENTERPRISE: 'price_enterprise',
      STRIPE_API_URL: stripe.url,
      BILLING_GRACE_DAYS: '7',
      SMTP_URL: inbox.url,
    },
    overrides: { now: () => new Date(Date.now() + aheadMs) },
  });
  stripe.setWebhook(`${server.url}/api/billing/stripe-webhook`);
});

afterAll(async () => {
  await server?.close();
  await stripe?.close();
  await inbox?.close();
});

/** The failed-payment e-mails `email` received. */
const paymentMails = (email: string) =>
  inbox.for(email).filter((mail) => mail.subject === FAILED_PAYMENT_SUBJECT);

/** Waits for the jobs the server queued (the notifier's sweep soon after an event). */
async function jobsDone() {
  const jobs = server.app.jobs;
  if (jobs.kind !== 'inline') throw new Error('The billing tests run jobs inline');
  await (jobs as InlineJobEngine).drain();
}

async function owner() {
  const client = new TestClient(server.url);
  const email = `billing${(counter += 1)}-${Date.now()}@example.com`;
  await client.signUp(email);
  return { client, email };
}

async function userIdOf(email: string) {
  const [user] = await server.testDatabase.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return user.id;
}

const billingOf = async (client: TestClient) =>
  expectSuccess(await client.get('/api/billing'), endpoints.getBilling.response);

async function paidBilling(client: TestClient) {
  const billing = await billingOf(client);
  if (!billing.enabled) throw new Error('Billing should be on');
  return billing;
}

const generate = (client: TestClient, email: string) =>
  client.post('/api/generate-brand-aware-content', textRequest(email, sampleOnboardingData()));

/** Checkout through the server, paid at the stand-in; its events are returned, not sent. */
async function checkout(client: TestClient, plan: 'starter' | 'professional' = 'professional') {
  const { url } = expectSuccess(
    await client.post('/api/billing/checkout', { plan }),
    endpoints.startCheckout.response,
  );
  expect(url.startsWith(`${stripe.url}/checkout/`)).toBe(true);
  const sessionId = url.split('/').at(-1) ?? '';
  return stripe.completeCheckout(sessionId);
}

async function deliverAll(events: ReturnType<StripeStandIn['renew']>) {
  for (const event of events) expect((await stripe.deliver(event)).status).toBe(200);
}

async function subscribed(plan: 'starter' | 'professional' = 'professional') {
  const { client, email } = await owner();
  const { subscriptionId, events } = await checkout(client, plan);
  await deliverAll(events);
  return { client, email, subscriptionId };
}

describe('billing with Stripe', { timeout: 60_000 }, () => {
  it('completes a checkout: the plan, its renewal and the paid invoice come from Stripe', async () => {
    const { client, email } = await owner();
    const before = await paidBilling(client);
    expect(before).toMatchObject({ plan: 'free', posts: { used: 0, limit: FREE_PLAN_POSTS } });
    expect(before.plansOnSale).toEqual(['starter', 'professional', 'enterprise']);

    const { subscriptionId, events } = await checkout(client);
    // The customer the server made carries the business's id, read back by the official client.
    const official = stripe.client();
    const subscription = await official.subscriptions.retrieve(subscriptionId);
    const customer = await official.customers.retrieve(String(subscription.customer));
    expect(customer.deleted).toBeUndefined();
    if (!customer.deleted) expect(customer.email).toBe(email);
    expect((await paidBilling(client)).plan).toBe('free');

    await deliverAll(events);
    const after = await paidBilling(client);
    expect(after).toMatchObject({ plan: 'professional', status: 'active', paymentProblem: null });
    expect(after.posts).toEqual({
      used: 0,
      limit: PAID_PLAN_MONTHLY_POSTS.professional,
      resetsAt: after.renewsAt,
    });
    const periodEnd = subscription.items.data[0]?.current_period_end ?? 0;
    expect(after.renewsAt).toBe(new Date(periodEnd * 1000).toISOString());
    expect(after.invoices).toHaveLength(1);
    expect(after.invoices[0]).toMatchObject({ amountPaid: 7900, status: 'paid', currency: 'usd' });
    const pdf = await fetch(after.invoices[0]?.pdfUrl ?? '');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // A business already paying is sent to the portal, not to a second subscription.
    const again = expectSuccess(
      await client.post('/api/billing/checkout', { plan: 'starter' }),
      endpoints.startCheckout.response,
    );
    expect(again.url.startsWith(`${stripe.url}/portal/`)).toBe(true);
    const portal = expectSuccess(
      await client.post('/api/billing/portal', {}),
      endpoints.openBillingPortal.response,
    );
    expect(portal.url.startsWith(`${stripe.url}/portal/`)).toBe(true);
  });

  it('renews: the next period and a second invoice', async () => {
    const { client, subscriptionId } = await subscribed('starter');
    const first = await paidBilling(client);
    await deliverAll(stripe.renew(subscriptionId));
    const renewed = await paidBilling(client);
    expect(renewed.plan).toBe('starter');
    expect(Date.parse(renewed.renewsAt ?? '')).toBeGreaterThan(Date.parse(first.renewsAt ?? ''));
    expect(renewed.invoices.map((invoice) => invoice.amountPaid)).toEqual([2900, 2900]);
  });

  it('marks a failed payment, tells the owner once, and applies Free limits after the grace', async () => {
    const { client, email, subscriptionId } = await subscribed();
    await server.testDatabase.database.db
      .update(billingAccounts)
      .set({ postsUsed: FREE_PLAN_POSTS + 5 })
      .where(eq(billingAccounts.subscriptionId, subscriptionId));
    await deliverAll(stripe.renew(subscriptionId, { paid: false }));
    const failing = await paidBilling(client);
    expect(failing.plan).toBe('professional');
    expect(failing.status).toBe('past_due');
    expect(failing.paymentProblem).not.toBeNull();
    const graceEnds = Date.parse(failing.paymentProblem?.graceEndsAt ?? '');
    const since = Date.parse(failing.paymentProblem?.since ?? '');
    expect(graceEnds - since).toBe(7 * DAY_MS);
    await jobsDone();
    const [mail] = paymentMails(email);
    expect(mail?.text).toContain('/billing');
    expect(mail?.text).toContain('/api/notifications/unsubscribe');
    // In the grace period the paid plan still writes.
    expect((await generate(client, email)).status).toBe(200);

    // Stripe tries the card again: another failed invoice, no second e-mail.
    const retried = stripe.renew(subscriptionId, { paid: false });
    await deliverAll(retried);
    await jobsDone();
    await server.app.notifier.sweep();
    expect(paymentMails(email)).toHaveLength(1);

    aheadMs = 8 * DAY_MS;
    try {
      const lapsed = await paidBilling(client);
      expect(lapsed.plan).toBe('free');
      expect(expectFailure(await generate(client, email), 402)).toBe(API_MESSAGES.freePostsUsed);
      await deliverAll(stripe.payOpenInvoice(subscriptionId));
      const paid = await paidBilling(client);
      expect(paid).toMatchObject({ plan: 'professional', paymentProblem: null, status: 'active' });
      expect((await generate(client, email)).status).toBe(200);
    } finally {
      aheadMs = 0;
    }
  });

  it('tries the failed-payment e-mail again when sending fails', async () => {
    const { client, email, subscriptionId } = await subscribed();
    inbox.refuse(email);
    await deliverAll(stripe.renew(subscriptionId, { paid: false }));
    await jobsDone();
    expect(paymentMails(email)).toHaveLength(0);
    expect((await paidBilling(client)).paymentProblem).not.toBeNull();

    // The mailbox takes mail again: the next scheduled sweep sends it, once.
    inbox.accept(email);
    await server.app.notifier.sweep();
    await server.app.notifier.sweep();
    expect(paymentMails(email)).toHaveLength(1);
  });

  it('sends no failed-payment e-mail while billing alerts are off; the page still says it', async () => {
    const { client, email, subscriptionId } = await subscribed();
    expectSuccess(
      await client.post('/api/account/notifications', {
        user_email: email,
        notifications: { ...DEFAULT_NOTIFICATIONS, billingAlerts: false },
      }),
      endpoints.saveNotifications.response,
    );
    await deliverAll(stripe.renew(subscriptionId, { paid: false }));
    await jobsDone();
    await server.app.notifier.sweep();
    expect(paymentMails(email)).toHaveLength(0);
    expect((await paidBilling(client)).paymentProblem).not.toBeNull();
  });

  it('cancels at the end of the period: paid until then, Free after', async () => {
    const { client, subscriptionId } = await subscribed();
    await deliverAll(stripe.cancelAtPeriodEnd(subscriptionId));
    const cancelling = await paidBilling(client);
    expect(cancelling).toMatchObject({ plan: 'professional', cancelAtPeriodEnd: true });
    await deliverAll(stripe.endPeriod(subscriptionId));
    const ended = await paidBilling(client);
    expect(ended).toMatchObject({ plan: 'free', status: 'canceled' });
    expect(ended.posts.limit).toBe(FREE_PLAN_POSTS);
    // The invoices stay readable after the end.
    expect(ended.invoices).toHaveLength(1);
  });

  it('handles a replayed event once', async () => {
    const { client, email, subscriptionId } = await subscribed();
    const [updated, failed] = stripe.renew(subscriptionId, { paid: false });
    if (!updated || !failed) throw new Error('Two events expected');
    for (const event of [updated, failed, failed, updated]) {
      expect((await stripe.deliver(event)).status).toBe(200);
    }
    const replay = await stripe.deliver(failed);
    expect(JSON.parse(replay.body)).toEqual({ received: true, outcome: 'replayed' });
    const rows = await server.testDatabase.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, failed.event.id));
    expect(rows).toHaveLength(1);
    await jobsDone();
    expect(paymentMails(email)).toHaveLength(1);
    expect((await paidBilling(client)).paymentProblem).not.toBeNull();
  });

  it('settles out-of-order events on the subscription as it is now', async () => {
    const { client } = await owner();
    const { subscriptionId, events } = await checkout(client);
    const [created, paid, completed] = events;
    if (!created || !paid || !completed) throw new Error('Three events expected');
    // The owner changes plan at once: the update arrives before the creation.
    const [updated] = stripe.changePrice(subscriptionId, 'price_enterprise');
    if (!updated) throw new Error('An update expected');
    for (const event of [updated, completed, created, paid]) {
      expect((await stripe.deliver(event)).status).toBe(200);
    }
    expect(await paidBilling(client)).toMatchObject({ plan: 'enterprise', status: 'active' });
  });

  it('refuses an event whose signature does not match its bytes', async () => {
    const { client } = await owner();
    const { events } = await checkout(client);
    const [created] = events;
    if (!created) throw new Error('An event expected');
    expect((await stripe.deliver(created, 'whsec_someone_else')).status).toBe(400);
    const url = `${server.url}/api/billing/stripe-webhook`;
    const unsigned = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: created.body,
    });
    expect(unsigned.status).toBe(400);
    // Signed as sent, then one byte changed: the JSON means the same, the bytes do not.
    const timestamp = Math.floor(Date.now() / 1000);
    const tampered = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(created.body, WEBHOOK_SECRET, timestamp),
      },
      body: `${created.body} `,
    });
    expect(tampered.status).toBe(400);
    expect((await paidBilling(client)).plan).toBe('free');
    const rows = await server.testDatabase.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, created.event.id));
    expect(rows).toHaveLength(0);
    // The official client accepts the stand-in's signature: the two sign alike.
    const parsed = Stripe.webhooks.constructEvent(
      created.body,
      stripeSignature(created.body, WEBHOOK_SECRET, timestamp),
      WEBHOOK_SECRET,
    );
    expect(parsed.id).toBe(created.event.id);
  });

  it('reads every subscription again when asked on start, for events never delivered', async () => {
    const { client, subscriptionId } = await subscribed();
    stripe.cancelAtPeriodEnd(subscriptionId);
    expect((await paidBilling(client)).cancelAtPeriodEnd).toBe(false);
    expect(await server.app.billing.reconcile()).toBeGreaterThanOrEqual(1);
    expect((await paidBilling(client)).cancelAtPeriodEnd).toBe(true);
  });

  it('limits Free to 30 posts: generation and planning refused, drafts kept and saved', async () => {
    const { client, email } = await owner();
    for (let index = 0; index < FREE_PLAN_POSTS; index += 1) {
      expect((await generate(client, email)).status).toBe(200);
    }
    expect((await paidBilling(client)).posts).toEqual({
      used: FREE_PLAN_POSTS,
      limit: FREE_PLAN_POSTS,
      resetsAt: null,
    });
    expect(expectFailure(await generate(client, email), 402)).toBe(API_MESSAGES.freePostsUsed);

    const saved = await client.post(
      '/api/save-draft',
      sampleDraftRequest(email, { title: 'Saturday loaves' }),
    );
    expect(saved.status).toBe(201);
    const drafts = expectSuccess(
      await client.get(`/api/get-drafts?user_email=${encodeURIComponent(email)}`),
      endpoints.getDrafts.response,
    );
    expect(drafts.drafts.map((draft) => draft.title)).toContain('Saturday loaves');

    const plan = expectSuccess(
      await client.post('/api/plans', {
        user_email: email,
        month: '2027-03',
        count: 4,
        platforms: ['instagram'],
        posting_times: { instagram: { days: [0, 1, 2, 3, 4, 5, 6], time: '11:30' } },
        own_dates: '',
        country: 'DE',
      }),
      endpoints.createPlan.response,
    ).plan;
    const write = await client.post(`/api/plans/${plan.id}/write`, { user_email: email });
    expect(expectFailure(write, 402)).toBe(API_MESSAGES.planNeedsMorePosts);
    expect((await paidBilling(client)).posts.used).toBe(FREE_PLAN_POSTS);
  });

  it("limits a paid plan to its month's posts: refused with the way up, drafts kept, counted again on renewal", async () => {
    const { client, email } = await owner();
    expect((await generate(client, email)).status).toBe(200);
    const { subscriptionId, events } = await checkout(client, 'starter');
    await deliverAll(events);
    const starter = await paidBilling(client);
    const monthly = PAID_PLAN_MONTHLY_POSTS.starter ?? 0;
    // The posts written on Free are not this month's posts of the paid plan.
    expect(starter.posts).toEqual({ used: 0, limit: monthly, resetsAt: starter.renewsAt });
    // Most of the month's posts are taken as generation takes them, to keep the test short.
    await server.app.billing.takePosts(await userIdOf(email), monthly - 1);
    expect((await generate(client, email)).status).toBe(200);
    expect((await paidBilling(client)).posts.used).toBe(monthly);
    expect(expectFailure(await generate(client, email), 402)).toBe(API_MESSAGES.monthlyPostsUsed);

    const saved = await client.post(
      '/api/save-draft',
      sampleDraftRequest(email, { title: 'Market day' }),
    );
    expect(saved.status).toBe(201);
    const plan = expectSuccess(
      await client.post('/api/plans', {
        user_email: email,
        month: '2027-04',
        count: 2,
        platforms: ['instagram'],
        posting_times: { instagram: { days: [0, 1, 2, 3, 4, 5, 6], time: '09:00' } },
        own_dates: '',
        country: 'DE',
      }),
      endpoints.createPlan.response,
    ).plan;
    const write = await client.post(`/api/plans/${plan.id}/write`, { user_email: email });
    expect(expectFailure(write, 402)).toBe(API_MESSAGES.planNeedsMoreMonthlyPosts);

    await deliverAll(stripe.renew(subscriptionId));
    const renewed = await paidBilling(client);
    expect(renewed.posts).toEqual({ used: 0, limit: monthly, resetsAt: renewed.renewsAt });
    expect((await generate(client, email)).status).toBe(200);
    expect((await paidBilling(client)).posts.used).toBe(1);
  });

  it('counts no post for a request answered with a question for the owner', async () => {
    const { client, email } = await owner();
    const vague = await client.post(
      '/api/generate-brand-aware-content',
      textRequest(email, null, { post_desc: 'remind people we exist' }),
    );
    expect(expectSuccess(vague, endpoints.generateBrandAwareContent.response).needs_detail).toBe(
      true,
    );
    expect((await paidBilling(client)).posts.used).toBe(0);
    expect((await generate(client, email)).status).toBe(200);
    expect((await paidBilling(client)).posts.used).toBe(1);
  });

  it('gives Enterprise no post limit', async () => {
    const { client, email, subscriptionId } = await subscribed('starter');
    await deliverAll(stripe.changePrice(subscriptionId, 'price_enterprise'));
    const enterprise = await paidBilling(client);
    expect(enterprise.plan).toBe('enterprise');
    expect(enterprise.posts).toEqual({ used: 0, limit: null, resetsAt: null });
    expect((await generate(client, email)).status).toBe(200);
  });

  it('never sends the secret key to the browser', async () => {
    const { client } = await owner();
    const answer = await client.get('/api/billing');
    expect(JSON.stringify(answer.body)).not.toContain(SECRET_KEY);
    expect(JSON.stringify(answer.body)).not.toContain(WEBHOOK_SECRET);
  });
});

describe('billing off', { timeout: 60_000 }, () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('says so, limits nothing, and has no webhook', async () => {
    const client = new TestClient(plain.url);
    const email = `off${Date.now()}@example.com`;
    await client.signUp(email);
    expect(expectSuccess(await client.get('/api/billing'), endpoints.getBilling.response)).toEqual({
      enabled: false,
    });
    for (let index = 0; index <= FREE_PLAN_POSTS; index += 1) {
      expect((await generate(client, email)).status).toBe(200);
    }
    expect(
      expectFailure(await client.post('/api/billing/checkout', { plan: 'starter' }), 404),
    ).toBe(API_MESSAGES.billingOff);
    const webhook = await fetch(`${plain.url}/api/billing/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(webhook.status).toBe(404);
  });
});
