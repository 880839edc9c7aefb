import { API_MESSAGES } from '@contract/messages';
import { ServiceError, type ServiceFailureAnswer } from '../http-error';

/** Where file bytes live: local disk by default, S3-compatible when configured. */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Resolves when the storage answers (the health check); optional for test doubles. */
  ping?(): Promise<void>;
}

export class StorageError extends ServiceError {
  /** What failed: storing a file (the default), or reading one back. */
  readonly operation: 'write' | 'read';

  constructor(message: string, options?: { cause?: unknown; operation?: 'write' | 'read' }) {
    super(message, options);
    this.name = 'StorageError';
    this.operation = options?.operation ?? 'write';
  }

  answer(): ServiceFailureAnswer {
    return {
      status: 503,
      message:
        this.operation === 'read' ? API_MESSAGES.storageReadFailed : API_MESSAGES.storageFailed,
      logLevel: 'error',
      logMessage: 'storage failed',
    };
  }
}
