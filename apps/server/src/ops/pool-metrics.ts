/** What the metrics read of a node-postgres Pool. */
export interface PoolLike {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly ending?: boolean;
}

const pools = new Set<PoolLike>();

/**
 * Makes a database pool's use visible in the metrics. The pool is handed over by whoever
 * creates it; one that is ending is forgotten at the next reading.
 */
export function trackPool(pool: PoolLike): void {
  pools.add(pool);
}

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** The use of every live pool of this process, summed: a server holds one. */
export function poolUse(): PoolUse {
  const use = { total: 0, idle: 0, waiting: 0 };
  for (const pool of pools) {
    if (pool.ending) {
      pools.delete(pool);
      continue;
    }
    use.total += pool.totalCount;
    use.idle += pool.idleCount;
    use.waiting += pool.waitingCount;
  }
  return use;
}

/** Whether any pool has been handed over, so the metrics can omit figures they do not have. */
export function poolsTracked(): boolean {
  return pools.size > 0;
}
