import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, isApiError } from './api-error';

const texts = { network: 'An error occurred during login. Please try again.' };

describe('ApiError', () => {
  it('is an Error with its kind, status and cause', () => {
    const cause = new Error('socket hang up');
    const error = new ApiError('network', 'Network error', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error).toMatchObject({ kind: 'network', status: null, cause });
    expect(error.isNetworkError).toBe(true);
  });

  it('keeps the status of a server answer', () => {
    const error = new ApiError('server', 'Draft not found', { status: 404 });
    expect(error.status).toBe(404);
    expect(error.isNetworkError).toBe(false);
  });

  it('is recognised by isApiError, other errors are not', () => {
    expect(isApiError(new ApiError('client', 'x'))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ kind: 'server', message: 'x' })).toBe(false);
  });
});

describe('errorMessage', () => {
  it('shows the server’s own text as is', () => {
    expect(errorMessage(new ApiError('server', 'Invalid email or password'), texts)).toBe(
      'Invalid email or password',
    );
  });

  it('shows the screen’s text for a network failure', () => {
    expect(errorMessage(new ApiError('network', 'Network error'), texts)).toBe(texts.network);
  });

  it('shows the message of a call that could not be made', () => {
    expect(errorMessage(new ApiError('client', 'No user identification found'), texts)).toBe(
      'No user identification found',
    );
  });

  it('uses the fallback for errors that are not ApiErrors', () => {
    expect(errorMessage(new TypeError('x is undefined'), { ...texts, fallback: 'Failed' })).toBe(
      'Failed',
    );
  });

  it('uses the network text when there is no fallback', () => {
    expect(errorMessage('something', texts)).toBe(texts.network);
  });
});
