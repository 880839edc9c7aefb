/**
 * The planner's own words in the languages it writes besides English (`plan-language.ts`).
 * Each says only what the English tables say: no price, time or claim the owner did not
 * give. Briefs take the owner's thing after a colon, or none, so no article has to agree
 * with a name the planner cannot know the gender of.
 */
import type { SlotKind } from './plan-types';

export type BriefKind = Extract<
  SlotKind,
  'tip' | 'behind_the_scenes' | 'spotlight' | 'seasonal' | 'community'
>;

export interface PlanPhrases {
  /** The closure notice; `to` is null for a single day. */
  closed: (parts: { from: string; to: string | null; why: string; back: string }) => string;
  /** Recognises `closed`'s own notices, so they get no call to action. */
  closedNotice: RegExp;
  onWeekday: (weekday: string) => string;
  onDate: (dayAndMonth: string) => string;
  /** An opening time after "we are back …": "a las 9:00", "às 9h", "um 9 Uhr". */
  at: (hour: number, minutes: string) => string;
  back: (when: string, at: string) => string[];
  holiday: (name: string, dayAndMonth: string) => string;
  seasons: Record<string, string>;
  /**
   * Briefs by kind: with the owner's {thing}, and without one (the business {name}). The
   * trade's tips are English, so a tip here is an offer to answer the reader's question
   * rather than "a tip about…" with no tip after it.
   */
  briefs: Record<BriefKind, { withThing: readonly string[]; alone: readonly string[] }>;
  /** Calls to action: for any post, for a date or offer, and those inviting a visit. */
  calls: { general: readonly string[]; date: readonly string[]; visits: readonly string[] };
}

/** Italian drops the article's vowel before 8 and 11 ("dall'8 dicembre") and writes "1°". */
function elide(article: string, date: string): string {
  const day = date.replace(/^1 /u, '1° ');
  if (!/^(?:8|11)\b/u.test(day)) return `${article} ${day}`;
  return `${article === 'il' ? 'l' : article.replace(/l$/u, 'll')}'${day}`;
}

/** French writes the first of the month "1er". */
const premier = (date: string) => date.replace(/^1 /u, '1er ');

const ES: PlanPhrases = {
  closed: ({ from, to, why, back }) =>
    to
      ? `Cerramos del ${from} al ${to}${why} y volvemos a abrir el ${back}`
      : `Cerramos el ${from}${why} y volvemos a abrir el ${back}`,
  closedNotice: /^Cerramos (?:el|del)\b.*\bvolvemos a abrir\b/u,
  onWeekday: (weekday) => `el ${weekday}`,
  onDate: (date) => `el ${date}`,
  at: (hour, minutes) => (hour === 1 ? `a la 1:${minutes}` : `a las ${hour}:${minutes}`),
  back: (when, at) => [
    `Volvemos ${when} ${at}: ¡ven a saludarnos!`,
    `Abrimos de nuevo ${when} ${at}.`,
    `Te esperamos ${when}, ${at}.`,
  ],
  holiday: (name, date) => `${name}, el ${date}`,
  seasons: { spring: 'primavera', summer: 'verano', autumn: 'otoño', winter: 'invierno' },
  briefs: {
    tip: {
      withThing: [
        '¿Dudas sobre {thing}? Pregúntanos y te aconsejamos',
        '¿No sabes si necesitas {thing}? Escríbenos y lo vemos',
      ],
      alone: ['¿Tienes una duda? Te la resolvemos encantados'],
    },
    behind_the_scenes: {
      withThing: [
        'Entre bastidores: {thing}',
        'Así trabajamos: {thing}',
        'La primera tarea del día: {thing}',
        'Lo que no se ve: {thing}',
        'Paso a paso: {thing}',
        'Manos a la obra: {thing}',
        'Cómo lo hacemos: {thing}',
      ],
      alone: ['Entre bastidores en {name}', 'Un día de trabajo en {name}', 'Lo que no se ve'],
    },
    spotlight: {
      withThing: [
        'En el foco: {thing}',
        'Hablemos de {thing}',
        'De cerca: {thing}',
        'Esta semana te presentamos: {thing}',
        'Para que lo conozcas: {thing}',
        'Te lo contamos: {thing}',
        'Nuestra oferta: {thing}',
      ],
      alone: ['Te presentamos {name}', 'Esta semana en {name}'],
    },
    seasonal: {
      withThing: [
        '{Season} en {name}: {thing}',
        'Notas de {season}: {thing}',
        'En {season}: {thing}',
        'Temporada de {season}: {thing}',
      ],
      alone: ['{Season} en {name}', 'Notas de {season}'],
    },
    community: {
      withThing: [],
      alone: [
        'Gracias a quienes hacen de {name} lo que es',
        'Gracias por cada palabra amable de este mes',
        'Un saludo a los vecinos con los que nos encanta trabajar',
        'A todos los que nos visitaron este mes: ¡gracias!',
        'Mil gracias por confiar en {name}',
      ],
    },
  },
  calls: {
    general: [
      'Cuéntanos qué te parece en los comentarios.',
      'Guarda esta publicación para tenerla a mano.',
      'Compártelo con alguien a quien le pueda servir.',
      '¿Tienes alguna pregunta? Escríbenos.',
      'Etiqueta a alguien a quien le gustaría.',
      'Síguenos para ver más.',
      'Dinos qué te gustaría ver la próxima vez.',
    ],
    date: [
      'Apúntatelo para que no se te pase.',
      'No lo dejes para el último momento.',
      'Compártelo con quien no se lo quiera perder.',
    ],
    visits: ['Pásate a saludarnos cuando quieras.'],
  },
};

const PT: PlanPhrases = {
  closed: ({ from, to, why, back }) =>
    to
      ? `Estamos fechados entre ${from} e ${to}${why} e reabrimos no dia ${back}`
      : `Estamos fechados no dia ${from}${why} e reabrimos no dia ${back}`,
  closedNotice: /^Estamos fechados\b.*\breabrimos\b/u,
  // "terça-feira" is feminine, "sábado" and "domingo" masculine.
  onWeekday: (weekday) => (/feira$/u.test(weekday) ? `na ${weekday}` : `no ${weekday}`),
  onDate: (date) => `no dia ${date}`,
  at: (hour, minutes) => `${hour === 1 ? 'à' : 'às'} ${hour}h${minutes === '00' ? '' : minutes}`,
  back: (when, at) => [
    `Voltamos ${when} ${at}: venha dizer olá!`,
    `Reabrimos ${when} ${at}.`,
    `Estamos de volta ${when}, ${at}.`,
  ],
  holiday: (name, date) => `${name}, no dia ${date}`,
  seasons: { spring: 'primavera', summer: 'verão', autumn: 'outono', winter: 'inverno' },
  briefs: {
    tip: {
      withThing: [
        'Dúvidas sobre {thing}? Pergunte-nos e ajudamos',
        'Não sabe se precisa de {thing}? Fale connosco',
      ],
      alone: ['Tem alguma dúvida? Teremos todo o gosto em ajudar'],
    },
    behind_the_scenes: {
      withThing: [
        'Nos bastidores: {thing}',
        'Como trabalhamos: {thing}',
        'A primeira tarefa do dia: {thing}',
        'O que não se vê: {thing}',
        'Passo a passo: {thing}',
        'Mãos à obra: {thing}',
        'Assim se faz: {thing}',
      ],
      alone: ['Um dia normal de trabalho', 'O que não se vê'],
    },
    spotlight: {
      withThing: [
        'Em destaque: {thing}',
        'Vamos falar de {thing}',
        'De perto: {thing}',
        'Esta semana apresentamos: {thing}',
        'Para conhecer: {thing}',
        'Contamos-lhe tudo: {thing}',
        'Da nossa oferta: {thing}',
      ],
      // Not "Apresentamos: {name}": the business's name where an offering belongs (issue 36).
      alone: [],
    },
    seasonal: {
      withThing: [
        '{Season}: {thing}',
        'Notas de {season}: {thing}',
        'Em tempo de {season}: {thing}',
        'Nesta altura do ano: {thing}',
      ],
      alone: ['{Season} por cá', 'Notas de {season}'],
    },
    community: {
      withThing: [],
      alone: [
        'Obrigado a todos os clientes que nos acompanham',
        'Obrigado por cada palavra simpática deste mês',
        'Um agradecimento aos vizinhos com quem adoramos trabalhar',
        'A todos os que nos visitaram este mês: obrigado!',
        'Muito obrigado pela vossa confiança',
      ],
    },
  },
  calls: {
    general: [
      'Diga-nos o que acha nos comentários.',
      'Guarde esta publicação para quando precisar.',
      'Partilhe com alguém a quem possa ser útil.',
      'Tem alguma pergunta? Envie-nos uma mensagem.',
      'Identifique alguém que ia gostar.',
      'Siga-nos para ver mais.',
      'Diga-nos o que gostaria de ver a seguir.',
    ],
    date: [
      'Aponte na agenda para não se esquecer.',
      'Não deixe para a última hora.',
      'Partilhe com quem não vai querer perder.',
    ],
    visits: ['Venha visitar-nos e dizer olá.'],
  },
};

const FR: PlanPhrases = {
  closed: ({ from, to, why, back }) =>
    to
      ? `Nous sommes fermés du ${premier(from)} au ${premier(to)}${why} et rouvrons le ${premier(back)}`
      : `Nous sommes fermés le ${premier(from)}${why} et rouvrons le ${premier(back)}`,
  closedNotice: /^Nous sommes fermés\b.*\brouvrons\b/u,
  onWeekday: (weekday) => weekday,
  onDate: (date) => `le ${premier(date)}`,
  at: (hour, minutes) => `à ${hour}h${minutes === '00' ? '' : minutes}`,
  back: (when, at) => [
    `Nous rouvrons ${when} ${at} : passez nous dire bonjour !`,
    `De retour ${when} ${at}.`,
  ],
  holiday: (name, date) => `${name}, le ${premier(date)}`,
  seasons: { spring: 'printemps', summer: 'été', autumn: 'automne', winter: 'hiver' },
  briefs: {
    tip: {
      withThing: [
        'Une question sur {thing} ? Demandez-nous conseil',
        'Vous hésitez pour {thing} ? Écrivez-nous',
      ],
      alone: ['Une question ? Nous y répondons avec plaisir'],
    },
    behind_the_scenes: {
      withThing: [
        'Dans les coulisses : {thing}',
        'Notre façon de travailler : {thing}',
        'Première tâche de la journée : {thing}',
        'Ce qu’on ne voit pas : {thing}',
        'Étape par étape : {thing}',
        'À l’ouvrage : {thing}',
        'Comment on s’y prend : {thing}',
      ],
      alone: ['Dans les coulisses', 'Une journée de travail chez {name}', 'Ce qu’on ne voit pas'],
    },
    spotlight: {
      withThing: [
        'À la une : {thing}',
        'Parlons de {thing}',
        'De près : {thing}',
        'Cette semaine, place à : {thing}',
        'Pour faire connaissance : {thing}',
        'On vous raconte : {thing}',
        'Dans notre offre : {thing}',
      ],
      alone: ['Bienvenue chez {name}', 'Cette semaine chez {name}'],
    },
    seasonal: {
      withThing: [
        'Notes de saison : {thing}',
        'Un mot de saison : {thing}',
        'Au fil de la saison : {thing}',
        'En cette saison : {thing}',
      ],
      alone: ['Notes de saison', 'Un mot de saison'],
    },
    community: {
      withThing: [],
      alone: [
        'Merci à celles et ceux qui font vivre {name}',
        'Merci pour chaque mot gentil ce mois-ci',
        'Un clin d’œil aux voisins avec qui nous aimons travailler',
        'À toutes les personnes venues nous voir ce mois-ci : merci !',
        'Mille mercis pour votre confiance',
      ],
    },
  },
  calls: {
    general: [
      'Dites-nous ce que vous en pensez en commentaire.',
      'Enregistrez ce post pour le retrouver facilement.',
      'Partagez-le avec quelqu’un à qui il sera utile.',
      'Une question ? Écrivez-nous.',
      'Identifiez quelqu’un à qui ça plairait.',
      'Suivez-nous pour en voir plus.',
      'Dites-nous ce que vous aimeriez voir la prochaine fois.',
    ],
    date: [
      'Notez-le dans votre agenda pour ne pas l’oublier.',
      'Ne tardez pas trop.',
      'Partagez-le avec quelqu’un qui ne voudrait pas le manquer.',
    ],
    visits: ['Passez nous dire bonjour.'],
  },
};

const DE: PlanPhrases = {
  closed: ({ from, to, why, back }) =>
    to
      ? `Wir haben vom ${from} bis zum ${to}${why} geschlossen und sind ab dem ${back} wieder für euch da`
      : `Wir haben am ${from}${why} geschlossen und sind ab dem ${back} wieder für euch da`,
  closedNotice: /^Wir haben\b.*\bgeschlossen und sind ab\b/u,
  onWeekday: (weekday) => `am ${weekday}`,
  onDate: (date) => `am ${date}`,
  at: (hour, minutes) => (minutes === '00' ? `um ${hour} Uhr` : `um ${hour}:${minutes} Uhr`),
  back: (when, at) => [
    `Wir sind ${when} ${at} wieder für euch da.`,
    `Wir öffnen wieder ${when} ${at}: wir freuen uns auf euch.`,
  ],
  holiday: (name, date) => `${name} am ${date}`,
  seasons: { spring: 'Frühling', summer: 'Sommer', autumn: 'Herbst', winter: 'Winter' },
  briefs: {
    tip: {
      withThing: [
        'Fragen zu {thing}? Fragt uns, wir beraten euch gern',
        'Unsicher bei {thing}? Schreibt uns',
      ],
      alone: ['Eine Frage? Wir helfen gern weiter'],
    },
    behind_the_scenes: {
      withThing: [
        'Hinter den Kulissen: {thing}',
        'So arbeiten wir: {thing}',
        'Die erste Aufgabe des Tages: {thing}',
        'Was man nicht sieht: {thing}',
        'Schritt für Schritt: {thing}',
        'Ran an die Arbeit: {thing}',
        'Wie wir es machen: {thing}',
      ],
      alone: ['Hinter den Kulissen bei {name}', 'Ein Arbeitstag bei {name}', 'Was man nicht sieht'],
    },
    spotlight: {
      withThing: [
        'Im Fokus: {thing}',
        'Reden wir über {thing}',
        'Ganz nah dran: {thing}',
        'Diese Woche stellen wir vor: {thing}',
        'Zum Kennenlernen: {thing}',
        'Kurz erzählt: {thing}',
        'Aus unserem Angebot: {thing}',
      ],
      alone: ['Das ist {name}', 'Diese Woche bei {name}'],
    },
    seasonal: {
      withThing: [
        '{Season} bei {name}: {thing}',
        'Was der {Season} bringt: {thing}',
        'Passend zur Jahreszeit: {thing}',
        'Jetzt im {Season}: {thing}',
      ],
      alone: ['{Season} bei {name}', 'Der {Season} ist da'],
    },
    community: {
      withThing: [],
      alone: [
        'Danke an alle, die {name} zu dem machen, was es ist',
        'Danke für jedes nette Wort in diesem Monat',
        'Ein Gruß an die Nachbarn, mit denen wir so gern zusammenarbeiten',
        'An alle, die diesen Monat bei uns waren: danke!',
        'Vielen Dank für euer Vertrauen',
      ],
    },
  },
  calls: {
    general: [
      'Sagt uns in den Kommentaren, was ihr davon haltet.',
      'Speichert euch den Beitrag für später.',
      'Teilt ihn mit jemandem, dem er hilft.',
      'Fragen? Schreibt uns einfach.',
      'Markiert jemanden, dem das gefallen würde.',
      'Folgt uns für mehr davon.',
      'Was wollt ihr als Nächstes sehen? Schreibt es uns.',
    ],
    date: [
      'Tragt es euch gleich in den Kalender ein.',
      'Wartet nicht bis zur letzten Minute.',
      'Teilt es mit allen, die es nicht verpassen wollen.',
    ],
    visits: ['Schaut gern bei uns vorbei.'],
  },
};

const IT: PlanPhrases = {
  closed: ({ from, to, why, back }) =>
    to
      ? `Siamo chiusi ${elide('dal', from)} ${elide('al', to)}${why} e riapriamo ${elide('il', back)}`
      : `Siamo chiusi ${elide('il', from)}${why} e riapriamo ${elide('il', back)}`,
  closedNotice: /^Siamo chiusi\b.*\briapriamo\b/u,
  onWeekday: (weekday) => weekday,
  onDate: (date) => elide('il', date),
  at: (hour, minutes) =>
    `${hour === 1 ? "all'1" : `alle ${hour}`}${minutes === '00' ? '' : `:${minutes}`}`,
  back: (when, at) => [
    `Riapriamo ${when} ${at}: passate a salutarci!`,
    `Vi aspettiamo di nuovo ${when} ${at}.`,
  ],
  holiday: (name, date) => `${name}, ${elide('il', date)}`,
  seasons: { spring: 'primavera', summer: 'estate', autumn: 'autunno', winter: 'inverno' },
  briefs: {
    tip: {
      withThing: [
        'Dubbi su {thing}? Chiedeteci un consiglio',
        'Non sapete se vi serve {thing}? Scriveteci e ne parliamo',
      ],
      alone: ['Un dubbio? Vi rispondiamo volentieri'],
    },
    behind_the_scenes: {
      withThing: [
        'Dietro le quinte: {thing}',
        'Come lavoriamo: {thing}',
        'Il primo lavoro della giornata: {thing}',
        'Quello che non si vede: {thing}',
        'Passo dopo passo: {thing}',
        'Al lavoro: {thing}',
        'Come lo facciamo: {thing}',
      ],
      alone: ['Dietro le quinte', 'Una giornata di lavoro da {name}', 'Quello che non si vede'],
    },
    spotlight: {
      withThing: [
        'In primo piano: {thing}',
        'Parliamo di {thing}',
        'Da vicino: {thing}',
        'Questa settimana vi presentiamo: {thing}',
        'Da conoscere: {thing}',
        'Ve lo raccontiamo: {thing}',
        'Dalla nostra offerta: {thing}',
      ],
      alone: ['Questo è {name}', 'Questa settimana da {name}'],
    },
    seasonal: {
      withThing: [
        'Note di stagione: {thing}',
        '{Season} da {name}: {thing}',
        'In questa stagione: {thing}',
        'Tempo di {season}: {thing}',
      ],
      alone: ['Note di stagione', '{Season} da {name}'],
    },
    community: {
      withThing: [],
      alone: [
        'Grazie a chi rende {name} quello che è',
        'Grazie per ogni parola gentile di questo mese',
        'Un saluto ai vicini con cui amiamo lavorare',
        'A tutti quelli che sono passati da noi questo mese: grazie!',
        'Mille grazie per la vostra fiducia',
      ],
    },
  },
  calls: {
    general: [
      'Diteci cosa ne pensate nei commenti.',
      'Salvate questo post per ritrovarlo quando serve.',
      'Condividetelo con chi potrebbe trovarlo utile.',
      'Domande? Scriveteci.',
      'Taggate qualcuno a cui piacerebbe.',
      'Seguiteci per vederne altri.',
      'Diteci cosa vorreste vedere la prossima volta.',
    ],
    date: [
      'Segnatevelo in agenda per non dimenticarlo.',
      'Non aspettate l’ultimo momento.',
      'Condividetelo con chi non vorrebbe perderselo.',
    ],
    visits: ['Passate a salutarci quando volete.'],
  },
};

export const PLAN_PHRASES: Record<'es' | 'pt' | 'fr' | 'de' | 'it', PlanPhrases> = {
  es: ES,
  pt: PT,
  fr: FR,
  de: DE,
  it: IT,
};
