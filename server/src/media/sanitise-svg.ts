import { SaxesParser, type SaxesTagNS } from 'saxes';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_ELEMENTS,
  DROPPED_ELEMENTS,
  FRAGMENT_HREF_ELEMENTS,
  TEXT_ELEMENTS,
} from './svg-allow-list';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Nesting the renderer recurses through; real logos stay far below. */
const MAX_DEPTH = 40;
/** Elements written in the file. */
const MAX_ELEMENTS = 5_000;
/** Elements the renderer would draw once every `use` and reference is expanded. */
const MAX_EXPANDED_ELEMENTS = 20_000;
/** Raster images embedded as data: URLs. */
const MAX_EMBEDDED_IMAGES = 8;

/** The file is not SVG we are willing to draw; the message says why. */
export class UnsafeSvgError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnsafeSvgError';
  }
}

export interface SvgElement {
  name: string;
  attributes: Map<string, string>;
  children: (SvgElement | string)[];
}

export interface ParsedSvg {
  root: SvgElement;
  /** The `image` elements; their href is a data: URL of a PNG, JPEG or GIF. */
  images: SvgElement[];
}

const EMBEDDED_IMAGE = /^data:image\/(?:png|jpeg|jpg|gif);base64,/i;

/**
 * The targets of every `url(...)` in a value. Linear: one pass with indexOf, no
 * backtracking regex. Anything but a reference inside the file is refused.
 */
export function urlReferences(value: string): string[] {
  const lower = value.toLowerCase();
  const targets: string[] = [];
  for (let at = lower.indexOf('url('); at !== -1; at = lower.indexOf('url(', at + 4)) {
    const end = value.indexOf(')', at + 4);
    if (end === -1) throw new UnsafeSvgError('an unterminated url()');
    const inner = value
      .slice(at + 4, end)
      .trim()
      .replace(/^(["'])(.*)\1$/s, '$2')
      .trim();
    if (!inner.startsWith('#')) throw new UnsafeSvgError('a url() outside the file');
    targets.push(inner.slice(1));
  }
  return targets;
}

/** CSS may not escape characters (which could spell url or import) nor import sheets. */
function checkCss(css: string): void {
  if (css.includes('\\')) throw new UnsafeSvgError('escaped characters in CSS');
  if (/@import/i.test(css)) throw new UnsafeSvgError('a CSS @import');
}

function checkHref(element: string, value: string): void {
  const trimmed = value.trim();
  if (element === 'image') {
    if (!EMBEDDED_IMAGE.test(trimmed)) {
      throw new UnsafeSvgError('an image that is not embedded as PNG, JPEG or GIF data');
    }
    return;
  }
  if (!FRAGMENT_HREF_ELEMENTS.has(element) || !trimmed.startsWith('#')) {
    throw new UnsafeSvgError(`a link from <${element}> to something outside the file`);
  }
}

interface Builder {
  root: SvgElement | null;
  stack: SvgElement[];
  /** > 0 while inside a dropped or foreign element. */
  skipping: number;
  elements: number;
  images: SvgElement[];
  /** url() references made from <style> sheets, whose targets must be gradients. */
  cssReferences: string[];
}

function openElement(builder: Builder, tag: SaxesTagNS): void {
  if (builder.skipping > 0) {
    builder.skipping += 1;
    return;
  }
  const name = tag.local;
  const isSvg = tag.uri === SVG_NS || tag.uri === '';
  if (builder.root === null && (!isSvg || name !== 'svg')) {
    throw new UnsafeSvgError('a document that is not SVG');
  }
  // Other vocabularies (editor metadata, XHTML) are never drawn by an SVG renderer.
  if (!isSvg || DROPPED_ELEMENTS.has(name)) {
    builder.skipping = 1;
    return;
  }
  if (!ALLOWED_ELEMENTS.has(name)) throw new UnsafeSvgError(`the <${name}> element`);
  builder.elements += 1;
  if (builder.elements > MAX_ELEMENTS) throw new UnsafeSvgError('too many elements');
  if (builder.stack.length >= MAX_DEPTH) throw new UnsafeSvgError('elements nested too deep');

  const element: SvgElement = { name, attributes: new Map(), children: [] };
  for (const attribute of Object.values(tag.attributes)) {
    const { local, uri, value } = attribute;
    // href in any namespace, whatever its prefix: the renderer would follow it.
    if (local === 'href') {
      if (name === 'a') continue;
      checkHref(name, value);
      element.attributes.set('xlink:href', value.trim());
      continue;
    }
    if (uri === XML_NS && local === 'space') {
      element.attributes.set('xml:space', value === 'preserve' ? 'preserve' : 'default');
      continue;
    }
    if (uri !== '' || !ALLOWED_ATTRIBUTES.has(local)) continue;
    // A style attribute is the element's own: its url()s are counted like attributes'.
    if (local === 'style') checkCss(value);
    urlReferences(value);
    element.attributes.set(local, value);
  }
  if (name === 'image') {
    if (!element.attributes.has('xlink:href')) return void (builder.skipping = 1);
    builder.images.push(element);
    if (builder.images.length > MAX_EMBEDDED_IMAGES) throw new UnsafeSvgError('too many images');
  }
  builder.stack.at(-1)?.children.push(element);
  builder.root ??= element;
  builder.stack.push(element);
}

function closeElement(builder: Builder): void {
  if (builder.skipping > 0) {
    builder.skipping -= 1;
    return;
  }
  const element = builder.stack.pop();
  if (element?.name === 'style') {
    const css = element.children.join('');
    checkCss(css);
    builder.cssReferences.push(...urlReferences(css));
  }
}

function addText(builder: Builder, text: string): void {
  if (builder.skipping > 0) return;
  const current = builder.stack.at(-1);
  if (current && TEXT_ELEMENTS.has(current.name)) current.children.push(text);
}

/** Every element, depth first. */
function* walk(element: SvgElement): Generator<SvgElement> {
  const pending = [element];
  for (let next = pending.pop(); next; next = pending.pop()) {
    yield next;
    for (const child of next.children) if (typeof child !== 'string') pending.push(child);
  }
}

function referencesOf(element: SvgElement): string[] {
  const targets: string[] = [];
  for (const [name, value] of element.attributes) {
    if (name === 'xlink:href') {
      if (value.startsWith('#')) targets.push(value.slice(1));
    } else {
      targets.push(...urlReferences(value));
    }
  }
  return targets;
}

/**
 * How many elements the renderer would draw with every `use` and url() reference
 * expanded: nested references multiply (the "billion laughs" of SVG), so this is
 * counted before anything is drawn. A reference cycle is refused.
 */
export function expandedSize(root: SvgElement): number {
  const byId = new Map<string, SvgElement[]>();
  for (const element of walk(root)) {
    const id = element.attributes.get('id');
    if (id !== undefined) byId.set(id, [...(byId.get(id) ?? []), element]);
  }
  const sizes = new Map<SvgElement, number>();
  const inProgress = new Set<SvgElement>();
  const sizeOf = (element: SvgElement): number => {
    const known = sizes.get(element);
    if (known !== undefined) return known;
    if (inProgress.has(element)) throw new UnsafeSvgError('a reference cycle');
    inProgress.add(element);
    let size = 1;
    for (const child of element.children) {
      if (typeof child !== 'string') size += sizeOf(child);
      if (size > MAX_EXPANDED_ELEMENTS) break;
    }
    for (const target of referencesOf(element)) {
      for (const referenced of byId.get(target) ?? []) size += sizeOf(referenced);
      if (size > MAX_EXPANDED_ELEMENTS) break;
    }
    inProgress.delete(element);
    const bounded = Math.min(size, MAX_EXPANDED_ELEMENTS + 1);
    sizes.set(element, bounded);
    return bounded;
  };
  return sizeOf(root);
}

function checkCssTargets(root: SvgElement, targets: string[]): void {
  if (targets.length === 0) return;
  const gradients = new Set<string>();
  for (const element of walk(root)) {
    const id = element.attributes.get('id');
    if (id !== undefined && /Gradient$/.test(element.name)) gradients.add(id);
  }
  for (const target of targets) {
    if (!gradients.has(target))
      throw new UnsafeSvgError('a CSS reference to something but a gradient');
  }
}

/**
 * Parses the file with a strict XML parser (no DOCTYPE, so no entities) and keeps only
 * what the allow-list names. Throws UnsafeSvgError for anything it will not draw.
 */
export function parseSvg(text: string): ParsedSvg {
  const builder: Builder = {
    root: null,
    stack: [],
    skipping: 0,
    elements: 0,
    images: [],
    cssReferences: [],
  };
  const parser = new SaxesParser({
    xmlns: true,
    position: false,
    // Files that use xlink:href without declaring the prefix are common.
    additionalNamespaces: { xlink: XLINK_NS },
  });
  parser.on('doctype', () => {
    throw new UnsafeSvgError('a DOCTYPE');
  });
  parser.on('opentag', (tag) => openElement(builder, tag));
  parser.on('closetag', () => closeElement(builder));
  parser.on('text', (text) => addText(builder, text));
  parser.on('cdata', (text) => addText(builder, text));
  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch (error) {
    if (error instanceof UnsafeSvgError) throw error;
    throw new UnsafeSvgError('not well-formed XML');
  }
  if (!builder.root) throw new UnsafeSvgError('a document that is not SVG');
  checkCssTargets(builder.root, builder.cssReferences);
  if (expandedSize(builder.root) > MAX_EXPANDED_ELEMENTS) {
    throw new UnsafeSvgError('too many elements once references are expanded');
  }
  return { root: builder.root, images: builder.images };
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Writes the kept tree back as SVG: only what was allowed, in a form we wrote. */
export function serialiseSvg(root: SvgElement): string {
  const write = (element: SvgElement, isRoot: boolean): string => {
    let out = `<${element.name}`;
    if (isRoot) out += ` xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"`;
    for (const [name, value] of element.attributes) out += ` ${name}="${escapeAttribute(value)}"`;
    if (element.children.length === 0) return `${out}/>`;
    out += '>';
    for (const child of element.children) {
      out += typeof child === 'string' ? escapeText(child) : write(child, false);
    }
    return `${out}</${element.name}>`;
  };
  return write(root, true);
}
