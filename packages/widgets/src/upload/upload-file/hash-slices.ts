import SparkMD5 from 'spark-md5';

/** Spec widgets-admin 9: files are read and hashed 10,240,000 bytes at a time. */
export const HASH_SLICE_SIZE = 10_240_000;

/**
 * The file's md5 (hex), read one slice at a time so a large file never sits in memory whole.
 * `onProgress` hears the share hashed, 0 to 1. Rejects when the file cannot be read.
 */
export async function md5InSlices(
  file: Blob,
  onProgress?: (share: number) => void,
  sliceSize: number = HASH_SLICE_SIZE,
): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer();
  const read = (start: number) => bytesOf(file.slice(start, start + sliceSize));
  let reading = file.size > 0 ? read(0) : null;
  for (let start = 0; reading; start += sliceSize) {
    const bytes = await reading;
    // The next slice is read from disk while this one is hashed.
    reading = start + sliceSize < file.size ? read(start + sliceSize) : null;
    spark.append(bytes);
    onProgress?.(Math.min(1, (start + sliceSize) / file.size));
  }
  return spark.end();
}

/** A Blob's bytes; jsdom's Blob may lack arrayBuffer(), FileReader it has (so has a worker). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}
