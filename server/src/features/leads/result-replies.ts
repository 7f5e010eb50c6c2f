import type { FastifyReply, FastifyRequest } from 'fastify';
import { LEAD_RESULT_MESSAGES } from '@gagyeong/contracts/leads';
import type { HttpError } from '../../http/errors';
import { backPath } from './negotiate';
import { RESULT_PAGE_CSP, renderResultPage, type ResultPage } from './result-page';

/** Replies to a classic form post (no JavaScript): a Korean page under its own CSP. */
function sendPage(reply: FastifyReply, status: number, page: ResultPage) {
  return reply
    .code(status)
    .header('content-security-policy', RESULT_PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(renderResultPage(page));
}

export function sendSuccessPage(request: FastifyRequest, reply: FastifyReply, status: number) {
  return sendPage(reply, status, {
    title: LEAD_RESULT_MESSAGES.successTitle,
    lines: [LEAD_RESULT_MESSAGES.successDetail],
    backHref: backPath(request),
  });
}

/** The error's status and headers, its reasons listed; a 400 also asks the visitor to check the input. */
export function sendFailurePage(
  request: FastifyRequest,
  reply: FastifyReply,
  error: HttpError,
  problems: readonly string[] = [error.message],
) {
  reply.headers(error.headers);
  return sendPage(reply, error.statusCode, {
    title: LEAD_RESULT_MESSAGES.failure,
    lines: error.statusCode === 400 ? ['입력하신 내용을 확인한 뒤 다시 보내 주세요.'] : [],
    problems,
    backHref: backPath(request),
  });
}
