import { describe, expect, it } from 'vitest';
import { createSemaphore } from '../src/media/concurrency';

/** A promise and the function that settles it. */
function gate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, resolve: open };
}

describe('createSemaphore', () => {
  it('runs at most `limit` tasks at once and the rest in order', async () => {
    const slots = createSemaphore(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 5 }, gate);
    const tasks = gates.map((gate, index) =>
      slots.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(index);
        await gate.promise;
        running -= 1;
      }),
    );
    expect([slots.active, slots.waiting]).toEqual([2, 3]);
    for (const gate of gates) {
      gate.resolve();
      await Promise.resolve();
    }
    await Promise.all(tasks);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it('keeps a slot until its holder releases it, and releasing twice frees one slot', async () => {
    const slots = createSemaphore(1);
    const release = await slots.acquire();
    let second = false;
    const next = slots.acquire().then((done) => {
      second = true;
      return done;
    });
    await Promise.resolve();
    expect(second).toBe(false);
    release();
    release();
    (await next)();
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });
});
