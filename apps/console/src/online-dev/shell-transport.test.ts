import { http } from '@formwork/shell';
import { afterEach, describe, expect, it } from 'vitest';
import { shellTransport } from './shell-transport.js';

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
});

describe('the runtime transport over the shell client', () => {
  it("passes an upload's progress through, so a chunk's bar moves while it is sent", async () => {
    // Stands in for the network: reports two steps of the body going out, then answers.
    const adapter = async (config: { onUploadProgress?: (event: { loaded: number }) => void }) => {
      config.onUploadProgress?.({ loaded: 1024 });
      config.onUploadProgress?.({ loaded: 4096 });
      return {
        data: { code: 200, msg: 'Success', data: { merge: false } },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    http.defaults.adapter = adapter as unknown as typeof http.defaults.adapter;
    const seen: number[] = [];
    const answer = await shellTransport<{ merge: boolean }>({
      method: 'POST',
      url: '/api/file/chunk',
      data: new FormData(),
      onUploadProgress: (loaded) => seen.push(loaded),
    });
    expect(answer).toEqual({ merge: false });
    expect(seen).toEqual([1024, 4096]);
  });
});
