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

export const badGateway = (reply) => answer(reply, 502, 'BadGatewayError', 'The server is not answering', 'server.unavailable');
