import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes } from 'parse5';

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

export interface PageLink {
  rel: readonly string[];
  href: string;
  sizes: string | null;
}

interface CollectedMarkup {
  /** `<html lang>`, as written. */
  lang: string | null;
  /** The first `<title>`'s text. */
  title: string | null;
  /** `<base href>`, which relative addresses on the page are resolved against. */
  baseHref: string | null;
  /** `<meta property|name content>`, keys lower case; the first of each name is kept. */
  meta: Map<string, string>;
  /** `<meta charset>` or the charset of `<meta http-equiv="content-type">`. */
  declaredCharset: string | null;
  links: PageLink[];
  /** The `href` of every `<a>`, in page order. */
  anchors: string[];
  /** The text of every `<script type="application/ld+json">`. */
  jsonLdBlocks: string[];
}

/** What the reader looks at in a page, gathered in one walk of the parsed document. */
export type PageMarkup = Readonly<CollectedMarkup>;

function attribute(element: Element, name: string): string | null {
  return element.attrs.find((attr) => attr.name === name)?.value ?? null;
}

function textOf(element: Element): string {
  return element.childNodes
    .map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : ''))
    .join('');
}

/** Parses HTML with the WHATWG parsing rules (parse5), as a browser would. */
export function readPageMarkup(html: string): PageMarkup {
  const document = parse(html);
  const markup: CollectedMarkup = {
    lang: null,
    title: null,
    baseHref: null,
    declaredCharset: null,
    meta: new Map(),
    links: [],
    anchors: [],
    jsonLdBlocks: [],
  };
  const visit = (parent: ParentNode): void => {
    for (const child of parent.childNodes) {
      if (!defaultTreeAdapter.isElementNode(child)) continue;
      collect(child, markup);
      visit(child);
    }
  };
  visit(document);
  return markup;
}

function collect(element: Element, markup: CollectedMarkup): void {
  switch (element.tagName) {
    case 'html':
      markup.lang ??= attribute(element, 'lang') ?? attribute(element, 'xml:lang');
      return;
    case 'title':
      markup.title ??= textOf(element);
      return;
    case 'base':
      markup.baseHref ??= attribute(element, 'href');
      return;
    case 'meta': {
      const charset = attribute(element, 'charset');
      if (charset) markup.declaredCharset ??= charset.trim();
      const httpEquiv = attribute(element, 'http-equiv');
      const content = attribute(element, 'content');
      if (httpEquiv?.toLowerCase() === 'content-type' && content) {
        const declared = /charset\s*=\s*["']?([\w-]+)/i.exec(content)?.[1];
        if (declared) markup.declaredCharset ??= declared;
      }
      const key = (attribute(element, 'property') ?? attribute(element, 'name'))?.toLowerCase();
      if (key && content !== null && !markup.meta.has(key)) markup.meta.set(key, content);
      return;
    }
    case 'link': {
      const href = attribute(element, 'href');
      const rel = attribute(element, 'rel');
      if (href && rel) {
        markup.links.push({
          rel: rel.toLowerCase().split(/\s+/).filter(Boolean),
          href,
          sizes: attribute(element, 'sizes'),
        });
      }
      return;
    }
    case 'a': {
      const href = attribute(element, 'href');
      if (href) markup.anchors.push(href);
      return;
    }
    case 'script':
      if (attribute(element, 'type')?.trim().toLowerCase() === 'application/ld+json') {
        markup.jsonLdBlocks.push(textOf(element));
      }
      return;
    default:
      return;
  }
}
