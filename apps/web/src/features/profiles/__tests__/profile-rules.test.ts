import { CALENDLY_HOST, LINKEDIN_HOST, PROFILE, PROFILE_LIMITS, PROFILE_TEXT } from '@ibh/contract';
import { describe, expect, it, vi } from 'vitest';
import { type CropCanvas, cropOutput, renderCrop } from '../lib/crop';
import { deckUrlError, linkError, normalizeDeckUrl, normalizeLink } from '../lib/links';
import { countryTimezone, locationAfterCountry, timezoneAfterCity } from '../lib/location';
import { availabilityError } from '../lib/profile-form';
import { filterAmount, parseAmount, readinessSavedMessage } from '../lib/readiness';
import { readinessFormSchema, readinessToRequest } from '../lib/readiness-form';
import { DEFAULT_SKILL_LEVEL, levelOf, levelsOf, ratedSkills } from '../lib/skill-levels';

describe('links', () => {
  it('adds https and drops trailing slashes; handles become links', () => {
    expect(normalizeLink('website', ' example.com/me// ')).toBe('https://example.com/me');
    expect(normalizeLink('website', 'http://example.com/')).toBe('http://example.com');
    expect(normalizeLink('linkedin', 'ada')).toBe(`https://www.${LINKEDIN_HOST}/in/ada`);
    expect(normalizeLink('linkedin', 'linkedin.com/company/acme/')).toBe(
      `https://www.${LINKEDIN_HOST}/company/acme`,
    );
    expect(normalizeLink('calendly', 'ada-l')).toBe(`https://${CALENDLY_HOST}/ada-l`);
    expect(normalizeLink('calendly', 'https://example.com/x')).toBe('https://example.com/x');
    expect(normalizeLink('website', '   ')).toBe('');
  });

  it("gives the spec's Calendly and LinkedIn messages, and none for empty links", () => {
    expect(linkError('calendly', 'https://example.com/ada')).toBe(
      PROFILE_TEXT.calendlyInvalid(CALENDLY_HOST),
    );
    expect(linkError('linkedin', 'https://linkedin.com/jobs/1')).toBe(
      PROFILE_TEXT.linkedinInvalid(LINKEDIN_HOST),
    );
    expect(linkError('website', 'not a site')).toBe(PROFILE_TEXT.websiteInvalid);
    expect(linkError('calendly', 'calendly.com/ada/30min')).toBeUndefined();
    expect(linkError('linkedin', '')).toBeUndefined();
  });

  it('adds https:// to a deck URL without a scheme on blur', () => {
    expect(normalizeDeckUrl('docs.example.com/deck')).toBe('https://docs.example.com/deck');
    expect(normalizeDeckUrl('http://example.com/d')).toBe('http://example.com/d');
    expect(deckUrlError('nope')).toBe(PROFILE_TEXT.deckUrlInvalid);
    expect(deckUrlError('')).toBeUndefined();
  });
});

describe('location', () => {
  it('resets the city on a new country and fills the zone when the country has one', () => {
    expect(locationAfterCountry('Japan')).toEqual({ city: '', timezone: 'Asia/Tokyo' });
    expect(locationAfterCountry('United States')).toEqual({ city: '', timezone: '' });
    expect(countryTimezone('Nowhere')).toBe('');
    expect(timezoneAfterCity('Australia', 'Perth', 'Australia/Sydney')).toBe('Australia/Perth');
    expect(timezoneAfterCity('Australia', '', 'Australia/Sydney')).toBe('Australia/Sydney');
  });
});

describe('availability and readiness', () => {
  it('accepts whole hours from 0 to 80', () => {
    expect(availabilityError(String(PROFILE.availabilityMin))).toBeUndefined();
    expect(availabilityError(String(PROFILE.availabilityMax))).toBeUndefined();
    expect(availabilityError(String(PROFILE.availabilityMax + 1))).toBe(PROFILE_TEXT.availabilityRange);
    expect(availabilityError('')).toBe(PROFILE_TEXT.availabilityRange);
    expect(availabilityError('7.5')).toBe(PROFILE_TEXT.availabilityRange);
  });

  it('keeps digits and one dot in the ARR box; empty is null, anything else at least 0', () => {
    expect(filterAmount('$12,000.50.1')).toBe('12000.501');
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('1.5')).toBe(1.5);
    expect(parseAmount('1.')).toBeNaN();
    const bad = readinessFormSchema.safeParse({
      priorFounder: false,
      technicalFounder: false,
      arrDisclosed: true,
      deckReady: true,
      arrAmount: '1.',
      deckUrl: 'no',
    });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
      PROFILE_TEXT.arrNonNegative,
      PROFILE_TEXT.deckUrlInvalid,
    ]);
    expect(
      readinessToRequest({
        priorFounder: true,
        technicalFounder: false,
        arrDisclosed: false,
        deckReady: true,
        arrAmount: '',
        deckUrl: 'example.com/deck',
      }),
    ).toMatchObject({ arrAmount: null, deckUrl: 'https://example.com/deck' });
  });

  it("says 'improved from X → Y' only when the score went up", () => {
    const readiness = (score: number) => ({ score });
    expect(readinessSavedMessage({ previousScore: 25, improved: true, readiness: readiness(50) })).toBe(
      PROFILE_TEXT.readinessImproved(25, 50),
    );
    expect(readinessSavedMessage({ previousScore: 50, improved: false, readiness: readiness(50) })).toBe(
      PROFILE_TEXT.readinessSaved,
    );
    expect(readinessSavedMessage({ previousScore: 50, improved: false, readiness: readiness(25) })).toBe(
      PROFILE_TEXT.readinessSaved,
    );
  });
});

function fakeCanvas() {
  const calls: string[] = [];
  const ctx = {
    fillStyle: '',
    imageSmoothingQuality: 'low' as ImageSmoothingQuality,
    beginPath: () => calls.push('beginPath'),
    arc: () => calls.push('arc'),
    closePath: () => calls.push('closePath'),
    clip: () => calls.push('clip'),
    fillRect: () => calls.push('fillRect'),
    drawImage: vi.fn(),
  };
  const encode = vi.fn();
  const canvas: CropCanvas = {
    width: 0,
    height: 0,
    getContext: () => ctx,
    toBlob: (callback, type, quality) => {
      encode(type, quality);
      callback(new Blob(['x'], { type }));
    },
  };
  return { canvas, ctx, calls, encode };
}

describe('crop output', () => {
  it('is a 640 px square: png when round, jpeg at 0.92 otherwise, named avatar', () => {
    expect(cropOutput(true)).toEqual({
      size: PROFILE.cropSize,
      type: 'image/png',
      quality: undefined,
      fileName: 'avatar.png',
    });
    expect(cropOutput(false)).toEqual({
      size: PROFILE.cropSize,
      type: 'image/jpeg',
      quality: PROFILE.cropQuality,
      fileName: 'avatar.jpg',
    });
  });

  it('draws the cropped area onto the square, clipped to a circle when round', async () => {
    const round = fakeCanvas();
    const image = {} as CanvasImageSource;
    const area = { x: 10, y: 20, width: 300, height: 300 };
    const file = await renderCrop(image, area, true, () => round.canvas);
    expect([round.canvas.width, round.canvas.height]).toEqual([PROFILE.cropSize, PROFILE.cropSize]);
    expect(round.calls).toEqual(['beginPath', 'arc', 'closePath', 'clip']);
    expect(round.ctx.drawImage).toHaveBeenCalledWith(
      image,
      10,
      20,
      300,
      300,
      0,
      0,
      PROFILE.cropSize,
      PROFILE.cropSize,
    );
    expect(round.encode).toHaveBeenCalledWith('image/png', undefined);
    expect([file.name, file.type]).toEqual(['avatar.png', 'image/png']);

    const square = fakeCanvas();
    const jpeg = await renderCrop(image, area, false, () => square.canvas);
    expect(square.calls).toEqual(['fillRect']);
    expect(square.encode).toHaveBeenCalledWith('image/jpeg', PROFILE.cropQuality);
    expect(jpeg.name).toBe('avatar.jpg');
  });
});

describe('skill levels', () => {
  it('keeps rated skills by name regardless of case; unrated and unknown ones are the middle level', () => {
    const levels = levelsOf([
      { skill: 'Rust', level: 4 },
      { skill: 'Go', level: 0 },
    ]);
    expect(levels).toEqual({ rust: 4 });
    expect(DEFAULT_SKILL_LEVEL).toBe(3);
    expect([levelOf(levels, ' RUST '), levelOf(levels, 'Go'), levelOf(levels, 'constructor')]).toEqual([
      4, 3, 3,
    ]);
    expect(levelOf({ elm: 9 }, 'Elm')).toBe(3);
  });

  it('builds the PUT skills body: trimmed, no empty names or repeats, within the limits', () => {
    expect(ratedSkills([' Rust ', 'rust', '', 'Go'], { go: 5 })).toEqual([
      { skill: 'Rust', level: 3 },
      { skill: 'Go', level: 5 },
    ]);
    const many = Array.from({ length: PROFILE_LIMITS.listItems + 3 }, (_, i) => `Skill ${i}`);
    expect(ratedSkills(many, {})).toHaveLength(PROFILE_LIMITS.listItems);
    expect(ratedSkills(['x'.repeat(80)], {})[0]?.skill).toHaveLength(PROFILE_LIMITS.listItem);
  });
});
