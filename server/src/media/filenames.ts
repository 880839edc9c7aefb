const MAX_FILENAME_LENGTH = 200;

/**
 * The uploaded file's name, kept only as display text: no directories, no control
 * characters, bounded. It never reaches a path or a URL.
 */
export function sanitiseFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return clean.slice(0, MAX_FILENAME_LENGTH) || 'image';
}
