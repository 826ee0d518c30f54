import { API_SHAPE_HEADER, type ApiShape } from '@formwork/schema';
import type { FastifyRequest } from 'fastify';

/**
 * The shape the caller reads, for the few answers JNPF's web client reads differently from
 * Formwork's console. JNPF's shape is the default: it is the contract JNPF's client and scripts
 * written for JNPF expect, and they send nothing to ask for it. Formwork's clients ask for the
 * canonical shape with the API_SHAPE_HEADER on every call.
 *
 * This is the one place that decides; routes ask it and never look at the request themselves.
 */
export function apiShapeOf(request: FastifyRequest): ApiShape {
  return request.headers[API_SHAPE_HEADER] === 'canonical' ? 'canonical' : 'jnpf';
}
