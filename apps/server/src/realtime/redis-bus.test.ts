import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from './events.js';
import { RedisBus } from './redis-bus.js';

const redisUrl = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(redisUrl)('the realtime bus over Redis', () => {
  const buses: RedisBus[] = [];
  const connect = async (namespace: string) => {
    const bus = await RedisBus.connect(redisUrl as string, namespace);
    buses.push(bus);
    const heard: RealtimeEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    return { bus, heard };
  };
  afterEach(async () => {
    for (const bus of buses.splice(0)) await bus.close();
  });
  const presence = (userId: string): RealtimeEvent => ({ kind: 'presence', userId, online: true });

  it('every instance hears each event once, all in the same order, the publisher included', async () => {
    // The same order everywhere: a user going online on one instance and offline on another must
    // end offline on every instance, so no instance may hear its own events ahead of the rest.
    const namespace = `test:${randomBytes(6).toString('hex')}`;
    const a = await connect(namespace);
    const b = await connect(namespace);
    const other = await connect(`${namespace}:other`);
    const published = [presence('u1'), presence('u2')];
    await Promise.all(published.map((event) => a.bus.publish(event)));
    await b.bus.publish(presence('u3'));
    await sleep(300);
    expect(a.heard).toEqual([...published, presence('u3')]);
    expect(b.heard).toEqual([...published, presence('u3')]);
    // Another database's servers share the Redis but never hear these.
    expect(other.heard).toEqual([]);
  });

  it('passes over what others publish on the channel that is not a list of events', async () => {
    const namespace = `test:${randomBytes(6).toString('hex')}`;
    const a = await connect(namespace);
    const stranger = new Redis(redisUrl as string);
    try {
      await stranger.publish(`formwork:${namespace}:realtime`, 'hello');
      await stranger.publish(`formwork:${namespace}:realtime`, '{"kind":"presence"}');
      await a.bus.publish(presence('u1'));
      await sleep(300);
      expect(a.heard).toEqual([presence('u1')]);
    } finally {
      stranger.disconnect();
    }
  });
});
