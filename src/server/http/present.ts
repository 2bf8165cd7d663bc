import type { FastifyReply } from 'fastify';
import { errorBody, type ApiError } from '../../shared/api/errors.ts';

// How every API route answers (spec §7): 200 or 201 with the data, anything
// else with an errors list. Routes use these instead of shaping bodies.

export function sendData(reply: FastifyReply, data: unknown, status: 200 | 201 = 200) {
  return reply.code(status).send({ data });
}

export function sendErrors(reply: FastifyReply, status: number, ...errors: readonly ApiError[]) {
  return reply.code(status).send(errorBody(...errors));
}
