import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for the part of the Stripe API Canyon uses (customers, Checkout, the
// Customer Portal, subscriptions, charges), so tests and browser tests run billing without a
// network or an account. It speaks Stripe's wire format: form-encoded requests with
// `Authorization: Bearer sk_…`, Stripe's JSON objects and error bodies. Its own /checkout/:id and
// /portal/:id pages play the hosted pages, and it sends Canyon correctly signed webhooks.

type Json = Record<string, unknown>;

export type StripeStandInObject = Json & { id: string; object: string };

export type SubscriptionFields = {
  status?: string;
  cancel_at_period_end?: boolean;
  /** Unix seconds. */
  current_period_end?: number;
};

export type RecordedStripeRequest = {
  method: string;
  path: string;
  query: Json;
  /** The form-encoded body, nested the way Stripe reads `a[b][0]=c`. */
  body: Json;
  headers: IncomingHttpHeaders;
};

export type SentEvent = {
  event: StripeStandInObject;
  /** Canyon's answer to the delivery; 0 when it could not be reached. */
  status: number;
};

export type StripeApiError = { status: number; type: string; code?: string; message: string };

/** How a webhook reaches Canyon: `fetch` by default; in-process tests hand it to the app. */
export type WebhookDeliver = (url: string, init: RequestInit) => Promise<Response>;

export type LocalStripeOptions = {
  /** Canyon's webhook endpoint, e.g. http://127.0.0.1:3000/api/billing/webhook. */
  webhookUrl: string;
  webhookSecret: string;
  /** A fixed port (browser tests give it to Canyon in STRIPE_API_BASE); default: any free one. */
  port?: number;
  /** Only this key is accepted when given; otherwise any `sk_…` key. */
  secretKey?: string;
  deliver?: WebhookDeliver;
};

export type LocalStripe = {
  /** Give this to Canyon as STRIPE_API_BASE. */
  apiBase: string;
  /** Every API request received, in order (the hosted pages are not listed). */
  requests: RecordedStripeRequest[];
  /** Every webhook sent, in order, with Canyon's answer. */
  events: SentEvent[];
  customers: Map<string, StripeStandInObject>;
  subscriptions: Map<string, StripeStandInObject>;
  checkoutSessions: Map<string, StripeStandInObject>;
  createCustomer(fields?: Json): StripeStandInObject;
  /** Removes the customer, so Stripe answers "No such customer" for it from now on. */
  deleteCustomer(customerId: string): void;
  /** A subscription to the price; `send` also sends `customer.subscription.created`. */
  createSubscription(
    customerId: string,
    fields?: SubscriptionFields,
    options?: { send?: boolean },
  ): Promise<StripeStandInObject>;
  /**
   * Changes the customer's newest subscription and sends `customer.subscription.updated`
   * (or the event named, or none with `event: false`).
   */
  setSubscription(
    customerId: string,
    fields: SubscriptionFields,
    options?: { event?: string | false },
  ): Promise<StripeStandInObject>;
  /** The customer's subscriptions, newest first. */
  subscriptionsOf(customerId: string): StripeStandInObject[];
  addCharge(customerId: string): StripeStandInObject;
  /** Sends a signed event with this object, and waits for Canyon's answer. */
  sendEvent(type: string, object: Json): Promise<SentEvent>;
  /** What the checkout page's Pay button does; returns where the browser is sent. */
  pay(sessionId: string): Promise<string>;
  /** The next API request matching method and path prefix fails with this error. */
  failNext(method: string, pathPrefix: string, error: StripeApiError): void;
  /** Sends the following webhooks here (a server whose port is known only once it listens). */
  setWebhookUrl(url: string): void;
  /** Waits for webhooks that API calls set off (a cancel, an update) to be delivered. */
  idle(): Promise<void>;
  close(): Promise<void>;
};

const DAY = 24 * 60 * 60;
export const STAND_IN_API_VERSION = '2026-10-28.endive';

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('hex')}`;

/** The documented scheme: HMAC-SHA256 over `${t}.${payload}`, sent as `t=…,v1=…`. */
export function signStripePayload(
  payload: string,
  secret: string,
  timestamp: number = now(),
): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** `a[b][0]=c` pairs as Stripe reads them: nested objects, and arrays for numeric keys. */
export function parseStripeForm(params: URLSearchParams): Json {
  const root: Json = {};
  for (const [key, value] of params) {
    const parts = key.split(/\]?\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '');
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">
<main>${body}</main></body></html>`;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; param?: string; message: string },
  ) {
    super(body.message);
  }
}

const noSuch = (kind: string, id: string, param = 'id') =>
  new ApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  res.end(JSON.stringify(body));
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused']);

export async function startLocalStripe(options: LocalStripeOptions): Promise<LocalStripe> {
  const requests: RecordedStripeRequest[] = [];
  const events: SentEvent[] = [];
  const customers = new Map<string, StripeStandInObject>();
  const subscriptions = new Map<string, StripeStandInObject>();
  const checkoutSessions = new Map<string, StripeStandInObject>();
  const portalSessions = new Map<string, StripeStandInObject>();
  const charges = new Map<string, StripeStandInObject>();
  const failures: { method: string; pathPrefix: string; error: StripeApiError }[] = [];
  const deliver: WebhookDeliver = options.deliver ?? ((url, init) => fetch(url, init));
  let apiBase = '';
  let webhookUrl = options.webhookUrl;
  // Webhooks go out one at a time, in the order they were set off, as Canyon would see them.
  let deliveries: Promise<unknown> = Promise.resolve();

  const sendNow = async (type: string, object: Json): Promise<SentEvent> => {
    const event: StripeStandInObject = {
      id: newId('evt'),
      object: 'event',
      api_version: STAND_IN_API_VERSION,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event);
    let status = 0;
    try {
      const response = await deliver(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signStripePayload(payload, options.webhookSecret),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    const sent = { event, status };
    events.push(sent);
    return sent;
  };
  const sendEvent = (type: string, object: Json): Promise<SentEvent> => {
    const sent = deliveries.then(() => sendNow(type, object));
    deliveries = sent.catch(() => undefined);
    return sent;
  };

  const customer = (id: string, param = 'id') => {
    const found = customers.get(id);
    if (!found) throw noSuch('customer', id, param);
    return found;
  };
  const subscription = (id: string) => {
    const found = subscriptions.get(id);
    if (!found) throw noSuch('subscription', id);
    return found;
  };
  const subscriptionsOf = (customerId: string) =>
    [...subscriptions.values()]
      .filter((s) => s.customer === customerId)
      .sort((a, b) => Number(b.created) - Number(a.created));

  const createCustomer = (fields: Json = {}): StripeStandInObject => {
    const created: StripeStandInObject = {
      id: newId('cus'),
      object: 'customer',
      created: now(),
      email: (fields.email as string | undefined) ?? null,
      name: (fields.name as string | undefined) ?? null,
      metadata: (fields.metadata as Json | undefined) ?? {},
      livemode: false,
    };
    customers.set(created.id, created);
    return created;
  };

  const applyFields = (sub: StripeStandInObject, fields: SubscriptionFields) => {
    const item = (sub.items as { data: Json[] }).data[0] as Json;
    if (fields.current_period_end !== undefined)
      item.current_period_end = fields.current_period_end;
    if (fields.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = fields.cancel_at_period_end;
      sub.cancel_at = fields.cancel_at_period_end ? item.current_period_end : null;
      sub.canceled_at = fields.cancel_at_period_end ? now() : null;
    }
    if (fields.status !== undefined) {
      sub.status = fields.status;
      if (!LIVE_STATUSES.has(fields.status)) {
        sub.ended_at ??= now();
        sub.canceled_at ??= now();
      }
    }
  };

  const newSubscription = (customerId: string, fields: SubscriptionFields = {}) => {
    customer(customerId);
    const created = now();
    // Created times are seconds; keep each newer than the last so "newest first" is certain.
    const newest = subscriptionsOf(customerId)[0];
    const createdAt = newest ? Math.max(created, Number(newest.created) + 1) : created;
    const id = newId('sub');
    const sub: StripeStandInObject = {
      id,
      object: 'subscription',
      customer: customerId,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: createdAt,
      start_date: createdAt,
      currency: 'usd',
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            subscription: id,
            quantity: 1,
            current_period_start: createdAt,
            current_period_end: createdAt + 30 * DAY,
            price: {
              id: priceId(),
              object: 'price',
              currency: 'usd',
              unit_amount: 499,
              recurring: { interval: 'month', interval_count: 1 },
            },
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: {},
    };
    applyFields(sub, fields);
    subscriptions.set(id, sub);
    return sub;
  };
  // The price the last checkout named; tests that never check out get a fixed one.
  let lastPriceId = 'price_local_pro_monthly';
  const priceId = () => lastPriceId;

  const pay = async (sessionId: string): Promise<string> => {
    const session = checkoutSessions.get(sessionId);
    if (!session) throw noSuch('checkout.session', sessionId);
    if (session.status !== 'open') return String(session.success_url);
    const sub = newSubscription(String(session.customer));
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
    await sendEvent('checkout.session.completed', session);
    await sendEvent('customer.subscription.created', sub);
    return String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id);
  };

  const authorized = (headers: IncomingHttpHeaders): boolean => {
    const key = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
    if (!key || !/^(sk|rk)_/.test(key)) return false;
    return options.secretKey === undefined || key === options.secretKey;
  };

  /** The REST API: `/v1/...`. */
  const api = (request: RecordedStripeRequest): { status: number; body: unknown } => {
    const { method, path, body, query } = request;
    const failure = failures.findIndex((f) => f.method === method && path.startsWith(f.pathPrefix));
    if (failure >= 0) {
      const { error } = failures.splice(failure, 1)[0] as { error: StripeApiError };
      throw new ApiError(error.status, {
        type: error.type,
        code: error.code,
        message: error.message,
      });
    }
    const [, , resource, id, action] = path.split('/');
    const ok = (value: unknown) => ({ status: 200, body: value });

    if (resource === 'customers') {
      if (method === 'POST' && !id) return ok(createCustomer(body));
      if (method === 'GET' && id) return ok(customer(id));
      if (method === 'DELETE' && id) {
        customer(id);
        customers.delete(id);
        return ok({ id, object: 'customer', deleted: true });
      }
    }
    if (resource === 'checkout' && id === 'sessions' && method === 'POST' && !action) {
      const customerId = String(body.customer ?? '');
      customer(customerId, 'customer');
      const lineItems = (body.line_items as Json[] | undefined) ?? [];
      const price = String(lineItems[0]?.price ?? '');
      if (!price) {
        throw new ApiError(400, {
          type: 'invalid_request_error',
          code: 'parameter_missing',
          param: 'line_items',
          message: 'Missing required param: line_items.',
        });
      }
      lastPriceId = price;
      const sessionId = newId('cs_test');
      const session: StripeStandInObject = {
        id: sessionId,
        object: 'checkout.session',
        mode: body.mode ?? 'payment',
        customer: customerId,
        client_reference_id: body.client_reference_id ?? null,
        success_url: body.success_url ?? null,
        cancel_url: body.cancel_url ?? null,
        metadata: body.metadata ?? {},
        line_items: lineItems,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        created: now(),
        expires_at: now() + DAY,
        livemode: false,
        url: `${apiBase}/checkout/${sessionId}`,
      };
      checkoutSessions.set(sessionId, session);
      return ok(session);
    }
    if (resource === 'billing_portal' && id === 'sessions' && method === 'POST' && !action) {
      const customerId = String(body.customer ?? '');
      customer(customerId, 'customer');
      const sessionId = newId('bps');
      const session: StripeStandInObject = {
        id: sessionId,
        object: 'billing_portal.session',
        customer: customerId,
        return_url: body.return_url ?? null,
        created: now(),
        livemode: false,
        url: `${apiBase}/portal/${sessionId}`,
      };
      portalSessions.set(sessionId, session);
      return ok(session);
    }
    if (resource === 'subscriptions') {
      if (method === 'GET' && !id) {
        const customerId = query.customer === undefined ? undefined : String(query.customer);
        if (customerId !== undefined) customer(customerId, 'customer');
        const status = String(query.status ?? '');
        const limit = Number(query.limit ?? 10);
        const data = (customerId ? subscriptionsOf(customerId) : [...subscriptions.values()])
          .filter((s) =>
            status === 'all'
              ? true
              : status === 'ended'
                ? !LIVE_STATUSES.has(String(s.status))
                : status
                  ? s.status === status
                  : s.status !== 'canceled',
          )
          .slice(0, limit);
        return ok({
          object: 'list',
          data,
          has_more: false,
          url: '/v1/subscriptions',
        });
      }
      if (method === 'GET' && id) return ok(subscription(id));
      if (method === 'DELETE' && id) {
        const sub = subscription(id);
        if (sub.status === 'canceled') {
          throw new ApiError(400, {
            type: 'invalid_request_error',
            message: `A canceled subscription can only update its cancellation_details and metadata.`,
          });
        }
        applyFields(sub, { status: 'canceled' });
        void sendEvent('customer.subscription.deleted', sub);
        return ok(sub);
      }
      if (method === 'POST' && id) {
        const sub = subscription(id);
        const fields: SubscriptionFields = {};
        if (body.cancel_at_period_end !== undefined) {
          fields.cancel_at_period_end = body.cancel_at_period_end === 'true';
        }
        applyFields(sub, fields);
        if (body.metadata) sub.metadata = { ...(sub.metadata as Json), ...(body.metadata as Json) };
        void sendEvent('customer.subscription.updated', sub);
        return ok(sub);
      }
    }
    if (resource === 'charges' && method === 'GET' && id) {
      const charge = charges.get(id);
      if (!charge) throw noSuch('charge', id);
      return ok(charge);
    }
    throw new ApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  };

  /** The hosted pages: /checkout/:id and /portal/:id. */
  const hostedPage = async (method: string, path: string, res: ServerResponse) => {
    const [, kind, id = '', action] = path.split('/');
    if (kind === 'checkout') {
      const session = checkoutSessions.get(id);
      if (!session) return sendHtml(res, 404, page('Not found', '<h1>No such checkout</h1>'));
      if (method === 'POST' && action === 'pay') return redirect(res, await pay(id));
      if (method === 'GET' && !action) {
        const cancelUrl = escapeHtml(String(session.cancel_url ?? '/'));
        return sendHtml(
          res,
          200,
          page(
            'Checkout',
            `<h1>Subscribe to Canyon Pro</h1><p>4.99 USD per month</p>
<form method="post" action="/checkout/${escapeHtml(id)}/pay"><button type="submit">Pay</button></form>
<p><a href="${cancelUrl}">Cancel</a></p>`,
          ),
        );
      }
    }
    if (kind === 'portal') {
      const session = portalSessions.get(id);
      if (!session) return sendHtml(res, 404, page('Not found', '<h1>No such portal</h1>'));
      const sub = subscriptionsOf(String(session.customer)).find((s) =>
        LIVE_STATUSES.has(String(s.status)),
      );
      if (method === 'POST' && (action === 'cancel' || action === 'renew') && sub) {
        applyFields(sub, { cancel_at_period_end: action === 'cancel' });
        await sendEvent('customer.subscription.updated', sub);
        return redirect(res, `/portal/${id}`);
      }
      if (method === 'GET' && !action) {
        const returnUrl = escapeHtml(String(session.return_url ?? '/'));
        const state = !sub
          ? '<p>No active subscription.</p>'
          : sub.cancel_at_period_end
            ? `<p>Your plan ends at the end of the period.</p>
<form method="post" action="/portal/${escapeHtml(id)}/renew"><button type="submit">Renew plan</button></form>`
            : `<p>Canyon Pro, ${escapeHtml(String(sub.status))}.</p>
<form method="post" action="/portal/${escapeHtml(id)}/cancel"><button type="submit">Cancel at period end</button></form>`;
        return sendHtml(
          res,
          200,
          page(
            'Billing',
            `<h1>Manage billing</h1>${state}<p><a href="${returnUrl}">Back to Canyon</a></p>`,
          ),
        );
      }
    }
    sendHtml(res, 404, page('Not found', '<h1>Not found</h1>'));
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const method = req.method ?? 'GET';
      if (!url.pathname.startsWith('/v1/')) {
        hostedPage(method, url.pathname, res).catch((error: unknown) =>
          sendHtml(res, 500, page('Error', `<p>${escapeHtml(String(error))}</p>`)),
        );
        return;
      }
      const request: RecordedStripeRequest = {
        method,
        path: url.pathname,
        query: parseStripeForm(url.searchParams),
        body: parseStripeForm(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
        headers: req.headers,
      };
      requests.push(request);
      if (!authorized(req.headers)) {
        sendJson(res, 401, {
          error: {
            type: 'invalid_request_error',
            message: 'Invalid API Key provided.',
          },
        });
        return;
      }
      try {
        const { status, body } = api(request);
        sendJson(res, status, body);
      } catch (error) {
        if (error instanceof ApiError) sendJson(res, error.status, { error: error.body });
        else sendJson(res, 500, { error: { type: 'api_error', message: String(error) } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  apiBase = `http://127.0.0.1:${port}`;

  return {
    apiBase,
    requests,
    events,
    customers,
    subscriptions,
    checkoutSessions,
    createCustomer,
    deleteCustomer: (customerId) => {
      customers.delete(customerId);
    },
    createSubscription: async (customerId, fields, { send = true } = {}) => {
      const sub = newSubscription(customerId, fields);
      if (send) await sendEvent('customer.subscription.created', sub);
      return sub;
    },
    setSubscription: async (
      customerId,
      fields,
      { event = 'customer.subscription.updated' } = {},
    ) => {
      const sub = subscriptionsOf(customerId)[0];
      if (!sub) throw new Error(`the stand-in has no subscription for ${customerId}`);
      applyFields(sub, fields);
      if (event) await sendEvent(event, sub);
      return sub;
    },
    subscriptionsOf,
    addCharge: (customerId) => {
      const charge: StripeStandInObject = {
        id: newId('ch'),
        object: 'charge',
        amount: 499,
        currency: 'usd',
        customer: customerId,
        paid: true,
        refunded: false,
        created: now(),
        livemode: false,
      };
      charges.set(charge.id, charge);
      return charge;
    },
    sendEvent,
    pay,
    failNext: (method, pathPrefix, error) => {
      failures.push({ method, pathPrefix, error });
    },
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    idle: async () => {
      // A delivery may set off another; wait until the chain stops growing.
      let seen: Promise<unknown> | undefined;
      while (seen !== deliveries) {
        seen = deliveries;
        await seen;
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}
