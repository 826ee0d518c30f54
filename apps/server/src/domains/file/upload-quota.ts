import { badField } from '../../http/envelope.js';
import type { SystemKey } from '../system-config/index.js';
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

interface Chunk {
  identifier: string;
  chunkNumber: number;
  bytes: number;
}

interface Owner {
  /** Chunks admitted and still being written. */
  writing: Set<Chunk>;
  /** Chunks written while a look at the store was under way: that look may not have seen them. */
  landed: Set<Chunk>;
  /** Whether a look at the store is under way. */
  reading: boolean;
  /** Admissions waiting or deciding. */
  pending: number;
  /** The end of the last admission: an owner's admissions decide one after another. */
  turn: Promise<void>;
}

/**
 * Decides, before a chunk is written, whether its owner may store it: what the store holds for
 * the owner, plus the chunks this process is writing for them now (so that chunks sent at once
 * cannot all pass on the same total). An owner's admissions decide one at a time, and a chunk
 * whose writing ends while the store is being looked at still counts for that look, which may
 * have listed the store before the chunk arrived. Merged and swept uploads leave the store, and
 * with it the count. Servers sharing one S3 store each count only their own chunks in flight.
 */
export class UploadQuota {
  private readonly owners = new Map<string, Owner>();

  constructor(private readonly store: FileStore) {}

  /** Admits the chunk or refuses with a 400 naming the field; call the answer once it is written. */
  async admit(
    upload: UploadKey,
    chunkNumber: number,
    bytes: number,
    limits: UploadLimits,
  ): Promise<() => void> {
    const owner = this.owners.get(upload.owner) ?? {
      writing: new Set<Chunk>(),
      landed: new Set<Chunk>(),
      reading: false,
      pending: 0,
      turn: Promise.resolve(),
    };
    this.owners.set(upload.owner, owner);
    owner.pending += 1;
    const previous = owner.turn;
    let done = () => {};
    owner.turn = new Promise<void>((resolve) => {
      done = resolve;
    });
    try {
      await previous;
      return await this.decide(upload, owner, chunkNumber, bytes, limits);
    } finally {
      owner.pending -= 1;
      done();
      this.forget(upload.owner, owner);
    }
  }

  private async decide(
    upload: UploadKey,
    owner: Owner,
    chunkNumber: number,
    bytes: number,
    limits: UploadLimits,
  ): Promise<() => void> {
    // Chunks written before this look began are in the store it lists.
    owner.landed.clear();
    owner.reading = true;
    let stored: Awaited<ReturnType<FileStore['openUploads']>>;
    try {
      stored = await this.store.openUploads(upload.owner);
    } finally {
      owner.reading = false;
    }
    // A chunk stored already is answered as stored and writes nothing.
    if (stored.get(upload.identifier)?.has(chunkNumber)) return () => {};
    const unseen = [...owner.writing, ...owner.landed].filter(
      (chunk) => !stored.get(chunk.identifier)?.has(chunk.chunkNumber),
    );
    const open = new Set([...stored.keys(), ...unseen.map((chunk) => chunk.identifier)]);
    if (!open.has(upload.identifier) && open.size >= limits.openMax)
      throw badField('identifier', 'file.tooManyOpenUploads', { max: limits.openMax });
    let held = 0;
    for (const chunk of unseen) held += chunk.bytes;
    for (const sizes of stored.values()) for (const size of sizes.values()) held += size;
    if (held + bytes > limits.pendingMaxBytes)
      throw badField('totalSize', 'file.pendingSpaceFull', {
        used: Math.ceil(held / MIB),
        max: Math.floor(limits.pendingMaxBytes / MIB),
      });
    const chunk: Chunk = { identifier: upload.identifier, chunkNumber, bytes };
    owner.writing.add(chunk);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      owner.writing.delete(chunk);
      if (owner.reading) owner.landed.add(chunk);
      this.forget(upload.owner, owner);
    };
  }

  /** An owner with nothing admitted, written or waiting needs no entry. */
  private forget(key: string, owner: Owner): void {
    if (owner.pending === 0 && owner.writing.size === 0 && this.owners.get(key) === owner)
      this.owners.delete(key);
  }
}
