// Helpers for this folder's tests (excluded from the build, like every test-fixtures.ts): an upload
// as the JNPF web client (simple-uploader) makes it.
import { createHash } from 'node:crypto';
import type { Envelope } from '@formwork/schema';
import type { FastifyInstance } from 'fastify';

export const md5Of = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** A multipart/form-data body: the fields first, then the file, as browsers' FormData sends them. */
export function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = `----formwork${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface ChunkPlan {
  identifier: string;
  chunkSize: number;
  totalChunks: number;
  /** Chunk n (1-based): its bytes and the fields sent with it. */
  chunk(number: number): { bytes: Buffer; fields: Record<string, string> };
}

/** Splits like simple-uploader without forceChunkSize: the last chunk takes the remainder. */
export function planChunks(
  bytes: Buffer,
  chunkSize: number,
  fileName: string,
  identifier = md5Of(bytes),
): ChunkPlan {
  const totalChunks = Math.max(1, Math.floor(bytes.length / chunkSize));
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
  return {
    identifier,
    chunkSize,
    totalChunks,
    chunk(number) {
      const start = (number - 1) * chunkSize;
      const end = number === totalChunks ? bytes.length : start + chunkSize;
      const part = bytes.subarray(start, end);
      return {
        bytes: part,
        fields: {
          chunkNumber: String(number),
          chunkSize: String(chunkSize),
          currentChunkSize: String(part.length),
          totalSize: String(bytes.length),
          identifier,
          filename: fileName,
          relativePath: fileName,
          totalChunks: String(totalChunks),
          fileType: 'application/octet-stream',
          extension,
        },
      };
    },
  };
}

export async function sendMultipart<T>(
  app: FastifyInstance,
  url: string,
  token: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
): Promise<Envelope<T>> {
  const { payload, contentType } = multipart(fields, file);
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: token, 'content-type': contentType },
    payload,
  });
  return response.json() as Envelope<T>;
}

export interface ProbeAnswer {
  chunkNumbers: number[];
  merge: boolean;
  uploaded?: boolean;
}

export interface StoredFile {
  name: string;
  url: string;
  fileSize: number;
  fileExtension: string;
  fileVersionId: string;
}
