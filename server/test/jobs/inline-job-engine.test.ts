import { describe, expect, it } from 'vitest';
import { createInlineJobEngine } from '../../src/jobs/inline-job-engine';

describe('the inline job engine', () => {
  it('runs each sent job once, after send returns, and drain waits for jobs sent by jobs', async () => {
    const engine = createInlineJobEngine();
    const seen: string[] = [];
    await engine.work<{ step: string }>('steps', async ({ step }) => {
      seen.push(step);
      if (step === 'first') await engine.send('steps', { step: 'second' });
    });
    const id = await engine.send('steps', { step: 'first' });
    expect(id).not.toBeNull();
    expect(seen).toEqual([]);
    await engine.drain();
    expect(seen).toEqual(['first', 'second']);
  });

  it('keeps one job per singleton key while it is queued, and a new one after it ran', async () => {
    const engine = createInlineJobEngine();
    let runs = 0;
    await engine.work('once', () => {
      runs += 1;
      return Promise.resolve();
    });
    expect(await engine.send('once', {}, { singletonKey: 'k' })).not.toBeNull();
    expect(await engine.send('once', {}, { singletonKey: 'k' })).toBeNull();
    await engine.drain();
    expect(runs).toBe(1);
    expect(await engine.send('once', {}, { singletonKey: 'k' })).not.toBeNull();
    await engine.drain();
    expect(runs).toBe(2);
  });

  it('runs a scheduled queue on demand, a failing job does not stop the others, and stop refuses new jobs', async () => {
    const engine = createInlineJobEngine();
    const ran: string[] = [];
    await engine.work('cleanup', () => {
      ran.push('cleanup');
      return Promise.resolve();
    });
    await engine.work('broken', () => Promise.reject(new Error('boom')));
    await engine.schedule('cleanup', '0 * * * *');
    await engine.send('broken', {});
    await engine.runScheduled('cleanup');
    await engine.drain();
    expect(ran).toEqual(['cleanup']);
    await expect(engine.runScheduled('broken')).rejects.toThrow('no schedule');
    await engine.stop();
    await expect(engine.send('cleanup', {})).rejects.toThrow('stopped');
  });
});
