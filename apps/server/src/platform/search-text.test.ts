import { describe, expect, it } from 'vitest';
import {
  applyCorrections,
  correctableWords,
  highlightRanges,
  positiveSearch,
  searchCorrectingTypos,
} from './search-text.ts';

describe('positiveSearch', () => {
  it('keeps the words a match must have, without excluded words and phrases', () => {
    expect(positiveSearch('solar kiosks')).toEqual({ text: 'solar kiosks', anyOf: false });
    expect(positiveSearch('solar -diesel -"grid power" clinics')).toEqual({
      text: 'solar clinics',
      anyOf: false,
    });
    expect(positiveSearch('"rural clinics" solar')).toEqual({ text: 'rural clinics  solar', anyOf: false });
  });

  it('says when any one word is enough (OR), and leaves OR out of the words', () => {
    expect(positiveSearch('solar OR wind')).toEqual({ text: 'solar wind', anyOf: true });
  });

  it('is empty for a search of excluded words only', () => {
    expect(positiveSearch('-diesel')).toEqual({ text: '', anyOf: false });
  });
});

describe('correctableWords and applyCorrections', () => {
  it('offers words of four letters or more, once each, and replaces them whatever their case', () => {
    expect(correctableWords('Valdation or the valdation of app ideas')).toEqual(['valdation', 'ideas']);
    expect(applyCorrections('Valdation ideas', new Map([['valdation', 'validation']]))).toBe(
      'validation ideas',
    );
    expect(applyCorrections('ideas', new Map())).toBeNull();
  });
});

describe('highlightRanges', () => {
  it('turns marked words into ranges of the original text', () => {
    expect(highlightRanges('Solar kiosks', '\uE000Solar\uE001 kiosks')).toEqual([{ start: 0, end: 5 }]);
  });

  it('gives no ranges when the marked text does not fit the original', () => {
    expect(highlightRanges('Solar kiosks', '\uE000Wind\uE001 kiosks')).toEqual([]);
  });
});

describe('searchCorrectingTypos', () => {
  /** A search over fixed results, recording what it was asked. */
  const searcher = (results: Record<string, string[]>) => {
    const asked: string[] = [];
    const run = async (q: string) => {
      asked.push(q);
      return results[q] ?? [];
    };
    return { asked, run };
  };
  const corrections = (map: Record<string, string>) => async (q: string) => map[q] ?? null;

  it('keeps what the search finds, even when a correction exists', async () => {
    const { run } = searcher({ kiosk: ['a'], kiosks: ['b'] });
    expect(await searchCorrectingTypos('kiosk', run, corrections({ kiosk: 'kiosks' }))).toEqual({
      rows: ['a'],
      corrected: null,
    });
  });

  it('answers with the corrected search when the search finds nothing and the correction finds some', async () => {
    const { asked, run } = searcher({ greenhouse: ['a', 'b'] });
    expect(await searchCorrectingTypos('grenehouse', run, corrections({ grenehouse: 'greenhouse' }))).toEqual(
      {
        rows: ['a', 'b'],
        corrected: 'greenhouse',
      },
    );
    expect(asked.sort()).toEqual(['greenhouse', 'grenehouse']);
  });

  it('answers with nothing, uncorrected, when the correction finds nothing too', async () => {
    const { run } = searcher({});
    expect(await searchCorrectingTypos('grenehouse', run, corrections({ grenehouse: 'greenhose' }))).toEqual({
      rows: [],
      corrected: null,
    });
  });

  it('runs the search once when no word needs correcting', async () => {
    const { asked, run } = searcher({});
    expect(await searchCorrectingTypos('zzzz', run, corrections({}))).toEqual({ rows: [], corrected: null });
    expect(asked).toEqual(['zzzz']);
  });
});
