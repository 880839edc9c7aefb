import { describe, expect, it } from 'vitest';
import { addressForPeople, loadConfig } from '../src/config';

describe('where the server listens', () => {
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
  });

  it('listens on every interface when a deployment sets HOST=0.0.0.0', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('tells a person the address to open', () => {
    expect(addressForPeople('127.0.0.1', 3000)).toBe('http://localhost:3000');
    expect(addressForPeople('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(addressForPeople('192.168.1.20', 3000)).toBe('http://192.168.1.20:3000');
    expect(addressForPeople('fd00::5', 3000)).toBe('http://[fd00::5]:3000');
  });
});
