/**
 * At most `limit` tasks at once; the others wait their turn in order. `acquire` gives
 * a release function, so a slot can be held beyond the task's promise (a drawing process
 * that outlives its caller's timeout keeps its slot until it has really ended).
 */
export function createSemaphore(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };

  const acquire = (): Promise<() => void> => {
    let released = false;
    const once = () => {
      if (released) return;
      released = true;
      release();
    };
    if (active < limit) {
      active += 1;
      return Promise.resolve(once);
    }
    return new Promise((resolve) => waiting.push(() => resolve(once)));
  };

  return {
    acquire,
    async run<T>(task: () => Promise<T>): Promise<T> {
      const done = await acquire();
      try {
        return await task();
      } finally {
        done();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type Semaphore = ReturnType<typeof createSemaphore>;
