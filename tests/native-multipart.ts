import { File as NodeFile } from 'node:buffer';

type FileClass = typeof File;

const PROBE_BOUNDARY = 'probe';
const probeBody = [
  `--${PROBE_BOUNDARY}`,
  'Content-Disposition: form-data; name="file"; filename="a.txt"',
  'Content-Type: text/plain',
  '',
  'a',
  `--${PROBE_BOUNDARY}--`,
  '',
].join('\r\n');

async function parsesWith(fileClass: FileClass, parse: () => Promise<FormData>) {
  const appFile = globalThis.File;
  globalThis.File = fileClass;
  try {
    await parse();
    return true;
  } catch {
    return false;
  } finally {
    globalThis.File = appFile;
  }
}

/**
 * Node 24's fetch builds the files of a multipart body with whatever `File` the global scope
 * holds at that moment, then checks them against the `File` it captured when it was first
 * loaded. Under jsdom those two can differ (jsdom replaces the global), and every
 * `request.formData()` in the mock backend then fails an assertion. Which class the check
 * expects is found once by parsing a probe body; each parse then runs with that class as the
 * global File for its few microtasks, and the app and the tests see jsdom's everywhere else.
 */
export async function parseMultipartLikeABrowser() {
  const parseFormData = Request.prototype.formData;
  const probe = () =>
    parseFormData.call(
      new Request('http://localhost/probe', {
        method: 'POST',
        headers: { 'Content-Type': `multipart/form-data; boundary=${PROBE_BOUNDARY}` },
        body: probeBody,
      }),
    );
  const candidates: FileClass[] = [globalThis.File, NodeFile as unknown as FileClass];
  let parserFile: FileClass | undefined;
  for (const candidate of candidates) {
    if (await parsesWith(candidate, probe)) {
      parserFile = candidate;
      break;
    }
  }
  if (!parserFile || parserFile === globalThis.File) return;
  const expected = parserFile;
  Request.prototype.formData = async function formData(this: Request) {
    const appFile = globalThis.File;
    globalThis.File = expected;
    try {
      return await parseFormData.call(this);
    } finally {
      globalThis.File = appFile;
    }
  };
}
