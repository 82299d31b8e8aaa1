import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES } from '@sports/contracts';
import { AppError, errorBody } from './errors';

/** Maps every failure to the `{code, success:false, message}` body with a matching HTTP status. */
export function handleError(err: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    // Business outcomes answered with HTTP 200 (10011, 100224, …) must not go through the route's
    // 200 response schema, which describes the success data.
    if (err.status === 200) reply.serializer((p: unknown) => JSON.stringify(p)).type('application/json; charset=utf-8');
    return reply.status(err.status).send(errorBody(err.code, err.message));
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    const detail = first?.message && /[\u4e00-\u9fa5]/.test(first.message) ? first.message : `${field || '参数'}格式不正确`;
    return reply.status(400).send(errorBody(MESSAGES.BAD_REQUEST.code, detail));
  }
  if (isResponseSerializationError(err)) {
    request.log.error({ err }, 'response did not match its schema');
    return reply.status(500).send(errorBody(500, MESSAGES.INTERNAL.message));
  }
  const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(500, MESSAGES.INTERNAL.message));
  }
  const message =
    status === 413
      ? '上传内容过大'
      : status === 415
        ? '不支持的内容类型'
        : status === 429
          ? MESSAGES.TOO_MANY_REQUESTS.message
          : MESSAGES.BAD_REQUEST.message;
  return reply.status(status).send(errorBody(status, message));
}
