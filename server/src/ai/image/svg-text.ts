// XML 1.0 forbids most control characters and lone surrogates; resvg refuses the whole
// document when one appears, so they are dropped before escaping.
const INVALID_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** User text made safe for SVG text content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(INVALID_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? '');
}

/** Collapses whitespace (newlines included) so user text flows as one paragraph. */
export function normaliseText(text: string): string {
  return text.replace(INVALID_XML, '').replace(/\s+/gu, ' ').trim();
}

/** Rounds SVG numbers so documents stay short and stable for tests. */
export const num = (value: number): string => String(Math.round(value * 100) / 100);
