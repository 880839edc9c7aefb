/**
 * What a post in a language other than English says after its brief, so that it is never
 * a heading alone once the month's calls to action are used (issue 36). Two sources:
 * - the owner's own words: what they said of an offering, what makes them different, and
 *   the list of what they offer, each said once a month (`local-month.ts`);
 * - the kind's own lines, which claim nothing about the business (no product, no
 *   premises, no promise): the season as anyone sees it, thanks, a holiday wish, a
 *   question to the reader.
 * The trade's tables are English, so nothing of theirs goes here (ADR 0022).
 */
import type { PlanLanguage } from './plan-language';

type Local = Exclude<PlanLanguage, 'en'>;

interface LocalLines {
  /** "Pastel de nata, tosta mista e galão": the owner's offerings as one list. */
  and: string;
  /** The sentence that lists what the business offers, in the owner's words. */
  offers: (list: string) => string;
  /** Lines about the season itself, by season. */
  seasons: Record<string, readonly string[]>;
  community: readonly string[];
  holiday: readonly string[];
  /** A spotlight's question to the reader about the thing in the picture. */
  spotlight: readonly string[];
  /** A look behind the scenes that asks what the reader would like to see. */
  behind_the_scenes: readonly string[];
}

export const LOCAL_LINES: Record<Local, LocalLines> = {
  pt: {
    and: 'e',
    offers: (list) => `O que temos para si: ${list}.`,
    seasons: {
      spring: [
        'Os dias estão mais compridos e há mais luz ao fim da tarde.',
        'A primavera convida a sair de casa.',
        'Manhãs mais claras, tardes mais longas.',
        'Sabe bem ver a cidade ganhar cor outra vez.',
      ],
      summer: [
        'Dias longos e noites quentes: aproveite-os bem.',
        'O verão pede calma e tempo para os amigos.',
        'Beba água e proteja-se do sol nas horas de mais calor.',
        'As tardes de verão parecem não ter fim.',
      ],
      autumn: [
        'Os dias encurtam e as manhãs já estão frescas.',
        'O outono é boa altura para voltar às rotinas.',
        'As folhas caem e as tardes ficam mais curtas.',
        'Chegou o tempo dos casacos leves.',
      ],
      winter: [
        'Manhãs frias e noites longas: agasalhe-se bem.',
        'No inverno sabe bem ter um motivo para sair de casa.',
        'Os dias são curtos, mas já estão a crescer.',
        'Com frio lá fora, os pequenos prazeres contam mais.',
      ],
    },
    community: [
      'Sem vocês, nada disto acontecia.',
      'Cada visita e cada palavra simpática contam muito.',
      'Temos muita sorte em ter vizinhos como vocês.',
      'Que venham muitos mais meses juntos.',
      'Obrigado por escolherem o comércio local.',
    ],
    holiday: [
      'Aproveite o dia, passe-o como quiser.',
      'Desejamos-lhe um bom dia, com quem mais gosta.',
      'Que seja um dia de descanso para todos.',
    ],
    spotlight: [
      'Já conhece? Conte-nos nos comentários.',
      'Tem um preferido? Diga-nos qual.',
      'Quem gostaria de experimentar? Identifique essa pessoa.',
    ],
    behind_the_scenes: [
      'Há alguma parte do nosso trabalho que gostaria de conhecer melhor?',
      'Que pergunta nos faria sobre o nosso dia a dia?',
      'Quer saber mais sobre como trabalhamos? Pergunte-nos.',
    ],
  },
  es: {
    and: 'y',
    offers: (list) => `Lo que ofrecemos: ${list}.`,
    seasons: {
      spring: [
        'Los días son más largos y hay luz hasta más tarde.',
        'La primavera invita a salir de casa.',
        'Mañanas más claras, tardes más largas.',
        'Da gusto ver las calles llenas de color otra vez.',
        'Apetece pasear con este tiempo.',
      ],
      summer: [
        'Días largos y noches cálidas: aprovéchalos.',
        'Bebe agua y protégete del sol en las horas de más calor.',
        'Las tardes de verano parecen no acabar nunca.',
        'El verano pide calma y tiempo con los amigos.',
        'Con este calor, mejor salir a primera hora.',
      ],
      autumn: [
        'Los días se acortan y las mañanas ya son frescas.',
        'El otoño es buen momento para volver a la rutina.',
        'Caen las hojas y las tardes son más cortas.',
        'Llega el tiempo de las chaquetas ligeras.',
        'Las tardes de otoño invitan a ir sin prisa.',
      ],
      winter: [
        'Mañanas frías y noches largas: abrígate bien.',
        'Los días son cortos, pero ya empiezan a crecer.',
        'Con frío fuera, los pequeños placeres cuentan más.',
        'En invierno se agradece un motivo para salir de casa.',
        'Ya queda menos para los días largos.',
      ],
    },
    community: [
      'Sin vosotros, nada de esto sería posible.',
      'Cada visita y cada palabra amable cuentan mucho.',
      'Tenemos mucha suerte de tener vecinos como vosotros.',
      'Por muchos meses más juntos.',
      'Gracias por elegir el comercio de barrio.',
    ],
    holiday: [
      'Disfruta del día, lo pases como lo pases.',
      'Te deseamos un buen día con los tuyos.',
      'Que sea un día de descanso para todos.',
    ],
    spotlight: [
      '¿Ya lo conoces? Cuéntanoslo en los comentarios.',
      '¿Tienes un favorito? Dinos cuál.',
      '¿A quién le gustaría probarlo? Etiquétalo.',
    ],
    behind_the_scenes: [
      '¿Qué parte de nuestro trabajo te gustaría conocer mejor?',
      '¿Qué nos preguntarías sobre nuestro día a día?',
      '¿Quieres saber más sobre cómo trabajamos? Pregúntanos.',
    ],
  },
  fr: {
    and: 'et',
    offers: (list) => `Ce que nous proposons : ${list}.`,
    seasons: {
      spring: [
        'Les jours rallongent et la lumière reste plus tard le soir.',
        'Le printemps donne envie de sortir.',
        'Des matins plus clairs, des soirées plus longues.',
      ],
      summer: [
        'De longues journées et des soirées douces : profitez-en.',
        'Buvez de l’eau et protégez-vous du soleil aux heures chaudes.',
        'Les soirées d’été semblent ne jamais finir.',
      ],
      autumn: [
        'Les jours raccourcissent et les matins sont déjà frais.',
        'L’automne, c’est le bon moment pour reprendre ses habitudes.',
        'Les feuilles tombent et les soirées raccourcissent.',
      ],
      winter: [
        'Matins froids et longues soirées : couvrez-vous bien.',
        'Les jours sont courts, mais ils commencent à rallonger.',
        'Quand il fait froid dehors, les petits plaisirs comptent davantage.',
      ],
    },
    community: [
      'Sans vous, rien de tout cela ne serait possible.',
      'Chaque visite et chaque mot gentil comptent beaucoup.',
      'Nous avons de la chance d’avoir des voisins comme vous.',
      'À encore beaucoup de mois ensemble.',
      'Merci de choisir le commerce de proximité.',
    ],
    holiday: [
      'Profitez bien de la journée, quelle qu’elle soit.',
      'Nous vous souhaitons une belle journée avec vos proches.',
      'Que ce soit un jour de repos pour tout le monde.',
    ],
    spotlight: [
      'Vous connaissez déjà ? Dites-le-nous en commentaire.',
      'Vous avez un préféré ? Dites-nous lequel.',
      'Qui aimerait essayer ? Identifiez cette personne.',
    ],
    behind_the_scenes: [
      'Quelle partie de notre travail aimeriez-vous mieux connaître ?',
      'Quelle question nous poseriez-vous sur notre quotidien ?',
      'Envie d’en savoir plus sur notre façon de travailler ? Demandez-nous.',
    ],
  },
  de: {
    and: 'und',
    offers: (list) => `Unser Angebot: ${list}.`,
    seasons: {
      spring: [
        'Die Tage werden länger, und abends bleibt es länger hell.',
        'Der Frühling lockt nach draußen.',
        'Hellere Morgen, längere Abende.',
      ],
      summer: [
        'Lange Tage und warme Abende: genießen Sie sie.',
        'Trinken Sie genug und meiden Sie die Mittagshitze.',
        'Die Sommerabende scheinen kein Ende zu nehmen.',
      ],
      autumn: [
        'Die Tage werden kürzer, die Morgen schon frisch.',
        'Der Herbst ist eine gute Zeit, um zur Routine zurückzufinden.',
        'Die Blätter fallen, die Abende werden kürzer.',
      ],
      winter: [
        'Kalte Morgen und lange Abende: ziehen Sie sich warm an.',
        'Die Tage sind kurz, aber sie werden schon wieder länger.',
        'Wenn es draußen kalt ist, zählen die kleinen Freuden mehr.',
      ],
    },
    community: [
      'Ohne Sie wäre das alles nicht möglich.',
      'Jeder Besuch und jedes freundliche Wort bedeutet uns viel.',
      'Wir haben großes Glück mit Nachbarn wie Ihnen.',
      'Auf viele weitere gemeinsame Monate.',
      'Danke, dass Sie in der Nachbarschaft kaufen.',
    ],
    holiday: [
      'Genießen Sie den Tag, wie auch immer Sie ihn verbringen.',
      'Wir wünschen Ihnen einen schönen Tag mit Ihren Liebsten.',
      'Möge es für alle ein ruhiger Tag sein.',
    ],
    spotlight: [
      'Schon gekannt? Erzählen Sie es uns in den Kommentaren.',
      'Haben Sie einen Favoriten? Verraten Sie ihn uns.',
      'Wer sollte das einmal ausprobieren? Markieren Sie die Person.',
    ],
    behind_the_scenes: [
      'Welchen Teil unserer Arbeit möchten Sie näher kennenlernen?',
      'Was würden Sie uns über unseren Alltag fragen?',
      'Mehr darüber wissen, wie wir arbeiten? Fragen Sie uns.',
    ],
  },
  it: {
    and: 'e',
    offers: (list) => `Cosa offriamo: ${list}.`,
    seasons: {
      spring: [
        'Le giornate si allungano e la luce resta fino a sera.',
        'La primavera invoglia a uscire di casa.',
        'Mattine più luminose, serate più lunghe.',
      ],
      summer: [
        'Giornate lunghe e serate calde: godetevele.',
        'Bevete acqua e riparatevi dal sole nelle ore più calde.',
        'Le serate d’estate sembrano non finire mai.',
      ],
      autumn: [
        'Le giornate si accorciano e le mattine sono già fresche.',
        'L’autunno è il momento giusto per riprendere le abitudini.',
        'Cadono le foglie e le serate si accorciano.',
      ],
      winter: [
        'Mattine fredde e serate lunghe: copritevi bene.',
        'Le giornate sono corte, ma cominciano ad allungarsi.',
        'Con il freddo fuori, i piccoli piaceri contano di più.',
      ],
    },
    community: [
      'Senza di voi, niente di tutto questo sarebbe possibile.',
      'Ogni visita e ogni parola gentile contano tanto.',
      'Siamo fortunati ad avere vicini come voi.',
      'A tanti altri mesi insieme.',
      'Grazie di scegliere i negozi di quartiere.',
    ],
    holiday: [
      'Godetevi la giornata, comunque la passiate.',
      'Vi auguriamo una bella giornata con le persone care.',
      'Che sia un giorno di riposo per tutti.',
    ],
    spotlight: [
      'Lo conoscete già? Raccontatecelo nei commenti.',
      'Avete un preferito? Diteci quale.',
      'Chi vorrebbe provarlo? Taggatelo.',
    ],
    behind_the_scenes: [
      'Quale parte del nostro lavoro vi piacerebbe conoscere meglio?',
      'Cosa ci chiedereste sulla nostra giornata?',
      'Volete sapere di più su come lavoriamo? Chiedetecelo.',
    ],
  },
};

/** "a, b e c" in the language. */
export function listOf(language: Local, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${LOCAL_LINES[language].and} ${items.at(-1) ?? ''}`;
}

/** The kind's own lines in the language: what a post says when the owner's words are said. */
export function kindLines(
  language: Local,
  kind: string | undefined,
  season: string,
): readonly string[] {
  const lines = LOCAL_LINES[language];
  if (kind === 'seasonal') return lines.seasons[season] ?? [];
  if (kind === 'community') return lines.community;
  if (kind === 'holiday') return lines.holiday;
  if (kind === 'spotlight') return lines.spotlight;
  if (kind === 'behind_the_scenes') return lines.behind_the_scenes;
  return [];
}
