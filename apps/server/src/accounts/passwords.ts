import { hash, verify } from '@node-rs/argon2';

/**
 * Clients send md5(password); only a slow argon2id hash of that md5 is stored, so a leaked table
 * yields neither the password nor the md5 that would sign in.
 */
export const hashPassword = (md5: string) => hash(md5.toLowerCase());

export const verifyPassword = (stored: string, md5: string) => verify(stored, md5.toLowerCase());

let dummyHash: Promise<string> | undefined;

/** Spends the time a real check takes, so an unknown account cannot be told apart by speed. */
export async function verifyAgainstNothing(md5: string): Promise<false> {
  dummyHash ??= hashPassword('0'.repeat(32));
  await verify(await dummyHash, md5.toLowerCase());
  return false;
}
