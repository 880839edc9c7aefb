/**
 * Sample businesses of trades the writer has tables for and of trades it has none for, in
 * English and in other languages, and the writing of a whole planned month for one of them
 * as the planner writes it. Typed sample data for the month tests and the month-reading
 * script: nothing in the app imports it.
 */
import { businessProfileSchema, type BusinessProfileInput } from '@contract/business-profile';
import { sampleOnboardingData } from '@contract/samples';
import { writePost } from '../offline-writer/write-post';
import { planLanguageOf } from './plan-language';
import { planMonth } from './plan-month';
import type { PlannedSlot } from './plan-types';
import { publicHolidays } from './public-holidays';
import { emptyLedger } from './variety';
import { writePlanPost } from './write-plan-post';

export const open = (opens: string, closes: string) => [{ opens, closes }];

/** Open on weekdays and Saturday mornings, shut on Sunday. */
export const SAMPLE_WEEK = {
  monday: open('09:00', '18:00'),
  tuesday: open('09:00', '18:00'),
  wednesday: open('09:00', '18:00'),
  thursday: open('09:00', '18:00'),
  friday: open('09:00', '18:00'),
  saturday: open('10:00', '14:00'),
  sunday: [],
};

export interface SampleShop {
  industry: string;
  name: string;
  city: string;
  country: string;
  business: BusinessProfileInput;
}

export const SAMPLE_SHOPS: readonly SampleShop[] = [
  {
    industry: 'Bakery',
    name: 'Golden Crust Bakery',
    city: 'Portland',
    country: 'GB',
    business: { whatYouDo: 'sourdough bread, pastries and celebration cakes', languages: ['en'] },
  },
  {
    industry: 'Fitness',
    name: 'Peak Form Gym',
    city: 'Denver',
    country: 'US',
    business: { whatYouDo: 'strength classes and personal training', languages: ['en'] },
  },
  {
    industry: 'Restaurant',
    name: 'Café Aurora',
    city: 'Lisboa',
    country: 'PT',
    business: {
      whatYouDo: 'café e pastelaria',
      languages: ['pt'],
      offerings: [
        { name: 'Pastel de nata', description: 'Feito todas as manhãs', price: '1,30 €' },
        { name: 'Tosta mista', description: 'Pão caseiro, fiambre e queijo' },
        { name: 'Galão', price: '1,60 €' },
      ],
      openingHours: { weekly: { ...SAMPLE_WEEK, monday: [] }, closures: [] },
    },
  },
  {
    industry: 'Beauty & Wellness',
    name: 'Estudio Calma',
    city: 'Sevilla',
    country: 'ES',
    business: {
      whatYouDo: 'peluquería y estética',
      languages: ['es'],
      offerings: [
        { name: 'Corte de pelo', price: '25 €' },
        { name: 'Mechas balayage', description: 'Con cita previa' },
      ],
      openingHours: { weekly: SAMPLE_WEEK, closures: [] },
    },
  },
  {
    industry: 'Other',
    name: 'Cerrajería Ruiz',
    city: 'Valencia',
    country: 'ES',
    business: {
      whatYouDo: 'cerrajería y copias de llaves',
      languages: ['es'],
      offerings: [
        { name: 'Apertura de puertas', description: 'Sin romper la cerradura', price: '60 €' },
        { name: 'Cambio de bombín', price: '45 €' },
        { name: 'Copias de llaves' },
      ],
      openingHours: {
        weekly: SAMPLE_WEEK,
        closures: [{ from: '2027-03-18', to: '2027-03-20', note: 'Fallas' }],
      },
    },
  },
  {
    industry: 'Other',
    name: 'Stitch & Frame',
    city: 'Leeds',
    country: 'GB',
    business: { whatYouDo: 'upholstery and curtain making', languages: ['en'] },
  },
  {
    industry: 'Other',
    name: 'Rauchfang Huber',
    city: 'Graz',
    country: 'AT',
    business: {
      whatYouDo: 'Rauchfangkehrer für Graz und Umgebung',
      languages: ['de'],
      offerings: [
        { name: 'Kaminkehrung', description: 'Sauber und pünktlich' },
        { name: 'Abgasmessung', price: '60 €' },
      ],
    },
  },
  {
    industry: 'Other',
    name: 'Paddle Point',
    city: 'Keswick',
    country: 'GB',
    business: {
      whatYouDo: 'kayak and paddleboard hire on Derwentwater',
      languages: ['en'],
      offerings: [
        {
          name: 'Kayak hire',
          description: 'Buoyancy aid and a quick briefing included',
          price: '£25',
        },
        { name: 'Paddleboard lesson', price: '£40' },
        { name: 'Family canoe', description: 'Room for two adults and two children' },
      ],
      openingHours: { weekly: SAMPLE_WEEK, closures: [] },
    },
  },
  {
    industry: 'Retail',
    name: 'Flores da Sé',
    city: 'Porto',
    country: 'PT',
    business: {
      whatYouDo: 'florista com entregas no Porto',
      languages: ['pt'],
      offerings: [
        { name: 'Ramo da semana', description: 'Flores da época', price: '20 €' },
        { name: 'Arranjos para casamentos' },
        { name: 'Plantas de interior' },
      ],
      openingHours: { weekly: SAMPLE_WEEK, closures: [] },
    },
  },
  {
    industry: 'Other',
    name: 'Ciclofficina Rossi',
    city: 'Bologna',
    country: 'IT',
    business: {
      whatYouDo: 'riparazione biciclette',
      languages: ['it'],
      offerings: [
        { name: 'Revisione completa', price: '50 €' },
        { name: 'Cambio gomme', description: 'Anche tubeless' },
        { name: 'Bici usate' },
      ],
      openingHours: { weekly: SAMPLE_WEEK, closures: [] },
    },
  },
];

/** The sample business of that name. */
export function sampleShop(name: string): SampleShop {
  const shop = SAMPLE_SHOPS.find((candidate) => candidate.name === name);
  if (!shop) throw new Error(`No sample business named ${name}`);
  return shop;
}

/** One written post of a month: its slot and its caption. */
export interface SamplePost {
  slot: PlannedSlot;
  caption: string;
}

/**
 * A whole `month` ("2027-03") for `shop`: a post every day the owner's hours allow, up to 30,
 * planned and written in order, each after the ones before it, as the planner does.
 */
export async function writeSampleMonth(shop: SampleShop, month: string) {
  const business = businessProfileSchema.parse(shop.business);
  const language = planLanguageOf(business.languages);
  const profile = sampleOnboardingData({
    business: { name: shop.name, industry: shop.industry, city: shop.city },
    brandAssets: { tagline: '', samplePosts: [] },
  });
  const slots = planMonth(
    {
      month,
      count: 30,
      platforms: ['instagram', 'facebook'],
      postingTimes: { instagram: { days: [0, 1, 2, 3, 4, 5, 6], time: '11:30' } },
      ownDates: '',
      country: shop.country,
    },
    {
      industry: shop.industry,
      businessName: shop.name,
      holidays: publicHolidays(shop.country, Number(month.slice(0, 4)), language),
      business,
    },
  );
  const ledger = emptyLedger();
  const posts: SamplePost[] = [];
  for (const slot of slots) {
    const post = await writePlanPost(
      slot,
      profile,
      ledger,
      (request) => writePost({ ...request, business }),
      { hours: business.openingHours, language },
    );
    posts.push({ slot, caption: post.caption });
  }
  return { business, language, posts };
}
