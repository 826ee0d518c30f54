import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Presence } from './presence.js';

// Each instance keeps, in Redis, a hash of its own users and their socket counts, and a key
// saying it is alive that it renews every few seconds. A user is online while some live
// instance's hash holds them. Every change runs as one script, so two instances opening or
// closing the same user's sockets at once can never both (or neither) announce it. An instance
// that dies stops renewing; the first live instance to notice removes its hash and announces
// the users that leaves with no socket anywhere, so nobody stays online behind a dead server.

/** Keys: instances set; alive:<id> with a time to live; sockets:<id> hash user -> count. */
const LIVE_ELSEWHERE = `
local function liveElsewhere(prefix, me, user)
  for _, id in ipairs(redis.call('SMEMBERS', prefix .. ':instances')) do
    if id ~= me and redis.call('EXISTS', prefix .. ':alive:' .. id) == 1
      and redis.call('HEXISTS', prefix .. ':sockets:' .. id, user) == 1 then return true end
  end
  return false
end
`;

/** ARGV: prefix, instance, user, delta (+1 or -1), ttl ms. Answers 1 when the user's presence changed. */
const CHANGE = `${LIVE_ELSEWHERE}
local prefix, me, user, delta, ttl = ARGV[1], ARGV[2], ARGV[3], tonumber(ARGV[4]), ARGV[5]
local mine = prefix .. ':sockets:' .. me
redis.call('SADD', prefix .. ':instances', me)
redis.call('SET', prefix .. ':alive:' .. me, '1', 'PX', ttl)
local n = redis.call('HINCRBY', mine, user, delta)
if n <= 0 then redis.call('HDEL', mine, user) end
if (delta > 0 and n ~= 1) or (delta < 0 and n ~= 0) then return 0 end
if liveElsewhere(prefix, me, user) then return 0 end
return 1
`;

/**
 * ARGV: prefix, instance, ttl ms, then user, count pairs. Renews this instance and, should Redis
 * have lost its hash (a restart), writes it again from the instance's own counts.
 */
const RENEW = `
local prefix, me, ttl = ARGV[1], ARGV[2], ARGV[3]
redis.call('SADD', prefix .. ':instances', me)
redis.call('SET', prefix .. ':alive:' .. me, '1', 'PX', ttl)
local mine = prefix .. ':sockets:' .. me
if #ARGV > 3 and redis.call('EXISTS', mine) == 0 then
  for i = 4, #ARGV, 2 do redis.call('HSET', mine, ARGV[i], ARGV[i + 1]) end
end
return 0
`;

/**
 * ARGV: prefix, instance, and 'self' to remove this instance (closing) or 'dead' to remove
 * instances that stopped renewing. Answers the users left with no socket on any live instance.
 */
const REMOVE = `${LIVE_ELSEWHERE}
local prefix, me, which = ARGV[1], ARGV[2], ARGV[3]
local removed = {}
for _, id in ipairs(redis.call('SMEMBERS', prefix .. ':instances')) do
  local dead = redis.call('EXISTS', prefix .. ':alive:' .. id) == 0
  if (which == 'self' and id == me) or (which == 'dead' and id ~= me and dead) then
    for _, user in ipairs(redis.call('HKEYS', prefix .. ':sockets:' .. id)) do removed[user] = true end
    redis.call('DEL', prefix .. ':sockets:' .. id, prefix .. ':alive:' .. id)
    redis.call('SREM', prefix .. ':instances', id)
  end
end
local gone = {}
for user in pairs(removed) do
  -- The removed instances are gone from the set: any instance holding the user now, this one
  -- included, keeps them online.
  if not liveElsewhere(prefix, '', user) then table.insert(gone, user) end
end
return gone
`;

/** ARGV: prefix. Every user in some live instance's hash. */
const ONLINE = `
local prefix = ARGV[1]
local seen, users = {}, {}
for _, id in ipairs(redis.call('SMEMBERS', prefix .. ':instances')) do
  if redis.call('EXISTS', prefix .. ':alive:' .. id) == 1 then
    for _, user in ipairs(redis.call('HKEYS', prefix .. ':sockets:' .. id)) do
      if not seen[user] then seen[user] = true; table.insert(users, user) end
    end
  end
end
return users
`;

type Scripts = {
  presenceChange(...args: (string | number)[]): Promise<number>;
  presenceRenew(...args: (string | number)[]): Promise<number>;
  presenceRemove(...args: (string | number)[]): Promise<string[]>;
  presenceOnline(...args: (string | number)[]): Promise<string[]>;
};

export interface RedisPresenceOptions {
  /** How long an instance that stops renewing still counts as alive. */
  ttlMs?: number;
  /** How often an instance renews itself and looks for dead ones. */
  renewMs?: number;
}

export class RedisPresence implements Presence {
  readonly #redis: Redis & Scripts;
  readonly #prefix: string;
  readonly #instance = randomUUID();
  readonly #ttlMs: number;
  /** This instance's own counts, to write its hash again should Redis lose it. */
  readonly #counts = new Map<string, number>();
  readonly #vanishedListeners = new Set<(userIds: string[]) => void>();
  readonly #timer: NodeJS.Timeout;
  #closed = false;

  constructor(
    redis: Redis,
    namespace: string,
    { ttlMs = 30_000, renewMs = 5_000 }: RedisPresenceOptions = {},
  ) {
    this.#prefix = `formwork:${namespace}:presence`;
    this.#ttlMs = ttlMs;
    redis.defineCommand('presenceChange', { numberOfKeys: 0, lua: CHANGE });
    redis.defineCommand('presenceRenew', { numberOfKeys: 0, lua: RENEW });
    redis.defineCommand('presenceRemove', { numberOfKeys: 0, lua: REMOVE });
    redis.defineCommand('presenceOnline', { numberOfKeys: 0, lua: ONLINE });
    this.#redis = redis as Redis & Scripts;
    this.#timer = setInterval(() => void this.#renew().catch(() => {}), renewMs);
    this.#timer.unref();
  }

  async #renew(): Promise<void> {
    const pairs = [...this.#counts].flat();
    await this.#redis.presenceRenew(this.#prefix, this.#instance, this.#ttlMs, ...pairs);
    const gone = await this.#redis.presenceRemove(this.#prefix, this.#instance, 'dead');
    if (gone.length) for (const listener of this.#vanishedListeners) listener(gone);
  }

  /** Renews now and looks for dead instances now, rather than at the next tick. */
  check(): Promise<void> {
    return this.#renew();
  }

  async socketOpened(userId: string): Promise<boolean> {
    this.#counts.set(userId, (this.#counts.get(userId) ?? 0) + 1);
    return (await this.#redis.presenceChange(this.#prefix, this.#instance, userId, 1, this.#ttlMs)) === 1;
  }

  async socketClosed(userId: string): Promise<boolean> {
    const count = (this.#counts.get(userId) ?? 0) - 1;
    if (count > 0) this.#counts.set(userId, count);
    else this.#counts.delete(userId);
    return (await this.#redis.presenceChange(this.#prefix, this.#instance, userId, -1, this.#ttlMs)) === 1;
  }

  onlineUsers(): Promise<string[]> {
    return this.#redis.presenceOnline(this.#prefix);
  }

  onVanished(listener: (userIds: string[]) => void): () => void {
    this.#vanishedListeners.add(listener);
    return () => this.#vanishedListeners.delete(listener);
  }

  async close(): Promise<string[]> {
    if (this.#closed) return [];
    this.#closed = true;
    clearInterval(this.#timer);
    this.#vanishedListeners.clear();
    this.#counts.clear();
    return this.#redis.presenceRemove(this.#prefix, this.#instance, 'self');
  }
}
