import type { WebhookChannelConfig } from './channel-config';
import type { NotificationMessage } from './lead-message';

const WEBHOOK_TIMEOUT_MS = 10_000;

/** A failed delivery whose message is safe to record (no URL: a webhook's path is its secret). */
export class DeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** POSTs the message's JSON body; any 2xx is delivered, anything else (or no answer) fails the attempt. */
export async function sendWebhook(
  config: WebhookChannelConfig,
  message: NotificationMessage,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(message.webhookBody(config.format, config.detail)),
      redirect: 'error',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : '';
    const name = error instanceof Error ? error.name : 'Error';
    throw new DeliveryError(`webhook: no answer (${code || name})`);
  }
  // Read (and drop) the body so the connection is released.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new DeliveryError(`webhook: HTTP ${response.status}`);
}
