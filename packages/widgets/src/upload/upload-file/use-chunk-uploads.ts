import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataProvider, StoredFile } from '../../data-provider/types.js';
import { ChunkUpload, type UploadSnapshot } from './chunk-upload.js';
import { hashFile } from './hash-file.js';

/** A file on its way, as the list shows it. */
export interface UploadTask extends UploadSnapshot {
  key: string;
  name: string;
  size: number;
}

export interface ChunkUploadsOptions {
  provider: DataProvider;
  onDone: (file: File, stored: StoredFile) => void;
  onRefused: (message: string, shown: boolean) => void;
  onUnreadable: () => void;
  /** Replaces the worker hashing (stories that must not spin a worker); the md5 of the file. */
  hash?: (file: Blob) => Promise<string>;
}

let nextKey = 0;

/**
 * The uploads under way and their controls. A finished, refused or unreadable upload leaves the
 * list (the finished one is in the value by then); one that failed stays, to be retried.
 */
export function useChunkUploads({ provider, onDone, onRefused, onUnreadable, hash }: ChunkUploadsOptions) {
  const [tasks, setTasks] = useState<UploadTask[]>([]);
  const uploads = useRef(new Map<string, ChunkUpload>());
  const latest = useRef({ onDone, onRefused, onUnreadable });
  latest.current = { onDone, onRefused, onUnreadable };

  const drop = useCallback((key: string) => {
    uploads.current.get(key)?.cancel();
    uploads.current.delete(key);
    setTasks((current) => current.filter((task) => task.key !== key));
  }, []);

  const add = useCallback(
    (file: File) => {
      nextKey += 1;
      const key = `upload-${nextKey}`;
      const upload = new ChunkUpload(file, provider, hash ?? ((blob) => hashFile(blob)), {
        onChange: (snapshot) =>
          setTasks((current) => current.map((task) => (task.key === key ? { ...task, ...snapshot } : task))),
        onDone: (stored) => {
          drop(key);
          latest.current.onDone(file, stored);
        },
        onRefused: (message, shown) => {
          drop(key);
          latest.current.onRefused(message, shown);
        },
        onUnreadable: () => {
          drop(key);
          latest.current.onUnreadable();
        },
      });
      uploads.current.set(key, upload);
      setTasks((current) => [...current, { key, name: file.name, size: file.size, ...upload.state }]);
      void upload.start();
    },
    [provider, hash, drop],
  );

  // Leaving the form stops every upload; the chunks sent stay on the server for a later resume.
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const upload of running.values()) upload.cancel();
      running.clear();
    };
  }, []);

  const control = useCallback((key: string, action: 'pause' | 'resume' | 'retry') => {
    const upload = uploads.current.get(key);
    if (!upload) return;
    if (action === 'pause') upload.pause();
    else void upload[action]();
  }, []);

  return { tasks, add, remove: drop, control };
}
