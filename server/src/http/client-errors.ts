import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { errorBody, httpError } from './errors';

/** Node's parser error codes → status: a request that never became a request Fastify could route. */
function statusFor(code: string | undefined): number {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/**
 * Fastify's `clientErrorHandler`: malformed requests, oversized headers and requests that took too
 * long to arrive get the project's Korean `{ error: { code, message } }` body (Fastify's default
 * answers in English) and the connection is closed.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusFor(error.code);
  const known = httpError(status, status === 400 ? '요청 형식이 올바르지 않습니다.' : undefined);
  const body = JSON.stringify(errorBody(known.code, known.message));
  this.log.debug({ err: error }, `client error ${status}`);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
