import { extractFacts } from '../facts';
import { BRIEF_WORDS } from './message';

/**
 * Noun phrases of an English text, for hashtags and headlines: runs of topic words
 * between function words, verbs and numbers ("fresh sourdough loaves every Saturday"
 * gives "sourdough loaves"), plus the proper names the owner wrote ("Hazy Daze IPA").
 */

const BREAKS = new Set(
  `a about above after again against all also am an and any are as at back be because been
  before being below best between both but by can come comes coming could day did do does
  doing done down during each early every few for from further get gets getting give go goes
  going got great had has have having here how i if in into is it its just know last late
  let like made make makes making many me more most much must my near need new next no nor
  not now of off on once one only or other our out over own please put really right same
  see she should so some soon still such sure take than that the their them then there these
  they this those through till to today tomorrow tonight too try under until up us use very
  via want was way we week weeks well were what when where which while who why will with
  would yes yet you your yours join ours available fresh free big little small good nice
  amazing awesome special perfect favourite favorite launch launches launching open opens
  opening closed closing close closes start starts starting starting return returns
  returning bring brings happen happens happening sorry sadly unfortunately thanks thank
  happy everyone everybody anyone anybody around again always ever lots lot really here's
  there's we're we'll we've i'm it's don't can't won't isn't aren't o'clock pm am
  monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays
  thursdays fridays saturdays sundays january february march april may june july august
  september october november december turn send call file email ring visit check keep find
  grab stop drive sign signs swap ride cover covers stay stays shut ends end runs run pick
  order orders ask share tag follow pop drop practice records time shop store team week month
  year day days hour hours minutes thing stuff lot years friend stock morning evening afternoon
  night weekdays weekends`.split(/\s+/u),
);

const isBreak = (word: string) => {
  const lower = word.toLocaleLowerCase('en-US');
  return (
    BREAKS.has(lower) ||
    BRIEF_WORDS.has(lower) ||
    /\d/u.test(word) ||
    /(?:ly|ed)$/u.test(lower) ||
    [...lower].length < 3
  );
};

const URLS = /\S+@\S+|\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?/giu;

export function nounPhrases(text: string, maxWords = 3): string[] {
  const phrases: string[] = [];
  const words = text.replace(URLS, ' ');
  for (const part of words.split(/[.,;:!?()"“”…—–/|\n]+|\s-\s/u)) {
    let run: string[] = [];
    let runStartsPart = true;
    let index = 0;
    const flush = () => {
      // A lone word that opens a sentence is usually its verb ("Turn off the water").
      const lone = run.length === 1 && (runStartsPart || [...(run[0] ?? '')].length < 5);
      if (run.length && !lone) phrases.push(run.slice(-maxWords).join(' '));
      run = [];
    };
    for (const raw of part.trim().split(/\s+/u)) {
      const word = raw.replace(/^['’]+|['’]+$/gu, '').replace(/['’]s$/u, '');
      if (!word || isBreak(word) || !/^[\p{L}\p{M}][\p{L}\p{M}'’&-]*$/u.test(word)) flush();
      else {
        if (run.length === 0) runStartsPart = index === 0;
        run.push(word);
      }
      index += 1;
    }
    flush();
  }
  return [...new Set(phrases)];
}

/** The proper names of a text, as the owner capitalised them. */
export function properNames(text: string): string[] {
  return extractFacts(text)
    .filter((fact) => fact.kind === 'name')
    .map((fact) => fact.text)
    .filter(
      (name) => !name.split(/\s+/u).every((word) => BREAKS.has(word.toLocaleLowerCase('en-US'))),
    );
}
