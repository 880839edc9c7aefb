import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@contract/constants';

/** Raised when a route's code chunk takes longer than the 120 seconds of product.md §9 to load. */
export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`Loading part of the app took longer than ${Math.round(timeoutMs / 1000)} seconds.`);
  }
}

export function withTimeout<T>(promise: Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A React Router `lazy` for a route module whose default export is its screen. */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const module = await withTimeout(load());
    return { Component: module.default };
  };
}
