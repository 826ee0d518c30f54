import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { RedisPresence } from './redis-presence.js';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('presence across instances in Redis', () => {
  const connections: Redis[] = [];
  const presences: RedisPresence[] = [];
  const instance = (namespace: string, options?: ConstructorParameters<typeof RedisPresence>[2]) => {
    const redis = new Redis(redisUrl as string);
    connections.push(redis);
    const presence = new RedisPresence(redis, namespace, options);
    presences.push(presence);
    return { redis, presence };
  };
  afterEach(async () => {
    for (const presence of presences.splice(0)) await presence.close().catch(() => {});
    for (const redis of connections.splice(0)) redis.disconnect();
  });
  const namespace = () => `test:${randomBytes(6).toString('hex')}`;

  it('counts a user online from their first socket on any instance to their last on every one', async () => {
    const space = namespace();
    const a = instance(space).presence;
    const b = instance(space).presence;
    expect(await a.socketOpened('u1')).toBe(true);
    expect(await b.socketOpened('u1')).toBe(false);
    expect(await a.socketOpened('u1')).toBe(false);
    expect((await b.onlineUsers()).sort()).toEqual(['u1']);
    expect(await a.socketClosed('u1')).toBe(false);
    expect(await a.socketClosed('u1')).toBe(false);
    expect(await b.socketClosed('u1')).toBe(true);
    expect(await a.onlineUsers()).toEqual([]);
  });

  it('never announces a user twice, or not at all, when instances open their sockets at once', async () => {
    const space = namespace();
    const a = instance(space).presence;
    const b = instance(space).presence;
    for (let round = 0; round < 20; round++) {
      const user = `racer${round}`;
      const firsts = await Promise.all([a.socketOpened(user), b.socketOpened(user)]);
      expect(firsts.filter(Boolean)).toHaveLength(1);
      const lasts = await Promise.all([a.socketClosed(user), b.socketClosed(user)]);
      expect(lasts.filter(Boolean)).toHaveLength(1);
    }
  });

  it('takes offline the users of an instance that died, once its time to live runs out', async () => {
    const space = namespace();
    const dying = instance(space, { ttlMs: 300, renewMs: 100 });
    const living = instance(space, { ttlMs: 300, renewMs: 60_000 }).presence;
    await dying.presence.socketOpened('alone');
    await dying.presence.socketOpened('shared');
    await living.socketOpened('shared');
    const vanished: string[][] = [];
    living.onVanished((users) => vanished.push(users));
    // A kill: the connection drops and nothing renews the instance again.
    dying.redis.disconnect();
    expect(await living.onlineUsers()).toEqual(expect.arrayContaining(['alone', 'shared']));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await living.check();
    expect(vanished).toEqual([['alone']]);
    expect(await living.onlineUsers()).toEqual(['shared']);
  });

  it('keeps the users of one namespace out of another', async () => {
    const a = instance(namespace()).presence;
    const b = instance(namespace()).presence;
    await a.socketOpened('u1');
    expect(await b.onlineUsers()).toEqual([]);
    expect(await b.socketOpened('u1')).toBe(true);
  });
});
