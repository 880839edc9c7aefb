import { API_MESSAGES } from '@contract/messages';
// @vitest-environment node
// Node's own FormData keeps uploaded file names; jsdom's loses them on the way to MSW.
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@contract/constants';
import { absoluteApiBaseUrl } from '@/config/env';
import { getDb } from '../db';
import { callMockApi, postForm } from '../test-client';

const ANN = 'ann@example.com';

const png = (name: string, size = 4) =>
  new File([new Uint8Array(size).fill(7)], name, { type: 'image/png' });

function form(fields: Record<string, string | File | File[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
  }
  return data;
}

describe('POST /upload', () => {
  it('stores the file and answers with its /media URL and its name', async () => {
    const answer = await postForm(
      '/upload',
      form({
        file: new File(['hello'], 'logo.png', { type: 'image/png' }),
        user_email: ANN,
        file_type: 'logo',
      }),
    );
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.png$/),
        filename: 'logo.png',
      },
    });
    const served = await fetch(new URL(String(answer.body.url), absoluteApiBaseUrl()));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await served.text()).toBe('hello');
    expect(getDb().snapshot().uploads).toEqual([
      {
        owner: ANN,
        kind: 'logo',
        url: answer.body.url,
        filename: 'logo.png',
        id: 'file_1',
        size: 5,
        contentType: 'image/png',
        createdAt: expect.any(String) as string,
      },
    ]);
  });

  it('files the upload under user_email, else google_id, else facebook_id', async () => {
    await postForm(
      '/upload',
      form({ file: png('a.png'), google_id: 'g-1', facebook_id: 'f-1', file_type: 'logo' }),
    );
    await postForm(
      '/upload',
      form({ file: png('b.png'), facebook_id: 'f-1', file_type: 'post_image' }),
    );
    await postForm(
      '/upload',
      form({ file: png('c.png'), facebook_id: 'f-1', user_email: ANN, file_type: 'logo' }),
    );
    expect(
      getDb()
        .snapshot()
        .uploads.map(({ owner, kind }) => `${owner}:${kind}`),
    ).toEqual(['g-1:logo', 'f-1:post_image', `${ANN}:logo`]);
  });

  it('answers 400 without a file', async () => {
    const answer = await postForm('/upload', form({ user_email: ANN, file_type: 'logo' }));
    expect(answer).toEqual({ status: 400, body: { success: false, error: API_MESSAGES.noFile } });
  });

  it('answers 400 when the file field holds text', async () => {
    const answer = await postForm(
      '/upload',
      form({ file: 'logo.png', user_email: ANN, file_type: 'logo' }),
    );
    expect(answer.body.error).toBe(API_MESSAGES.noFile);
  });

  it('answers 400 without a user identifier', async () => {
    const answer = await postForm(
      '/upload',
      form({ file: png('a.png'), file_type: 'logo', user_email: '  ' }),
    );
    expect(answer).toEqual({
      status: 400,
      body: { success: false, error: API_MESSAGES.noIdentifier },
    });
  });

  it.each([['photo'], ['avatar'], ['']])('answers 400 for file_type "%s"', async (fileType) => {
    const answer = await postForm(
      '/upload',
      form({ file: png('a.png'), user_email: ANN, file_type: fileType }),
    );
    expect(answer).toEqual({
      status: 400,
      body: { success: false, error: API_MESSAGES.fileTypeInvalid },
    });
  });

  it('answers 400 to a JSON body', async () => {
    const answer = await callMockApi('POST', '/upload', { file: 'x' });
    expect(answer.status).toBe(400);
  });

  it('accepts exactly 10 MB and refuses one byte more with 413', async () => {
    const fits = await postForm(
      '/upload',
      form({ file: png('big.png', MAX_UPLOAD_BYTES), user_email: ANN, file_type: 'post_image' }),
    );
    expect(fits.status).toBe(200);
    const tooBig = await postForm(
      '/upload',
      form({
        file: png('huge.png', MAX_UPLOAD_BYTES + 1),
        user_email: ANN,
        file_type: 'post_image',
      }),
    );
    expect(tooBig).toEqual({
      status: 413,
      body: { success: false, error: API_MESSAGES.fileTooLarge },
    });
    expect(getDb().snapshot().uploads).toHaveLength(1);
  });
});

describe('POST /upload-multiple', () => {
  it('stores every file as a photo and answers with their URLs and names', async () => {
    const answer = await postForm(
      '/upload-multiple',
      form({ files: [png('shop.png'), png('team.png')], user_email: ANN, file_type: 'photo' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      files: [
        { url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.png$/), filename: 'shop.png' },
        { url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.png$/), filename: 'team.png' },
      ],
    });
    expect(getDb().uploadsOf([ANN], 'photo')).toHaveLength(2);
  });

  it('answers 400 without files', async () => {
    const answer = await postForm(
      '/upload-multiple',
      form({ user_email: ANN, file_type: 'photo' }),
    );
    expect(answer).toEqual({ status: 400, body: { success: false, error: API_MESSAGES.noFile } });
  });

  it('answers 400 without a user identifier', async () => {
    const answer = await postForm(
      '/upload-multiple',
      form({ files: [png('a.png')], file_type: 'photo' }),
    );
    expect(answer.body.error).toBe(API_MESSAGES.noIdentifier);
  });

  it('answers 400 unless file_type is photo', async () => {
    const answer = await postForm(
      '/upload-multiple',
      form({ files: [png('a.png')], user_email: ANN, file_type: 'logo' }),
    );
    expect(answer).toEqual({
      status: 400,
      body: { success: false, error: 'file_type must be photo' },
    });
  });

  it('refuses the whole batch with 413 when one file is over 10 MB', async () => {
    const answer = await postForm(
      '/upload-multiple',
      form({
        files: [png('a.png'), png('huge.png', MAX_UPLOAD_BYTES + 1)],
        user_email: ANN,
        file_type: 'photo',
      }),
    );
    expect(answer.status).toBe(413);
    expect(getDb().snapshot().uploads).toEqual([]);
  });
});

describe('upload sentinels', () => {
  it('fails an upload whose file name carries fail-upload', async () => {
    const answer = await postForm(
      '/upload',
      form({ file: png('logo-fail-upload.png'), user_email: ANN, file_type: 'logo' }),
    );
    expect(answer).toEqual({
      status: 500,
      body: { success: false, error: 'Simulated upload failure' },
    });
  });

  it('fails a photo batch whose identifier carries fail-photos', async () => {
    const answer = await postForm(
      '/upload-multiple',
      form({
        files: [png('a.png')],
        user_email: 'ann+fail-photos@example.com',
        file_type: 'photo',
      }),
    );
    expect(answer.body.error).toBe('Simulated photos failure');
  });
});
