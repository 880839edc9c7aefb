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

const probeRequest = () =>
  new Request('http://localhost/probe', {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${PROBE_BOUNDARY}` },
    body: probeBody,
  });

/** The object in `target`'s prototype chain that holds `key` itself (the one to patch). */
function ownerOf<T extends object>(target: T, key: keyof T & string): T {
  let prototype: object | null = target;
  while (prototype && !Object.hasOwn(prototype, key)) {
    prototype = Object.getPrototypeOf(prototype) as object | null;
  }
  if (!prototype) throw new Error(`No ${key} to patch`);
  return prototype as T;
}

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
 * Node 24's fetch makes `File`s with whatever `File` the global scope holds at that moment
 * (when a Blob is appended to its FormData, and when it parses a multipart body), then checks
 * them against the `File` it captured when it was first loaded. Under jsdom those differ
 * (jsdom replaces the global), so a Blob put in an outgoing form is sent empty and
 * `request.formData()` fails an assertion. Node 20's fetch works with jsdom's File, so there
 * this finds nothing to do.
 *
 * Which class the check expects is found once by parsing a probe body. While one of those
 * operations of Node's own classes runs, that class is the global File; the app and the tests
 * see jsdom's everywhere else (jsdom needs its own File for `<input type="file">`). The
 * patches go on the prototypes that hold the methods: under jsdom the global `Request` is
 * the test runner's subclass of Node's, but `request.clone()` returns Node's class itself.
 *
 * Patching the test environment rather than parsing multipart in the mock backend keeps the
 * mock on the platform's own parser (as in the browser), and also mends the encoding side,
 * which no mock-side parser could: the file bytes are lost before the mock sees the request.
 */
export async function parseMultipartLikeABrowser() {
  const requestBody = ownerOf(Request.prototype, 'formData');
  const parseFormData = requestBody.formData;
  const probe = () => parseFormData.call(probeRequest());
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

  // Operations overlap (a test reads a clone of the request the mock backend is reading),
  // so the app's File is saved by the first to start and put back by the last to finish.
  let running = 0;
  let appFile = globalThis.File;
  const enter = () => {
    if (running++ === 0) {
      appFile = globalThis.File;
      globalThis.File = expected;
    }
  };
  const leave = () => {
    if (--running === 0) globalThis.File = appFile;
  };

  const patchParse = (body: Pick<Body, 'formData'>) => {
    const parse = body.formData;
    body.formData = async function formData(this: Body) {
      enter();
      try {
        return await parse.call(this);
      } finally {
        leave();
      }
    };
  };
  patchParse(requestBody);
  patchParse(ownerOf(Response.prototype, 'formData'));

  // Node's FormData (the global one is jsdom's): the class its own parser returns.
  const nodeForm = await new Response('a=b', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData();
  const formPrototype = ownerOf(nodeForm, 'append');
  for (const method of ['append', 'set'] as const) {
    const original = formPrototype[method] as (...args: unknown[]) => void;
    formPrototype[method] = function (this: FormData, ...args: unknown[]) {
      enter();
      try {
        original.apply(this, args);
      } finally {
        leave();
      }
    };
  }
}
