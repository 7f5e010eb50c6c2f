import { WEBHOOK_DETAILS, WEBHOOK_FORMATS, type WebhookDetail, type WebhookFormat } from './lead-message';
import type { NotificationChannel } from '@gagyeong/contracts/notifications';

/**
 * Where notifications go, read from the environment of whichever process sends them (the
 * embedded server, or the Cloud Function's environment and secrets). Nothing of it reaches a
 * browser: /admin is told which channels exist and where they point, never a credential.
 */
export interface EmailChannelConfig {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS from the start). */
  readonly smtpUrl: string;
  readonly to: readonly string[];
  readonly from: string;
}

export interface WebhookChannelConfig {
  readonly url: string;
  readonly format: WebhookFormat;
  readonly detail: WebhookDetail;
}

export interface ChannelConfig {
  /** The public origin the messages link to (`SITE_URL`). */
  readonly siteUrl: string;
  readonly email?: EmailChannelConfig;
  readonly webhook?: WebhookChannelConfig;
}

export class NotifyConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotifyConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const EMAIL = /^[^\s@<>,]+@[^\s@<>,]+$/u;

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

function parseUrl(name: string, raw: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw new NotifyConfigError(`${name}: not a URL`);
  }
}

function emailConfig(env: Env, siteUrl: string): EmailChannelConfig | undefined {
  const smtpUrl = env.SMTP_URL?.trim() ?? '';
  const toRaw = env.NOTIFY_EMAIL_TO?.trim() ?? '';
  if (smtpUrl === '' && toRaw === '') return undefined;
  if (smtpUrl === '') throw new NotifyConfigError('NOTIFY_EMAIL_TO is set but SMTP_URL is not');
  if (toRaw === '') throw new NotifyConfigError('SMTP_URL is set but NOTIFY_EMAIL_TO is not');
  const url = parseUrl('SMTP_URL', smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new NotifyConfigError('SMTP_URL: expected smtp://… or smtps://…');
  }
  const to = toRaw
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
  const wrong = to.find((address) => !EMAIL.test(address));
  if (wrong !== undefined || to.length === 0)
    throw new NotifyConfigError(`NOTIFY_EMAIL_TO: not an address: ${wrong ?? ''}`);
  const user = decodeURIComponent(url.username);
  const from = env.NOTIFY_EMAIL_FROM?.trim() || (EMAIL.test(user) ? user : `noreply@${new URL(siteUrl).hostname}`);
  return { smtpUrl, to, from };
}

function webhookConfig(env: Env): WebhookChannelConfig | undefined {
  const raw = env.NOTIFY_WEBHOOK_URL?.trim() ?? '';
  if (raw === '') return undefined;
  const url = parseUrl('NOTIFY_WEBHOOK_URL', raw);
  // Personal data travels in it: HTTPS, except to this machine (tests, a local relay).
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new NotifyConfigError('NOTIFY_WEBHOOK_URL: expected https:// (http:// only on loopback)');
  }
  const format = (env.NOTIFY_WEBHOOK_FORMAT?.trim() || 'chat') as WebhookFormat;
  if (!WEBHOOK_FORMATS.includes(format)) throw new NotifyConfigError('NOTIFY_WEBHOOK_FORMAT: expected chat or json');
  const detail = (env.NOTIFY_WEBHOOK_DETAIL?.trim() || 'full') as WebhookDetail;
  if (!WEBHOOK_DETAILS.includes(detail)) throw new NotifyConfigError('NOTIFY_WEBHOOK_DETAIL: expected full or minimal');
  return { url: raw, format, detail };
}

/** The channels the environment configures (none is fine: then nothing is queued). Throws NotifyConfigError. */
export function channelConfigFromEnv(env: Env, siteUrl: string): ChannelConfig {
  const email = emailConfig(env, siteUrl);
  const webhook = webhookConfig(env);
  return { siteUrl, ...(email ? { email } : {}), ...(webhook ? { webhook } : {}) };
}

export function configuredChannels(config: ChannelConfig): NotificationChannel[] {
  return [...(config.email ? (['email'] as const) : []), ...(config.webhook ? (['webhook'] as const) : [])];
}

/** What /admin may show of a channel: where it points, without credentials or a webhook's secret path. */
export function describeChannel(config: ChannelConfig, channel: NotificationChannel): string {
  if (channel === 'email' && config.email) {
    const url = new URL(config.email.smtpUrl);
    return `${config.email.to.join(', ')} (${url.protocol}//${url.host})`;
  }
  if (channel === 'webhook' && config.webhook) {
    const url = new URL(config.webhook.url);
    return `${url.origin}/… (${config.webhook.format}, ${config.webhook.detail})`;
  }
  return '';
}
