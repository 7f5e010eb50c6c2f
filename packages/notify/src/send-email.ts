import nodemailer from 'nodemailer';
import type { EmailChannelConfig } from './channel-config';
import type { NotificationMessage } from './lead-message';

export interface EmailSender {
  send(message: NotificationMessage): Promise<void>;
  close(): void;
}

/**
 * Mail through the configured SMTP server (nodemailer; a small pool of connections kept open
 * between leads, so a lead does not wait for a new TLS handshake). Every wait is bounded, so a
 * server that hangs fails the attempt instead of holding the worker.
 */
export function createEmailSender(config: EmailChannelConfig): EmailSender {
  const transport = nodemailer.createTransport(
    {
      url: config.smtpUrl,
      pool: true,
      maxConnections: 2,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from: config.from },
  );
  return {
    async send(message) {
      await transport.sendMail({
        to: [...config.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close() {
      transport.close();
    },
  };
}
