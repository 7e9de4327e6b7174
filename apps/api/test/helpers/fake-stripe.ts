import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** The fake's prices, one per plan and period, as the test app's environment names them. */
export const FAKE_PRICES = {
  STRIPE_PRICE_ESSENTIELLE_MONTH: 'price_essentielle_month',
  STRIPE_PRICE_ESSENTIELLE_YEAR: 'price_essentielle_year',
  STRIPE_PRICE_COMPLETE_MONTH: 'price_complete_month',
  STRIPE_PRICE_COMPLETE_YEAR: 'price_complete_year',
} as const;

const FAKE_WEBHOOK_SECRET = 'whsec_test_secret_for_the_fake_stripe';

/** A subscription as the fake holds it. */
export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  price: string;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAt: number | null;
}

export interface FakeRequest {
  method: string;
  path: string;
  /** The form-encoded body, flattened (`line_items[0][price]`). */
  params: Record<string, string>;
}

export interface FakeStripe {
  /** scheme://host:port, for STRIPE_API_BASE. */
  url: string;
  /** Every request received. */
  requests: FakeRequest[];
  subscriptions: Map<string, FakeSubscription>;
  /** The environment that points the API at this fake. */
  env: Record<string, string>;
  /** A webhook request's body and signature header, signed with the fake's secret. */
  signedEvent(
    type: string,
    object: Record<string, unknown>,
    id?: string,
  ): { payload: string; signature: string };
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

export function subscriptionObject(subscription: FakeSubscription): Record<string, unknown> {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    cancel_at: subscription.cancelAt,
    cancel_at_period_end: false,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id}`,
          object: 'subscription_item',
          price: { id: subscription.price, object: 'price', currency: 'eur' },
          current_period_start: subscription.currentPeriodStart,
          current_period_end: subscription.currentPeriodEnd,
        },
      ],
    },
  };
}

let eventSequence = 0;

/**
 * A Stripe API on loopback, as far as the billing uses it: customers, Checkout sessions, the
 * customer portal, subscriptions read, updated and cancelled. The test sets the subscriptions' state and sends
 * the webhooks itself, signed with the SDK as Stripe signs them.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  let customers = 0;
  let sessions = 0;
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = (request.url ?? '').split('?')[0] ?? '';
    const params = Object.fromEntries(new URLSearchParams(body));
    requests.push({ method: request.method ?? '', path, params });
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.method === 'POST' && path === '/v1/customers') {
      customers += 1;
      return send(200, { id: `cus_fake${customers}`, object: 'customer', email: params.email });
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      sessions += 1;
      return send(200, {
        id: `cs_fake${sessions}`,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/cs_fake${sessions}`,
        customer: params.customer,
        mode: params.mode,
      });
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return send(200, {
        id: 'bps_fake',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.test/p/session',
      });
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    const subscription = match?.[1] ? subscriptions.get(match[1]) : undefined;
    if (match && !subscription) {
      return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
    }
    if (subscription && request.method === 'GET') return send(200, subscriptionObject(subscription));
    if (subscription && request.method === 'DELETE') {
      // Cancelled at once (`subscriptions.cancel`).
      subscription.status = 'canceled';
      return send(200, subscriptionObject(subscription));
    }
    if (subscription && request.method === 'POST') {
      if ('cancel_at' in params) subscription.cancelAt = params.cancel_at ? Number(params.cancel_at) : null;
      if (params['items[0][price]']) subscription.price = params['items[0][price]'];
      return send(200, subscriptionObject(subscription));
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unknown ${request.method} ${path}` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const signer = new Stripe('sk_test_signer');
  return {
    url,
    requests,
    subscriptions,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_BASE: url,
      ...FAKE_PRICES,
    },
    signedEvent(type, object, id) {
      eventSequence += 1;
      const payload = JSON.stringify({
        id: id ?? `evt_fake${eventSequence}`,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: FAKE_WEBHOOK_SECRET });
      return { payload, signature };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
