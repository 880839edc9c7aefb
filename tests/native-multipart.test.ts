// Runs under jsdom, as the app's tests do: the forms below go through Node's fetch classes
// with jsdom's File in the global scope, which Node 24 alone trips over (see native-multipart.ts).
import { describe, expect, it } from 'vitest';

const jsdomFile = globalThis.File;

function uploadRequest() {
  const form = new FormData();
  form.append('file', new File(['png'], 'bread.png', { type: 'image/png' }));
  form.append('user_email', 'ann@example.com');
  return new Request('http://localhost/upload', { method: 'POST', body: form });
}

describe('multipart bodies in the jsdom test environment', () => {
  it('sends a file with its bytes and reads it back', async () => {
    const form = await uploadRequest().formData();
    const file = form.get('file');
    expect(file).not.toBeTypeOf('string');
    expect(await (file as Blob).text()).toBe('png');
    expect((file as Blob).type).toBe('image/png');
    expect(form.get('user_email')).toBe('ann@example.com');
  });

  it('reads a request and its clone at the same time', async () => {
    const request = uploadRequest();
    const forms = await Promise.all([request.clone().formData(), request.formData()]);
    for (const form of forms) expect((form.get('file') as Blob).size).toBe(3);
  });

  it('reads a multipart Response too', async () => {
    const request = uploadRequest();
    const form = await new Response(request.body, { headers: request.headers }).formData();
    expect((form.get('file') as Blob).size).toBe(3);
  });

  it('leaves jsdom’s File in the global scope afterwards', async () => {
    await Promise.all([uploadRequest().formData(), uploadRequest().formData()]);
    expect(globalThis.File).toBe(jsdomFile);
    expect(new File(['a'], 'a.txt')).toBeInstanceOf(window.File);
  });
});
