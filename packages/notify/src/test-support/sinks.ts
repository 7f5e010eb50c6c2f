import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * Real receivers for tests and benchmarks, on loopback: an SMTP server (smtp-server, parsed with
 * mailparser) and an HTTP webhook receiver. Each can go down and come back on the same port.
 */

export interface ReceivedMail {
  readonly at: number;
  readonly mail: ParsedMail;
  readonly to: readonly string[];
}

export interface MailSink {
  readonly port: number;
  /** `smtp://127.0.0.1:<port>` (no TLS on loopback). */
  readonly url: string;
  readonly mails: ReceivedMail[];
  /** Time each mail takes to be accepted (a slow server: a kill lands mid-delivery). */
  delayMs: number;
  /** Resolves once `count` mails have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening (connections cut): the SMTP server is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

function poll<T>(ready: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = () => {
      const value = ready();
      if (value !== undefined) resolve(value);
      else if (Date.now() > deadline) reject(new Error(`timed out waiting for ${what}`));
      else setTimeout(check, 20);
    };
    check();
  });
}

export async function startMailSink(port = 0): Promise<MailSink> {
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;
  const sink: MailSink = {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    mails,
    delayMs: 0,
    waitFor: (count, timeoutMs = 20_000) =>
      poll(() => (mails.length >= count ? mails.slice() : undefined), timeoutMs, `${count} mails`),
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = undefined;
        if (!current) resolve();
        else current.close(() => resolve());
      }),
    start: () => (server ? Promise.resolve() : listen()),
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        // A stop cuts open connections at once (a crashed server), instead of waiting 30 s.
        closeTimeout: 50,
        onData(stream, session, callback) {
          simpleParser(stream).then(
            (mail) => {
              const accept = () => {
                mails.push({ at: Date.now(), mail, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
                callback();
              };
              if (sink.delayMs > 0) setTimeout(accept, sink.delayMs);
              else accept();
            },
            (error: Error) => callback(error),
          );
        },
      });
      let listening = false;
      // smtp-server re-emits every connection's error on the server. Before it listens, an error is
      // the port's; after, a client's connection broke (a host killed mid-delivery), which a real
      // server outlives: without this listener the second one would be an uncaught exception.
      smtp.on('error', (error: Error) => {
        if (!listening) reject(error);
      });
      smtp.listen(boundPort, '127.0.0.1', () => {
        listening = true;
        boundPort = (smtp.server.address() as AddressInfo).port;
        server = smtp;
        resolve();
      });
    });
  await listen();
  return sink;
}

export interface ReceivedHook {
  readonly at: number;
  readonly body: unknown;
  readonly contentType: string;
}

export interface WebhookSink {
  readonly url: string;
  readonly hooks: ReceivedHook[];
  /** The status the receiver answers with (200 unless a test makes it fail). */
  status: number;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedHook[]>;
  stop(): Promise<void>;
}

export async function startWebhookSink(port = 0): Promise<WebhookSink> {
  const hooks: ReceivedHook[] = [];
  const sink = {
    status: 200,
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (sink.status >= 200 && sink.status < 300) {
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          body = Buffer.concat(chunks).toString('utf8');
        }
        hooks.push({ at: Date.now(), body, contentType: request.headers['content-type'] ?? '' });
      }
      response.writeHead(sink.status, { 'content-type': 'text/plain' }).end(sink.status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return Object.assign(sink, {
    url: `http://127.0.0.1:${bound}/hook`,
    hooks,
    waitFor: (count: number, timeoutMs = 20_000) =>
      poll(() => (hooks.length >= count ? hooks.slice() : undefined), timeoutMs, `${count} webhook calls`),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
