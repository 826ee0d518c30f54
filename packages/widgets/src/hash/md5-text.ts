import { md5 } from 'hash-wasm';

/** The lower-case md5 hex of a text's UTF-8 bytes, as passwords travel to the server. */
export const md5OfText = (text: string): Promise<string> => md5(text);
