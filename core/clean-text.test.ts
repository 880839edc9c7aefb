// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cleanLineText,
  cleanMultilineText,
  cleanUserText,
  findPlaceholders,
  stripHtml,
  truncateAtWord,
} from './clean-text';

describe('stripHtml', () => {
  it.each([
    ['<img src=x onerror=alert(1)>Cupcakes', ' Cupcakes'],
    ['<b>Bold</b> move', ' Bold  move'],
    ['Before<script>alert(1)</script>after', 'Before after'],
    ['<style>p { color: red }</style>Text', ' Text'],
    ['Hidden <!-- comment --> text', 'Hidden   text'],
    ['Unclosed <img src=x onerror=alert(1)', 'Unclosed  '],
    ['3 < 5 and 7 > 2', '3 < 5 and 7 > 2'],
  ])('cleans %j', (input, output) => {
    expect(stripHtml(input)).toBe(output);
  });
});

describe('cleanMultilineText', () => {
  it('removes control characters and bidirectional overrides, keeps line breaks and emoji', () => {
    expect(cleanMultilineText('Hi\u0000 there\u202E!\r\nNext\tline 👨‍👩‍👧')).toBe(
      'Hi there!\nNext line 👨‍👩‍👧',
    );
  });

  it('keeps at most one blank line and trims each line', () => {
    expect(cleanMultilineText('  One  \n\n\n\n  Two   spaces  ')).toBe('One\n\nTwo spaces');
  });
});

describe('cleanLineText', () => {
  it('collapses all whitespace to single spaces', () => {
    expect(cleanLineText(' A\n\nB \t C ')).toBe('A B C');
  });
});

describe('cleanUserText', () => {
  it('drops markup and bracketed template tokens and tidies the spaces they leave', () => {
    expect(cleanUserText('Cupcakes <img src=x onerror=alert(1)> for [brand] on Friday!')).toBe(
      'Cupcakes for on Friday!',
    );
    expect(cleanUserText('{name} and {{city}} brownies')).toBe('and brownies');
  });

  it('keeps the space a French owner puts before a colon or a question mark', () => {
    expect(cleanUserText('Stage de 9h à 12h : 180 € la semaine. Des questions ?')).toBe(
      'Stage de 9h à 12h : 180 € la semaine. Des questions ?',
    );
    expect(cleanUserText('Cupcakes for [brand] , on Friday')).toBe('Cupcakes for, on Friday');
  });

  it('gives an empty string for nothing', () => {
    expect(cleanUserText(null)).toBe('');
    expect(cleanUserText(undefined)).toBe('');
  });
});

describe('findPlaceholders', () => {
  it('finds template tokens and programming leftovers', () => {
    expect(
      findPlaceholders(
        'Hi [Business Name], {name} says lorem ipsum: undefined null [object Object]',
      ),
    ).toEqual(['[Business Name]', '[object Object]', '{name}', 'lorem ipsum', 'undefined', 'null']);
  });

  it('finds nothing in ordinary text', () => {
    expect(findPlaceholders('Nullam? No: annulled, undefinedness aside, all fine.')).toEqual([]);
  });
});

describe('truncateAtWord', () => {
  it('keeps a text that fits', () => {
    expect(truncateAtWord('Fresh bread', 11)).toBe('Fresh bread');
  });

  it('cuts at a word boundary and marks the cut, within the limit', () => {
    const cut = truncateAtWord('Fresh sourdough loaves every Saturday morning', 25);
    expect(cut).toBe('Fresh sourdough loaves…');
    expect(cut.length).toBeLessThanOrEqual(25);
  });

  it('drops trailing punctuation before the mark', () => {
    expect(truncateAtWord('Bread, cakes, pies and more', 14)).toBe('Bread, cakes…');
  });

  it('never cuts inside a word', () => {
    expect(truncateAtWord('Supercalifragilistic', 10)).toBe('');
  });
});
