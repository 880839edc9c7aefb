import type { NetworkImageLimits } from '../../media/publish-image-box';
import { imageForNetwork } from '../../media/publish-image';
import { networkFetch, readJson, stringField } from './adapter';
import { restHeaders, restPost, type LinkedInRest } from './linkedin-rest';

/**
 * LinkedIn feed images (ADR 0037): LinkedIn takes JPEG, PNG or GIF; we send JPEG like every
 * other network. 1.91:1 landscape to 4:5 portrait are the shapes LinkedIn recommends for
 * the feed; a taller image risks being cut there, so it is padded to 4:5 instead.
 */
export const LINKEDIN_IMAGE: NetworkImageLimits = {
  minAspect: 4 / 5,
  maxAspect: 1.91,
  minWidth: 320,
  maxWidth: 2048,
  maxHeight: 2560,
  maxBytes: 5 * 1024 * 1024,
};

/** Reads a post's stored image (a media key); null when it is gone. */
/** A LinkedIn answer other than success, for the adapter to classify. */
export class LinkedInCallFailed extends Error {
  constructor(
    readonly response: Response,
    readonly doing: string,
  ) {
    super(`LinkedIn answered ${response.status} for ${doing}`);
    this.name = 'LinkedInCallFailed';
  }
}

/**
 * The Images API: initializeUpload for the author, then the JPEG bytes PUT to the address
 * it gave. Reversible preparation: an image no post uses is never shown. Returns its URN.
 */
export async function uploadImage(
  rest: LinkedInRest,
  input: { owner: string; accessToken: string; bytes: Buffer },
): Promise<string> {
  const jpeg = await imageForNetwork(input.bytes, LINKEDIN_IMAGE);
  const initialized = await restPost(
    rest,
    '/rest/images?action=initializeUpload',
    input.accessToken,
    { initializeUploadRequest: { owner: input.owner } },
  );
  if (!initialized.ok) throw new LinkedInCallFailed(initialized, 'the image');
  const answer = await readJson(initialized);
  const uploadUrl = stringField(answer, 'value', 'uploadUrl');
  const image = stringField(answer, 'value', 'image');
  if (!uploadUrl || !image) throw new Error('LinkedIn gave no upload address for the image');
  const uploaded = await networkFetch(uploadUrl, {
    method: 'PUT',
    headers: { ...restHeaders(rest, input.accessToken), 'content-type': 'image/jpeg' },
    body: new Uint8Array(jpeg.bytes),
  });
  if (!uploaded.ok) throw new LinkedInCallFailed(uploaded, 'the image upload');
  return image;
}
