import { TransportError } from '@formwork/runtime';
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

  it('marks a refusal the shell client has shown, so a widget does not show it a second time', async () => {
    const adapter = async (config: unknown) => ({
      data: { code: 400, msg: '文件类型不允许' },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
    http.defaults.adapter = adapter as unknown as typeof http.defaults.adapter;
    const refusal = await shellTransport({ method: 'GET', url: '/api/file/chunk' }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(TransportError);
    expect(refusal).toMatchObject({ code: 400, message: '文件类型不允许', shown: true });
  });
});
