import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A text or template message as the WhatsApp Cloud API received it. */
export interface FakeWhatsappMessage {
  id: string;
  phoneNumberId: string;
  to: string;
  type: 'text' | 'template';
  /** The text, or a template's body parameters one per line. */
  body: string;
  template?: FakeTemplate;
  /** A template's language code (`en_US`, `hi`, `mr`): the parent's language picks it. */
  languageCode?: string;
}

interface FakeTemplate {
  name: string;
  language: { code: string };
  components: Array<{
    type: string;
    sub_type?: string;
    parameters?: Array<{ type: string; text?: string; image?: { link?: string } }>;
  }>;
}

export interface FakeWhatsapp {
  url: string;
  token: string;
  phoneNumberId: string;
  /** The WHATSAPP_* settings that point the app at this fake. */
  env: Record<string, string>;
  messages: FakeWhatsappMessage[];
  /** Posts a signed status webhook (`sent`, `delivered`, `read`, `failed`) for a message to the app, as Meta does. */
  report(appUrl: string, messageId: string, status: 'sent' | 'delivered' | 'read' | 'failed'): Promise<Response>;
  /** Posts a signed inbound-message webhook: `from` wrote to the business (opening the 24-hour window). */
  inbound(appUrl: string, from: string, text: string): Promise<Response>;
  /** Signs a webhook body with the app secret (X-Hub-Signature-256). */
  sign(body: string): string;
  /** While true, every send is answered 503 as in a Cloud API outage. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/**
 * A fake WhatsApp Cloud API on loopback: `POST /<phone-number-id>/messages` with a Bearer token,
 * answering and failing in the Graph API's wire format. It records every accepted message.
 */
export async function startFakeWhatsapp(): Promise<FakeWhatsapp> {
  const token = `EAAG${randomBytes(12).toString('hex')}`;
  const appSecret = randomBytes(16).toString('hex');
  const verifyToken = randomBytes(8).toString('hex');
  const phoneNumberId = String(100_000_000_000 + Math.floor(Math.random() * 1e9));
  const messages: FakeWhatsappMessage[] = [];
  let down = false;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: number, message: string, code: number) =>
    send(res, status, { error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex') } });

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const match = (req.url ?? '').match(/^\/([^/?]+)\/messages(?:\?|$)/);
    if (req.method !== 'POST' || !match) return fail(res, 404, 'Unknown path components', 2500);
    if (down) return fail(res, 503, 'Service temporarily unavailable', 2);
    if (req.headers.authorization !== `Bearer ${token}`) return fail(res, 401, 'Invalid OAuth access token.', 190);
    if (match[1] !== phoneNumberId)
      return fail(res, 400, `Unsupported post request. Object with ID '${match[1]}' does not exist`, 100);

    let payload: {
      messaging_product?: string;
      to?: string;
      type?: string;
      text?: { body?: string };
      template?: FakeTemplate;
    };
    try {
      payload = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return fail(res, 400, 'Invalid JSON', 100);
    }
    const template = payload.template;
    const validText = payload.type === 'text' && !!payload.text?.body;
    const validTemplate =
      payload.type === 'template' &&
      !!template?.name &&
      !!template.language?.code &&
      Array.isArray(template.components);
    if (
      payload.messaging_product !== 'whatsapp' ||
      !payload.to ||
      !/^\d{8,15}$/.test(payload.to) ||
      !(validText || validTemplate)
    ) {
      return fail(res, 400, '(#100) Invalid parameter', 100);
    }
    const body = validText
      ? payload.text!.body!
      : (template!.components.find((c) => c.type === 'body')?.parameters ?? []).map((p) => p.text ?? '').join('\n');
    const message: FakeWhatsappMessage = {
      id: `wamid.${randomBytes(16).toString('hex')}`,
      phoneNumberId,
      to: payload.to,
      type: validText ? 'text' : 'template',
      body,
      ...(validTemplate && { template, languageCode: template!.language.code }),
    };
    messages.push(message);
    send(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: payload.to, wa_id: payload.to }],
      messages: [{ id: message.id }],
    });
  });

  function sign(body: string): string {
    return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
  }
  /** The Cloud API's webhook envelope around one change. */
  function postWebhook(appUrl: string, value: unknown): Promise<Response> {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: 'WABA-1', changes: [{ field: 'messages', value }] }],
    });
    return fetch(`${appUrl}/api/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) },
      body,
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    token,
    phoneNumberId,
    env: {
      WHATSAPP_TOKEN: token,
      WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
      WHATSAPP_API_URL: url,
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: verifyToken,
    },
    messages,
    sign,
    report(appUrl, messageId, status) {
      const sent = messages.find((m) => m.id === messageId);
      const value = {
        messaging_product: 'whatsapp',
        metadata: { display_phone_number: '15550000000', phone_number_id: phoneNumberId },
        statuses: [
          {
            id: messageId,
            status,
            timestamp: String(Math.floor(Date.now() / 1000)),
            recipient_id: sent?.to ?? '',
            ...(status === 'failed' && { errors: [{ code: 131026, title: 'Message undeliverable' }] }),
          },
        ],
      };
      return postWebhook(appUrl, value);
    },
    inbound(appUrl, from, text) {
      const value = {
        messaging_product: 'whatsapp',
        metadata: { display_phone_number: '15550000000', phone_number_id: phoneNumberId },
        contacts: [{ profile: { name: 'Parent' }, wa_id: from }],
        messages: [
          {
            from,
            id: `wamid.${randomBytes(16).toString('hex')}`,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'text',
            text: { body: text },
          },
        ],
      };
      return postWebhook(appUrl, value);
    },
    setDown(value) {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
