import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('where the server listens', () => {
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
  });

  it('listens on every interface when a deployment sets HOST=0.0.0.0', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});
