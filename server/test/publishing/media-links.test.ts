import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { publishingWorldForFile } from '../support/publishing';

const { world, imageKey } = publishingWorldForFile({
  width: 600,
  height: 1200,
  background: { r: 30, g: 120, b: 60 },
});

/** The signed link as the network would fetch it, on the test server's address. */
const fetchLink = (link: string, change?: (url: URL) => void) => {
  const url = new URL(link);
  change?.(url);
  return fetch(new URL(`${url.pathname}${url.search}`, world.server.url));
};
const link = (network: 'instagram' | 'tiktok' = 'instagram') =>
  world.server.app.social.mediaLinks.link(network, imageKey());

describe('signed media links for networks that pull images', () => {
  it('serves the image as a JPEG in the shape the network takes', async () => {
    const response = await fetchLink(link());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    // 1:2 is taller than Instagram's 4:5, so it is padded to 960×1200, not stretched.
    expect([meta.width, meta.height]).toEqual([960, 1200]);
  });

  it('answers 403 to a tampered signature, expiry or network', async () => {
    const good = link();
    const tamperedSignature = await fetchLink(good, (url) => {
      const signature = url.searchParams.get('signature') ?? '';
      url.searchParams.set(
        'signature',
        `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      );
    });
    expect(tamperedSignature.status).toBe(403);
    const laterExpiry = await fetchLink(good, (url) => {
      url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    });
    expect(laterExpiry.status).toBe(403);
    const otherNetwork = await fetchLink(good, (url) => {
      url.pathname = url.pathname.replace('/instagram/', '/tiktok/');
    });
    expect(otherNetwork.status).toBe(403);
    const unsigned = await fetchLink(good, (url) => {
      url.search = '';
    });
    expect(unsigned.status).toBe(403);
  });

  it('answers 403 once the link has expired', async () => {
    const good = link('tiktok');
    expect((await fetchLink(good)).status).toBe(200);
    world.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const expired = await fetchLink(good);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ error: 'This link has expired.' });
  });
});
