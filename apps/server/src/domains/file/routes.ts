import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  type FastifyPluginAsyncTypebox,
  type Static,
  Type,
  type TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { resolveSession, tokenFromHeader } from '../../accounts/sessions.js';
import { sessionOf } from '../../http/auth.js';
import { AppError, badField, badRequest, forbidden, ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { describeValidationError, validatorCompiler } from '../../http/validation.js';
import { siteExtensions } from '../../uploads/extensions.js';
import { SYSTEM_DEFAULTS, systemConfigOf } from '../system-config/index.js';
import { asBrokenForm } from './broken-form.js';
import { startChunkSweeper } from './chunk-sweeper.js';
import { checkChunkFields, merge, probe, storeChunk, storeWhole, uploadKey } from './chunk-upload.js';
import { isImage, isPreviewable } from './content-types.js';
import { mayDownload } from './download-access.js';
import { checkLink, linkSecret, signedUrl } from './download-links.js';
import { findFile, findFileByName } from './file-records.js';
import type { UploadKey } from './file-store.js';
import {
  acceptedStoredName,
  acceptedType,
  downloadName,
  IDENTIFIER_PATTERN,
  TYPE_MAX_BYTES,
  TYPE_PATTERN,
} from './file-types.js';
import { makeStore } from './make-store.js';
import { RunningHashes } from './running-hashes.js';
import { sendStoredFile } from './serve-file.js';
import type { FileObject } from './tables.js';
import { UploadQuota, uploadLimitsOf } from './upload-quota.js';

const tags = ['files'];
const Count = (maximum = 100_000) => Type.Integer({ minimum: 1, maximum });
const Size = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const Text = (maxLength: number) => Type.String({ maxLength });

/** simple-uploader's fields for a probe and a chunk (it spells the file name `filename`). */
const ChunkFields = Type.Object({
  chunkNumber: Count(),
  chunkSize: Count(Number.MAX_SAFE_INTEGER),
  currentChunkSize: Size,
  totalSize: Size,
  identifier: Type.String({ pattern: IDENTIFIER_PATTERN, description: "the whole file's md5" }),
  totalChunks: Count(),
  extension: Text(16),
  fileName: Type.Optional(Text(255)),
  filename: Type.Optional(Text(255)),
  fileType: Type.Optional(Text(255)),
});
type ChunkFieldValues = Static<typeof ChunkFields>;

const ProbeAnswer = {
  chunkNumbers: Type.Array(Type.Integer()),
  merge: Type.Boolean(),
};

/** A form sends numbers as text; a JSON client may send them as numbers. */
const FormNumber = Type.Union([Size, Type.String({ pattern: '^[0-9]{1,15}$' })]);

const MergeBody = Type.Object({
  identifier: Type.String({ pattern: IDENTIFIER_PATTERN }),
  fileName: Type.String({ minLength: 1, maxLength: 255 }),
  fileSize: FormNumber,
  extension: Text(16),
  type: Text(32),
  fileType: Type.Optional(Text(255)),
});

const StoredParams = Type.Object({ type: Type.String({ pattern: TYPE_PATTERN }), name: Text(64) });
const SignedQuery = Type.Object({
  userId: Text(64),
  expires: Type.Integer({ minimum: 0 }),
  inline: Type.Optional(Type.Integer({ enum: [0, 1] })),
  signature: Text(64),
});

/** Chunk fields arrive in the multipart form (before the file) or, from some clients, the query. */
const chunkFieldsValidator = validatorCompiler({
  schema: ChunkFields,
  method: 'POST',
  url: '',
  httpPart: 'querystring',
});

function chunkFieldsOf(part: MultipartFile, query: unknown): ChunkFieldValues {
  const values: Record<string, unknown> = { ...(query as Record<string, unknown>) };
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') values[name] = field.value;
  }
  const validate = chunkFieldsValidator as ((data: unknown) => boolean) & { errors?: unknown[] | null };
  if (!validate(values)) throw badRequest(describeValidationError((validate.errors ?? [])[0] as never));
  return values as ChunkFieldValues;
}

/**
 * Files, in the shapes JNPF's web client sends and reads: chunked resumable upload, single-request upload of pictures, pictures
 * by address, and downloads through signed short-lived links.
 */
export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const settings = config.file;
  const store = makeStore(config);
  // Only a store on this machine sees every chunk of an upload arrive; see RunningHashes.
  const hashes = store.kind === 'disk' ? new RunningHashes() : undefined;
  const quota = new UploadQuota(store);
  const secret = await linkSecret(settings.linkSecret, config.dataDir);
  const sweeper = startChunkSweeper(store, {
    ttlMs: settings.chunkTtlMs,
    intervalMs: settings.sweepIntervalMs,
    log: app.log,
    swept: () => hashes?.forgetAll(),
  });
  app.addHook('onClose', async () => sweeper.stop());
  /** The extensions 系统配置 allows, as the session's settings stamp last read them. */
  const siteOf = async (request: FastifyRequest) =>
    siteExtensions((await systemConfigOf(db, sessionOf(request).stamps)).allowedExtensions);

  const fileOrMissing = async (type: string, name: string): Promise<FileObject> => {
    const file = await findFile(db, acceptedType(type), acceptedStoredName(name));
    if (!file) throw badRequest(t('file.missing'));
    return file;
  };
  const linkFor = (file: FileObject, userId: string, inline: boolean) =>
    signedUrl(secret, {
      type: file.type,
      name: file.name,
      userId,
      inline,
      expires: Date.now() + settings.linkTtlMs,
    });
  /** The user of the live session a request carries in its Authorization header, if any. */
  const sessionUserOf = async (request: FastifyRequest): Promise<string | undefined> => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return undefined;
    return resolveSession(db, token).then(
      (session) => session.userId,
      (error: unknown) => {
        // An expired or ended session identifies nobody; anything else is a real failure.
        if (error instanceof AppError) return undefined;
        throw error;
      },
    );
  };
  const downloadable = async (file: FileObject, userId: string) => {
    if (!(await mayDownload(db, userId, file))) throw forbidden();
  };

  app.get(
    '/chunk',
    {
      schema: {
        tags,
        summary: 'Which chunks of an upload are stored; uploaded: the file is stored already',
        querystring: ChunkFields,
        response: {
          200: Type.Object({
            code: Type.Integer(),
            msg: Type.String(),
            field: Type.Optional(Type.String()),
            data: Type.Optional(Type.Object({ ...ProbeAnswer, uploaded: Type.Optional(Type.Boolean()) })),
          }),
        },
      },
    },
    async (request) => {
      checkChunkFields(request.query, settings);
      const { userId } = sessionOf(request);
      const upload = uploadKey(userId, request.query.identifier);
      return ok(await probe(db, store, userId, upload, request.query));
    },
  );

  app.get(
    '/Image/:type/:name',
    {
      config: {
        public:
          'an <img> cannot send the Authorization header; a picture is served only by its name of 128 random bits, which only those who uploaded it or may read its record learn',
      },
      schema: { tags, summary: 'A stored picture, shown inline', params: StoredParams },
    },
    async (request, reply) => {
      const file = await fileOrMissing(request.params.type, request.params.name);
      if (!isImage(file)) throw badField('name', 'file.notImage');
      return sendStoredFile(reply, store, file, { inline: true, cache: 'private, max-age=86400, immutable' });
    },
  );

  app.get(
    '/Download/:type/:name',
    {
      schema: {
        tags,
        summary: 'A signed, short-lived link to download a file the user may read',
        params: StoredParams,
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const file = await fileOrMissing(request.params.type, request.params.name);
      await downloadable(file, userId);
      return ok({ name: downloadName(file.fileName, file.extension), url: linkFor(file, userId, false) });
    },
  );

  app.get(
    '/Signed/:type/:name',
    {
      config: {
        public:
          'a browser follows a download link without the token header; the link carries an HMAC over the file, the user and its expiry, and answers for a few minutes',
      },
      schema: {
        tags,
        summary: 'The download a signed link grants',
        params: StoredParams,
        querystring: SignedQuery,
      },
    },
    async (request, reply) => {
      const { type, name } = request.params;
      const inline = request.query.inline === 1;
      acceptedType(type);
      acceptedStoredName(name);
      const grant = { type, name, userId: request.query.userId, expires: request.query.expires, inline };
      checkLink(secret, grant, request.query.signature);
      // A browser following the link sends no token (the console keeps it out of cookies), so the
      // link alone grants the download; a client that does send one must be the link's user.
      const holder = await sessionUserOf(request);
      if (holder !== undefined && holder !== grant.userId) throw forbidden();
      const file = await fileOrMissing(type, name);
      if (inline && !isPreviewable(file)) throw badField('inline', 'file.notPreviewable');
      return sendStoredFile(reply, store, file, { inline, cache: 'private, no-store' });
    },
  );

  app.get(
    '/Uploader/Preview',
    {
      schema: {
        tags,
        summary: 'A signed, short-lived link that shows a picture, PDF or text file inline',
        querystring: Type.Object({
          fileName: Type.String({ minLength: 1, maxLength: 64, description: "the record's fileId" }),
          fileVersionId: Type.Optional(Text(64)),
          fileDownloadUrl: Type.Optional(Text(1000)),
        }),
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      // fileDownloadUrl is not followed: fetching an address a client names would let it reach
      // whatever this server can reach. The stored name says everything needed.
      const file = await findFileByName(db, acceptedStoredName(request.query.fileName));
      const { fileVersionId } = request.query;
      if (!file || (fileVersionId && fileVersionId !== file.versionId)) throw badRequest(t('file.missing'));
      await downloadable(file, userId);
      if (!isPreviewable(file)) throw badField('fileName', 'file.typeNotPreviewable');
      return ok(linkFor(file, userId, true));
    },
  );

  // Chunks and whole files stream from the multipart body: a chunk is never held in memory whole.
  await app.register(async (plugin) => {
    await plugin.register(multipart, { throwFileSizeLimit: true });
    const streaming = plugin.withTypeProvider<TypeBoxTypeProvider>();

    const firstFile = async (request: FastifyRequest, fileSize: number) => {
      if (!request.isMultipart()) throw badField('file', 'file.multipartOnly');
      const part = await request
        .file({ limits: { fileSize, files: 1, fields: 30, fieldSize: 4096, parts: 40 } })
        .catch((error: unknown) => {
          throw asBrokenForm(error);
        });
      if (part?.fieldname !== 'file') throw badField('file', 'validation.required');
      return part;
    };

    streaming.post(
      '/chunk',
      {
        schema: {
          tags,
          summary: 'Store one chunk (multipart: the fields of the probe, then `file`)',
          consumes: ['multipart/form-data'],
        },
      },
      async (request) => {
        const session = sessionOf(request);
        const part = await firstFile(request, 2 * settings.chunkBytes);
        let fields: ChunkFieldValues;
        let upload: UploadKey;
        let release: () => void;
        try {
          fields = chunkFieldsOf(part, request.query);
          checkChunkFields(fields, settings);
          upload = uploadKey(session.userId, fields.identifier);
          const limits = uploadLimitsOf(await systemConfigOf(db, session.stamps), SYSTEM_DEFAULTS);
          release = await quota.admit(upload, fields.chunkNumber, fields.currentChunkSize, limits);
        } catch (error) {
          part.file.resume();
          throw error;
        }
        try {
          const answer = await storeChunk(store, hashes, upload, fields, part.file);
          return ok({ chunkNumbers: answer.chunkNumbers, merge: answer.merge });
        } catch (error) {
          if ((error as Error).name === 'ChunkSizeMismatch')
            throw badField('file', 'file.chunkSizeMismatch', { detail: (error as Error).message });
          throw asBrokenForm(error);
        } finally {
          release();
        }
      },
    );

    streaming.post(
      '/Uploader/:type',
      {
        schema: {
          tags,
          summary: 'Store a whole file sent in one request (pictures, avatars); multipart `file`',
          consumes: ['multipart/form-data'],
          params: Type.Object({ type: Type.String({ pattern: TYPE_PATTERN }) }),
        },
      },
      async (request) => {
        const { userId } = sessionOf(request);
        const maxBytes = Math.min(
          settings.uploadMaxBytes,
          TYPE_MAX_BYTES.get(request.params.type) ?? Infinity,
        );
        const part = await firstFile(request, maxBytes);
        let body: Buffer;
        try {
          body = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw badField('file', 'file.tooLarge', { megabytes: Math.floor(maxBytes / 1024 / 1024) });
          throw asBrokenForm(error);
        }
        const site = await siteOf(request);
        return ok(await storeWhole(db, store, userId, request.params.type, part.filename, body, site));
      },
    );
  });

  // The merge's form comes as multipart (the JNPF client sends FormData) or urlencoded; fields only.
  await app.register(async (plugin) => {
    const fieldsOnly = plugin.withTypeProvider<TypeBoxTypeProvider>();
    await fieldsOnly.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { files: 0, fields: 20, fieldSize: 4096, parts: 20 },
    });
    fieldsOnly.post(
      '/merge',
      {
        schema: {
          tags,
          summary: 'Join the stored chunks into the file, checking its md5; shares stored content',
          consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
          body: MergeBody,
        },
      },
      async (request) => {
        const { userId } = sessionOf(request);
        const body = request.body;
        const fields = { ...body, fileSize: Number(body.fileSize) };
        return ok(await merge(db, store, hashes, userId, fields, settings, await siteOf(request)));
      },
    );
  });
};
