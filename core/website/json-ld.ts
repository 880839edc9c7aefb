/**
 * schema.org JSON-LD as pages publish it: one or more `<script type="application/ld+json">`
 * blocks, each an object, an array of objects or a `@graph`, nodes nested in each other or
 * pointing at each other by `@id`. A block that is not JSON is skipped, not fatal.
 */

export type JsonLdNode = Readonly<Record<string, unknown>>;

/** Nodes read from one page, bounded so a hostile page cannot make the walk expensive. */
const MAX_NODES = 2_000;
const MAX_DEPTH = 16;

export function isJsonObject(value: unknown): value is JsonLdNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value that may be given once or as a list, always as a list. */
export function listOf(value: unknown): readonly unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The schema.org type names of a node, without a vocabulary prefix. */
export function typesOf(node: JsonLdNode): readonly string[] {
  return listOf(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map(withoutSchemaPrefix);
}

/** "https://schema.org/Monday", "http://schema.org/Monday", "schema:Monday" -> "Monday". */
export function withoutSchemaPrefix(term: string): string {
  return term.trim().replace(/^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)/i, '');
}

/** Text from a value that may be a string, a number, a list of them or a language map. */
export function textOf(value: unknown): string | null {
  for (const item of listOf(value)) {
    if (typeof item === 'string' && item.trim()) return item.trim();
    if (typeof item === 'number' && Number.isFinite(item)) return String(item);
    if (isJsonObject(item) && typeof item['@value'] === 'string' && item['@value'].trim()) {
      return item['@value'].trim();
    }
  }
  return null;
}

function parseBlock(text: string): unknown {
  // Some sites wrap the JSON in an HTML comment or CDATA section for old browsers.
  const unwrapped = text
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)$/, '')
    .trim();
  try {
    return JSON.parse(unwrapped) as unknown;
  } catch {
    return undefined;
  }
}

/** Every typed node on the page, in document order, with `@id` references followable. */
export class JsonLdGraph {
  readonly nodes: readonly JsonLdNode[];
  private readonly byId: ReadonlyMap<string, JsonLdNode>;

  constructor(blocks: readonly string[]) {
    const nodes: JsonLdNode[] = [];
    const byId = new Map<string, JsonLdNode>();
    const seen = new Set<unknown>();
    const walk = (value: unknown, depth: number): void => {
      if (depth > MAX_DEPTH || nodes.length >= MAX_NODES || seen.has(value)) return;
      if (Array.isArray(value)) {
        for (const item of value) walk(item, depth + 1);
        return;
      }
      if (!isJsonObject(value)) return;
      seen.add(value);
      const id = value['@id'];
      if (typeof id === 'string' && Object.keys(value).length > 1 && !byId.has(id)) {
        byId.set(id, value);
      }
      if (typesOf(value).length > 0) nodes.push(value);
      for (const [key, child] of Object.entries(value)) {
        if (key !== '@context') walk(child, depth + 1);
      }
    };
    for (const block of blocks) walk(parseBlock(block), 0);
    this.nodes = nodes;
    this.byId = byId;
  }

  /** The node a value stands for: itself, or the node its `{"@id": ...}` points at. */
  resolve(value: unknown): JsonLdNode | null {
    if (!isJsonObject(value)) return null;
    const id = value['@id'];
    if (typeof id === 'string' && Object.keys(value).length === 1) return this.byId.get(id) ?? null;
    return value;
  }

  /** The nodes a property holds, references followed. */
  nodesOf(node: JsonLdNode, property: string): readonly JsonLdNode[] {
    return listOf(node[property])
      .map((value) => this.resolve(value))
      .filter((value): value is JsonLdNode => value !== null);
  }
}
