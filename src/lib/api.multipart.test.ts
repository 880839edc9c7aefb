// @vitest-environment node
// Uploads as a browser sends them, file names included: jsdom's FormData loses the
// names on the way to MSW, Node's keeps them, and the form api.ts builds is the same.
import { describe, expect, it, onTestFinished } from 'vitest';
import { server } from '@/mocks/node';
import { uploadFile, uploadFiles } from './api';
import { ApiError } from './api-error';

const ANN = 'ann@example.com';

const png = (name: string, size = 8) =>
  new File([new Uint8Array(size).fill(1)], name, { type: 'image/png' });

function recordForms() {
  const forms: Promise<FormData>[] = [];
  const listener = ({ request }: { request: Request }) => {
    forms.push(request.clone().formData());
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return forms;
}

describe('uploads with file names', () => {
  it('sends the file under its own name and returns that name', async () => {
    const forms = recordForms();
    const uploaded = await uploadFile(png('croissant.png'), { user_email: ANN }, 'post_image');
    expect(uploaded.filename).toBe('croissant.png');
    const form = await forms[0];
    expect((form?.get('file') as File).name).toBe('croissant.png');
  });

  it('sends every photo under its own name', async () => {
    const forms = recordForms();
    const uploaded = await uploadFiles([png('shop.png'), png('team.png')], { user_email: ANN });
    expect(uploaded.map((file) => file.filename)).toEqual(['shop.png', 'team.png']);
    const form = await forms[0];
    expect(form?.getAll('files').map((file) => (file as File).name)).toEqual([
      'shop.png',
      'team.png',
    ]);
  });

  it('reaches the upload sentinel through the file name', async () => {
    const error = await uploadFile(png('logo-fail-upload.png'), { user_email: ANN }, 'logo').catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', message: 'Simulated upload failure' });
  });

  it('reports upload progress as a fraction that ends at 1', async () => {
    const fractions: number[] = [];
    await uploadFile(png('big.png', 256 * 1024), { user_email: ANN }, 'post_image', {
      onProgress: (fraction) => fractions.push(fraction),
    });
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.every((fraction) => fraction > 0 && fraction <= 1)).toBe(true);
    expect(fractions.at(-1)).toBe(1);
  });
});
