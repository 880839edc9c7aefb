import type { CaptionLength } from '@contract/generation';
import { characterCount, countSentences } from './sentences';

export interface CaptionBand {
  sentences: { min: number; max: number };
  characters: { min: number; max: number };
}

/** What short, medium and long mean, in sentences and characters (counted as in sentences.ts). */
export const CAPTION_BANDS: Record<CaptionLength, CaptionBand> = {
  short: { sentences: { min: 1, max: 2 }, characters: { min: 1, max: 200 } },
  medium: { sentences: { min: 3, max: 4 }, characters: { min: 200, max: 500 } },
  long: { sentences: { min: 5, max: 7 }, characters: { min: 500, max: 1000 } },
};

export interface CaptionMeasure {
  sentences: number;
  characters: number;
}

export function measureCaption(caption: string): CaptionMeasure {
  return { sentences: countSentences(caption), characters: characterCount(caption) };
}

/** What is wrong with a caption for its chosen length; empty when it fits its band. */
export function captionBandProblems(caption: string, length: CaptionLength): string[] {
  const band = CAPTION_BANDS[length];
  const { sentences, characters } = measureCaption(caption);
  const problems: string[] = [];
  if (sentences < band.sentences.min || sentences > band.sentences.max) {
    problems.push(
      `A ${length} caption has ${band.sentences.min} to ${band.sentences.max} sentences, not ${sentences}.`,
    );
  }
  if (characters < band.characters.min || characters > band.characters.max) {
    problems.push(
      `A ${length} caption has ${band.characters.min} to ${band.characters.max} characters, not ${characters}.`,
    );
  }
  return problems;
}
