import type { ChannelConfig } from './channel-config';
import { DeliveryError, sendWebhook } from './send-webhook';
import { createEmailSender, type EmailSender } from './send-email';
import type { NotificationChannel } from '@gagyeong/contracts/notifications';
import type { NotificationMessage } from './lead-message';

export interface ChannelSenders {
  /** Resolves when the channel accepted the message; throws otherwise. */
  send(channel: NotificationChannel, message: NotificationMessage): Promise<void>;
  close(): void;
}

/** The senders of the configured channels; a channel no longer configured fails its attempts. */
export function createChannelSenders(config: ChannelConfig): ChannelSenders {
  let email: EmailSender | undefined;
  return {
    async send(channel, message) {
      if (channel === 'email') {
        if (!config.email) throw new DeliveryError('email: not configured (SMTP_URL, NOTIFY_EMAIL_TO)');
        email ??= createEmailSender(config.email);
        return email.send(message);
      }
      if (!config.webhook) throw new DeliveryError('webhook: not configured (NOTIFY_WEBHOOK_URL)');
      return sendWebhook(config.webhook, message);
    },
    close() {
      email?.close();
    },
  };
}
