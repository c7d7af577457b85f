// Answers of the app server itself, in the API's error shape (the app maps details.code to words).

/** @param {import('fastify').FastifyReply} reply */
function answer(reply, status, name, message, code) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ data: null, error: { status, name, message, details: { code } } });
}

export const notFound = (reply) => answer(reply, 404, 'NotFoundError', 'Not Found', 'notFound');

export const payloadTooLarge = (reply, limit) =>
  answer(reply.header('connection', 'close'), 413, 'PayloadTooLargeError', `The request body is larger than ${limit} bytes`, 'payload.tooLarge');

export const badRequest = (reply) => answer(reply, 400, 'BadRequestError', 'The request is not valid', 'request.invalid');

export const badGateway = (reply) => answer(reply, 502, 'BadGatewayError', 'The server is not answering', 'server.unavailable');

/**
 * Fastify's own refusals (a malformed Content-Type, a path it will not route) in the API's shape:
 * the client's mistakes are a 400 with a code, never a 500; anything else stays a server fault.
 * @param {import('fastify').FastifyInstance} app
 */
export function answerErrorsInApiShape(app) {
  app.setErrorHandler((/** @type {{ statusCode?: number, code?: string }} */ error, _request, reply) => {
    const clientMistake = (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) || /^FST_ERR_CTP_/.test(error.code ?? '');
    if (clientMistake) return answer(reply, error.statusCode && error.statusCode < 500 ? error.statusCode : 400, 'BadRequestError', 'The request is not valid', 'request.invalid');
    reply.log?.error?.(error);
    return answer(reply, 500, 'InternalServerError', 'Internal Server Error', 'server.error');
  });
}
