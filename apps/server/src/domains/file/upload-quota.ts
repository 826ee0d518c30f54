import { badField } from '../../http/envelope.js';
import type { SystemKey } from '../system-config/system-config.js';
import type { FileStore, UploadKey } from './file-store.js';

const MIB = 1024 * 1024;

/** How much one user may keep in uploads begun and not yet merged (chunks wait up to a day). */
export interface UploadLimits {
  openMax: number;
  pendingMaxBytes: number;
}

const whole = (text: string) => (/^[1-9][0-9]*$/.test(text) ? Number(text) : undefined);

/** The limits the 系统配置 screen holds; a value that is not a whole number keeps the default. */
export function uploadLimitsOf(
  system: Pick<Record<SystemKey, string>, 'uploadOpenMax' | 'uploadPendingMaxMb'>,
  defaults: Pick<Record<SystemKey, string>, 'uploadOpenMax' | 'uploadPendingMaxMb'>,
): UploadLimits {
  return {
    openMax: whole(system.uploadOpenMax) ?? Number(defaults.uploadOpenMax),
    pendingMaxBytes: (whole(system.uploadPendingMaxMb) ?? Number(defaults.uploadPendingMaxMb)) * MIB,
  };
}

interface Writing {
  bytes: number;
  /** Chunks being written per upload identifier. */
  uploads: Map<string, number>;
}

/**
 * Decides, before a chunk is written, whether its owner may store it: what the store holds for
 * the owner, plus the chunks this process is writing for them now (so that chunks sent at once
 * cannot all pass on the same total). Merged and swept uploads leave the store, and with it the
 * count. Servers sharing one S3 store each count only their own chunks in flight.
 */
export class UploadQuota {
  private readonly writing = new Map<string, Writing>();

  constructor(private readonly store: FileStore) {}

  /** Admits the chunk or refuses with a 400 naming the field; call the answer once it is written. */
  async admit(
    upload: UploadKey,
    chunkNumber: number,
    bytes: number,
    limits: UploadLimits,
  ): Promise<() => void> {
    const stored = await this.store.openUploads(upload.owner);
    // A chunk stored already is answered as stored and writes nothing.
    if (stored.get(upload.identifier)?.has(chunkNumber)) return () => {};
    const writing = this.writing.get(upload.owner) ?? { bytes: 0, uploads: new Map<string, number>() };
    const open = new Set([...stored.keys(), ...writing.uploads.keys()]);
    if (!open.has(upload.identifier) && open.size >= limits.openMax)
      throw badField('identifier', 'file.tooManyOpenUploads', { max: limits.openMax });
    let held = writing.bytes;
    for (const sizes of stored.values()) for (const size of sizes.values()) held += size;
    if (held + bytes > limits.pendingMaxBytes)
      throw badField('totalSize', 'file.pendingSpaceFull', {
        used: Math.ceil(held / MIB),
        max: Math.floor(limits.pendingMaxBytes / MIB),
      });
    writing.bytes += bytes;
    writing.uploads.set(upload.identifier, (writing.uploads.get(upload.identifier) ?? 0) + 1);
    this.writing.set(upload.owner, writing);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      writing.bytes -= bytes;
      const left = (writing.uploads.get(upload.identifier) ?? 1) - 1;
      if (left > 0) writing.uploads.set(upload.identifier, left);
      else writing.uploads.delete(upload.identifier);
      if (writing.uploads.size === 0) this.writing.delete(upload.owner);
    };
  }
}
