import {
  MAX_COLOR_CANDIDATES,
  MAX_LOGO_CANDIDATES,
  MAX_PROPOSED_PRODUCTS,
  type ColorCandidate,
  type LogoCandidate,
  type ProposalSource,
  type ProposedAddress,
  type ProposedPrice,
  type ProposedProduct,
  type ProposedSocialProfile,
  type WebsiteProposal,
  type WeeklyHours,
} from '@contract/website-import';
import { JsonLdGraph, listOf, textOf, typesOf, type JsonLdNode } from './json-ld';
import { cssColorToHex } from './css-color';
import { hoursFromSpecifications, hoursFromText } from './opening-hours';
import { readPageMarkup, type PageMarkup } from './page-markup';
import { socialProfileOf } from './social-links';

type Proposed<T> = { value: T; source: ProposalSource } | null;

/** Types that name the business itself, most specific first; any LocalBusiness subtype counts. */
const ORGANIZATION_TYPES: readonly string[] = ['Organization', 'Corporation', 'NGO'];
/**
 * schema.org's LocalBusiness and the subtypes small businesses use most. A node of a
 * type not listed still counts as the business when it carries an address or hours.
 */
const LOCAL_BUSINESS_TYPES: readonly string[] = [
  'LocalBusiness',
  'Bakery',
  'BarOrPub',
  'Brewery',
  'CafeOrCoffeeShop',
  'FastFoodRestaurant',
  'FoodEstablishment',
  'IceCreamShop',
  'Restaurant',
  'Winery',
  'Store',
  'BikeStore',
  'BookStore',
  'ClothingStore',
  'Florist',
  'FurnitureStore',
  'GardenStore',
  'GroceryStore',
  'HardwareStore',
  'HomeGoodsStore',
  'JewelryStore',
  'PetStore',
  'ShoeStore',
  'SportingGoodsStore',
  'ToyStore',
  'BeautySalon',
  'DaySpa',
  'HairSalon',
  'HealthAndBeautyBusiness',
  'NailSalon',
  'TattooParlor',
  'HealthClub',
  'SportsActivityLocation',
  'ExerciseGym',
  'ProfessionalService',
  'RealEstateAgent',
  'HomeAndConstructionBusiness',
  'Electrician',
  'Plumber',
  'HousePainter',
  'Locksmith',
  'RoofingContractor',
  'GeneralContractor',
  'AutoRepair',
  'AutomotiveBusiness',
  'LodgingBusiness',
  'Hotel',
  'BedAndBreakfast',
  'TravelAgency',
  'VeterinaryCare',
  'Dentist',
  'MedicalBusiness',
  'ChildCare',
  'DryCleaningOrLaundry',
  'EntertainmentBusiness',
  'LegalService',
  'AccountingService',
  'FinancialService',
  'InsuranceAgency',
  'EmploymentAgency',
];
const PRODUCT_TYPES: readonly string[] = ['Product', 'Service', 'MenuItem', 'IndividualProduct'];
/** Node types that are never the business, whatever properties they carry. */
const NOT_BUSINESS_TYPES: readonly string[] = [
  ...PRODUCT_TYPES,
  'WebSite',
  'WebPage',
  'Person',
  'PostalAddress',
  'Offer',
  'AggregateOffer',
  'Menu',
  'MenuSection',
  'BreadcrumbList',
  'ImageObject',
  'OpeningHoursSpecification',
];
const BOOKING_ACTION_TYPES: readonly string[] = [
  'OrderAction',
  'ReserveAction',
  'ScheduleAction',
  'BuyAction',
  'RentAction',
];

function businessRank(node: JsonLdNode): number {
  const types = typesOf(node);
  if (types.some((type) => LOCAL_BUSINESS_TYPES.includes(type))) return 3;
  if (types.some((type) => NOT_BUSINESS_TYPES.includes(type))) return 0;
  const looksLikePlace =
    node['address'] !== undefined ||
    node['openingHoursSpecification'] !== undefined ||
    node['openingHours'] !== undefined;
  if (looksLikePlace && !types.some((type) => ORGANIZATION_TYPES.includes(type))) return 2;
  if (types.some((type) => ORGANIZATION_TYPES.includes(type))) return 1;
  return 0;
}

/** The node that describes the business: the most specific kind of business on the page. */
function findBusiness(graph: JsonLdGraph): JsonLdNode | null {
  let best: JsonLdNode | null = null;
  let bestRank = 0;
  for (const node of graph.nodes) {
    const rank = businessRank(node);
    if (rank > bestRank) {
      best = node;
      bestRank = rank;
    }
  }
  return best;
}

function absoluteUrl(value: string | null, base: URL): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function priceOf(graph: JsonLdGraph, offers: readonly JsonLdNode[]): ProposedPrice | null {
  for (const offer of offers) {
    const amount =
      textOf(offer['price']) ??
      textOf(offer['lowPrice']) ??
      graph.nodesOf(offer, 'priceSpecification').map((spec) => textOf(spec['price']))[0] ??
      null;
    if (!amount) continue;
    const currency =
      textOf(offer['priceCurrency']) ??
      graph.nodesOf(offer, 'priceSpecification').map((spec) => textOf(spec['priceCurrency']))[0] ??
      null;
    return { amount, currency };
  }
  return null;
}

function productsOf(graph: JsonLdGraph): ProposedProduct[] {
  // An Offer naming what it offers carries that item's price.
  const offeredPrice = new Map<JsonLdNode, ProposedPrice>();
  for (const node of graph.nodes) {
    if (!typesOf(node).some((type) => type === 'Offer' || type === 'AggregateOffer')) continue;
    const price = priceOf(graph, [node]);
    for (const item of graph.nodesOf(node, 'itemOffered')) {
      if (price && !offeredPrice.has(item)) offeredPrice.set(item, price);
    }
  }
  const products: ProposedProduct[] = [];
  const names = new Set<string>();
  for (const node of graph.nodes) {
    if (!typesOf(node).some((type) => PRODUCT_TYPES.includes(type))) continue;
    const name = textOf(node['name']);
    if (!name || names.has(name.toLowerCase())) continue;
    names.add(name.toLowerCase());
    products.push({
      name,
      description: textOf(node['description']),
      price: priceOf(graph, graph.nodesOf(node, 'offers')) ?? offeredPrice.get(node) ?? null,
      source: 'json-ld',
    });
    if (products.length >= MAX_PROPOSED_PRODUCTS) break;
  }
  return products;
}

function countryText(value: unknown, graph: JsonLdGraph): string | null {
  const node = graph.resolve(value);
  const text = node ? textOf(node['name']) : textOf(value);
  if (!text) return null;
  return /^[a-z]{2}$/i.test(text) ? text.toUpperCase() : text;
}

function addressOf(business: JsonLdNode, graph: JsonLdGraph): ProposedAddress | null {
  for (const value of listOf(business['address'])) {
    const node = graph.resolve(value);
    if (!node) {
      const text = textOf(value);
      if (text) {
        return {
          street: null,
          locality: null,
          region: null,
          postalCode: null,
          country: null,
          formatted: text,
        };
      }
      continue;
    }
    const address = {
      street: textOf(node['streetAddress']),
      locality: textOf(node['addressLocality']),
      region: textOf(node['addressRegion']),
      postalCode: textOf(node['postalCode']),
      country: countryText(node['addressCountry'], graph),
    };
    const formatted = [
      address.street,
      address.locality,
      address.region,
      address.postalCode,
      address.country,
    ]
      .filter((part): part is string => part !== null)
      .join(', ');
    if (formatted) return { ...address, formatted };
  }
  return null;
}

function bookingUrlOf(business: JsonLdNode, graph: JsonLdGraph, base: URL): string | null {
  for (const action of graph.nodesOf(business, 'potentialAction')) {
    if (!typesOf(action).some((type) => BOOKING_ACTION_TYPES.includes(type))) continue;
    for (const target of listOf(action['target'])) {
      const entry = graph.resolve(target);
      const url = absoluteUrl(
        entry ? (textOf(entry['urlTemplate']) ?? textOf(entry['url'])) : textOf(target),
        base,
      );
      if (url) return url;
    }
  }
  const reservations = business['acceptsReservations'];
  return typeof reservations === 'string' ? absoluteUrl(reservations, base) : null;
}

function hoursOf(business: JsonLdNode, graph: JsonLdGraph): WeeklyHours | null {
  return (
    hoursFromSpecifications(graph.nodesOf(business, 'openingHoursSpecification')) ??
    hoursFromText(
      listOf(business['openingHours']).filter((text): text is string => typeof text === 'string'),
    )
  );
}

function logoUrlOf(business: JsonLdNode, graph: JsonLdGraph, base: URL): string | null {
  for (const value of listOf(business['logo'])) {
    const node = graph.resolve(value);
    const url = absoluteUrl(
      node ? (textOf(node['url']) ?? textOf(node['contentUrl'])) : textOf(value),
      base,
    );
    if (url) return url;
  }
  return null;
}

function firstOf<T>(...candidates: Proposed<T>[]): Proposed<T> {
  return candidates.find((candidate) => candidate !== null) ?? null;
}

function from<T>(value: T | null | undefined, source: ProposalSource): Proposed<T> {
  return value === null || value === undefined ? null : { value, source };
}

function metaText(markup: PageMarkup, key: string): string | null {
  const value = markup.meta.get(key)?.trim();
  return value ? value : null;
}

/** "pt-BR", "pt_PT" -> "pt". */
function languageOf(tag: string | null): string | null {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return primary && /^[a-z]{2,3}$/.test(primary) ? primary : null;
}

/** "pt_PT", "en-GB" -> "PT", "GB". */
function regionOf(tag: string | null): string | null {
  const region = tag?.trim().split(/[-_]/)[1];
  return region && /^[a-z]{2}$/i.test(region) ? region.toUpperCase() : null;
}

/** Icon size from `sizes="180x180"`, largest side; 0 when not said ("any" included). */
function iconSize(sizes: string | null): number {
  const sides = (sizes ?? '')
    .split(/\s+/)
    .map((size) => /^(\d+)x(\d+)$/i.exec(size))
    .map((match) => (match ? Math.max(Number(match[1]), Number(match[2])) : 0));
  return Math.max(0, ...sides);
}

function logoCandidatesOf(
  markup: PageMarkup,
  jsonLdLogo: string | null,
  base: URL,
): LogoCandidate[] {
  const candidates: LogoCandidate[] = [];
  const add = (url: string | null, kind: LogoCandidate['kind'], source: ProposalSource) => {
    if (url && !candidates.some((candidate) => candidate.url === url)) {
      candidates.push({ url, kind, source, image: null });
    }
  };
  add(jsonLdLogo, 'logo', 'json-ld');
  const bySize = [...markup.links].sort((a, b) => iconSize(b.sizes) - iconSize(a.sizes));
  for (const link of bySize) {
    if (link.rel.some((rel) => rel.startsWith('apple-touch-icon'))) {
      add(absoluteUrl(link.href, base), 'apple-touch-icon', 'meta');
    }
  }
  for (const link of bySize) {
    if (link.rel.includes('icon')) add(absoluteUrl(link.href, base), 'icon', 'meta');
  }
  add(absoluteUrl(metaText(markup, 'og:image'), base), 'share-image', 'open-graph');
  add(absoluteUrl(metaText(markup, 'twitter:image'), base), 'share-image', 'twitter-card');
  return candidates.slice(0, MAX_LOGO_CANDIDATES);
}

function socialProfilesOf(
  sameAs: readonly unknown[],
  anchors: readonly string[],
  base: URL,
): ProposedSocialProfile[] {
  const profiles: ProposedSocialProfile[] = [];
  const add = (href: string | null, source: ProposalSource) => {
    const url = absoluteUrl(href, base);
    const profile = url ? socialProfileOf(new URL(url)) : null;
    if (profile && !profiles.some((known) => known.network === profile.network)) {
      profiles.push({ ...profile, source });
    }
  };
  for (const value of sameAs) add(textOf(value), 'json-ld');
  for (const anchor of anchors) add(anchor, 'page-link');
  return profiles;
}

function phoneFromLinks(anchors: readonly string[]): string | null {
  const link = anchors.find((anchor) => /^tel:/i.test(anchor.trim()));
  if (!link) return null;
  let number: string;
  try {
    number = decodeURIComponent(link.trim().slice(4));
  } catch {
    number = link.trim().slice(4);
  }
  return number.trim() || null;
}

function baseOf(markup: PageMarkup, pageUrl: URL): URL {
  const base = absoluteUrl(markup.baseHref, pageUrl);
  return base ? new URL(base) : pageUrl;
}

/**
 * What a page says about its business, each value with where it was read, in the order
 * of trust: schema.org JSON-LD, then Open Graph and Twitter card tags, then the page's
 * own title, description, language, icons and theme colour, then its links.
 */
export function proposeFromMarkup(markup: PageMarkup, pageUrl: URL): WebsiteProposal {
  const base = baseOf(markup, pageUrl);
  const graph = new JsonLdGraph(markup.jsonLdBlocks);
  const business = findBusiness(graph);
  const address = business ? addressOf(business, graph) : null;
  const products = productsOf(graph);
  const phone = firstOf(
    from(business ? textOf(business['telephone']) : null, 'json-ld'),
    from(phoneFromLinks(markup.anchors), 'page-link'),
  );
  const bookingUrl = from(business ? bookingUrlOf(business, graph, base) : null, 'json-ld');
  const openingHours = from(business ? hoursOf(business, graph) : null, 'json-ld');
  const description = firstOf(
    from(business ? textOf(business['description']) : null, 'json-ld'),
    from(metaText(markup, 'og:description'), 'open-graph'),
    from(metaText(markup, 'twitter:description'), 'twitter-card'),
    from(metaText(markup, 'description'), 'meta'),
  );
  const socialProfiles = socialProfilesOf(
    business ? listOf(business['sameAs']) : [],
    markup.anchors,
    base,
  );
  const themeColor = cssColorToHex(
    metaText(markup, 'theme-color') ?? metaText(markup, 'msapplication-tilecolor') ?? '',
  );
  const colorCandidates: ColorCandidate[] = themeColor
    ? [{ value: themeColor, source: 'meta' }]
    : [];
  const foundLittle =
    !description &&
    products.length === 0 &&
    !address &&
    !phone &&
    !bookingUrl &&
    !openingHours &&
    socialProfiles.length === 0;
  return {
    pageUrl: pageUrl.href,
    businessName: firstOf(
      from(
        business ? (textOf(business['name']) ?? textOf(business['legalName'])) : null,
        'json-ld',
      ),
      from(metaText(markup, 'og:site_name'), 'open-graph'),
      from(metaText(markup, 'og:title'), 'open-graph'),
      from(metaText(markup, 'twitter:title'), 'twitter-card'),
      from(markup.title?.trim() || null, 'meta'),
    ),
    description,
    products,
    address: from(address, 'json-ld'),
    phone,
    bookingUrl,
    openingHours,
    country: firstOf(
      from(address?.country, 'json-ld'),
      from(regionOf(metaText(markup, 'og:locale')), 'open-graph'),
    ),
    language: firstOf(
      from(languageOf(markup.lang), 'meta'),
      from(languageOf(metaText(markup, 'og:locale')), 'open-graph'),
    ),
    socialProfiles,
    logoCandidates: logoCandidatesOf(
      markup,
      business ? logoUrlOf(business, graph, base) : null,
      base,
    ),
    colorCandidates: colorCandidates.slice(0, MAX_COLOR_CANDIDATES),
    foundLittle,
  };
}

/** Reads an HTML page (parsed by parse5) into a proposal. */
export function proposeFromHtml(html: string, pageUrl: URL): WebsiteProposal {
  return proposeFromMarkup(readPageMarkup(html), pageUrl);
}
