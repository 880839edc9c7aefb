import { describe, expect, it } from 'vitest';
import { addUser, login } from './api';

describe('smoke', () => {
  it('signs up then logs in', async () => {
    const created = await addUser({ email: 'a@example.com', password: 'pw' });
    expect(created.email).toBe('a@example.com');
    const user = await login({ email: 'a@example.com', password: 'pw' });
    expect(user.email).toBe('a@example.com');
    await expect(login({ email: 'a@example.com', password: 'nope' })).rejects.toMatchObject({
      kind: 'server',
      message: 'Invalid email or password',
    });
    await expect(
      login({ email: 'a+offline-login@example.com', password: 'x' }),
    ).rejects.toMatchObject({
      kind: 'network',
    });
  });
});
