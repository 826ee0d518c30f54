import multipart from '@fastify/multipart';
import type { Static, TSchema } from '@fastify/type-provider-typebox';
import type { ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { asBrokenForm } from '../domains/file/broken-form.js';
import { badField, badRequest } from './envelope.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';
import { describeValidationError } from './validation.js';

/** An exported record is a few kilobytes; a larger upload is refused unread. */
export const MAX_JSON_UPLOAD_BYTES = 1024 * 1024;

/** Lets the routes registered on `plugin` read multipart bodies; only those routes parse them. */
export const acceptUploads = (plugin: FastifyInstance) =>
  plugin.register(multipart, { throwFileSizeLimit: true });

/**
 * The JSON file posted as multipart `file`, checked against `schema`: a file that is missing,
 * too large, no JSON or of another shape is a 400 naming `file` and where in it the problem is.
 */
export async function readJsonUpload<T extends TSchema>(
  request: FastifyRequest,
  schema: T,
  maxBytes = MAX_JSON_UPLOAD_BYTES,
): Promise<Static<T>> {
  if (!request.isMultipart()) throw badField('file', 'file.multipartOnly');
  const part = await request
    .file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 } })
    .catch((error: unknown) => {
      throw asBrokenForm(error);
    });
  if (part?.fieldname !== 'file') throw badField('file', 'validation.required');
  const content = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw badField('file', 'file.tooLarge', { megabytes: maxBytes / 1024 / 1024 });
    throw asBrokenForm(error);
  });
  const text = content.toString('utf8');
  if (nestsDeeperThan(text)) throw badField('file', 'validation.tooDeep', { max: MAX_JSON_DEPTH });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badField('file', 'validation.notJson');
  }
  const [error] = Value.Errors(schema, value);
  if (!error) return value as Static<T>;
  // TypeBox names every missing property at once; the request checker names the first, as here.
  const { requiredProperties } = error.params as { requiredProperties?: string[] };
  const ajvError = (requiredProperties
    ? { ...error, params: { missingProperty: requiredProperties[0] } }
    : error) as unknown as ErrorObject;
  const problem = describeValidationError(ajvError);
  throw badRequest(problem.startsWith('body:') ? `file${problem.slice(4)}` : `file.${problem}`);
}
