import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAILED_TTL_MS, fetchRecords, OPTIONS_TTL_MS } from './option-cache.js';
import { DICTIONARIES, interfaceUrl, optionServer, selectorUrl } from './testing.js';

const sex = { kind: 'dictionary', dictionaryType: 'sex' } as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('the options cache', () => {
  it('shares one request among callers and answers from memory until the TTL passes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const server = optionServer();
    const answers = await Promise.all([1, 2, 3].map(() => fetchRecords(server.transport, sex)));
    expect(answers).toEqual([DICTIONARIES.sex, DICTIONARIES.sex, DICTIONARIES.sex]);
    await fetchRecords(server.transport, sex);
    expect(server.matching('GET', selectorUrl('sex'))).toHaveLength(1);

    vi.advanceTimersByTime(OPTIONS_TTL_MS + 1);
    await fetchRecords(server.transport, sex);
    expect(server.matching('GET', selectorUrl('sex'))).toHaveLength(2);
  });

  it('keeps each transport apart', async () => {
    const [one, two] = [optionServer(), optionServer()];
    await fetchRecords(one.transport, sex);
    await fetchRecords(two.transport, sex);
    expect(two.matching('GET', selectorUrl('sex'))).toHaveLength(1);
  });

  it('answers empty for a failure or an answer without rows, and asks again only after a while', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const server = optionServer();
    const missing = { kind: 'dictionary', dictionaryType: 'missing' } as const;
    expect(await fetchRecords(server.transport, missing)).toEqual([]);
    expect(await fetchRecords(server.transport, missing)).toEqual([]);
    expect(server.matching('GET', selectorUrl('missing'))).toHaveLength(1);
    vi.advanceTimersByTime(FAILED_TTL_MS + 1);
    await fetchRecords(server.transport, missing);
    expect(server.matching('GET', selectorUrl('missing'))).toHaveLength(2);

    expect(await fetchRecords(server.transport, { kind: 'dynamic', propsUrl: 'notRows' })).toEqual([]);
    expect(server.matching('GET', interfaceUrl('notRows'))).toHaveLength(1);
  });
});
