import { IDEA, IDEA_TEXT, PublishIdeaRequestSchema } from '@ibh/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, loadDraft, saveDraft } from '../lib/draft-storage';
import { addFiles, uploadName } from '../lib/files';
import { firstFailingStep, validateStep } from '../lib/step-validation';
import {
  EMPTY_VALUES,
  fundingInput,
  inputValue,
  toPublishRequest,
  type WizardValues,
} from '../lib/wizard-values';

const valid: WizardValues = {
  ...EMPTY_VALUES,
  title: 'Clinic records',
  shortDescription: 'Offline-first records for rural clinics.',
  visibility: 'public',
};
const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name);

afterEach(() => window.localStorage.clear());

describe('step validation', () => {
  it("says what each step needs, in the spec's words", () => {
    expect(validateStep(0, EMPTY_VALUES)).toEqual({ title: IDEA_TEXT.titleRequired });
    expect(validateStep(0, { ...valid, title: '   ' })).toEqual({ title: IDEA_TEXT.titleRequired });
    expect(validateStep(0, { ...valid, oneLiner: 'x'.repeat(121) })).toEqual({
      oneLiner: IDEA_TEXT.oneLinerTooLong,
    });
    expect(validateStep(1, EMPTY_VALUES)).toEqual({ shortDescription: IDEA_TEXT.shortDescriptionRequired });
    expect(
      validateStep(1, { ...valid, shortDescription: 'x'.repeat(301), fullDescription: 'y'.repeat(2001) }),
    ).toEqual({
      shortDescription: IDEA_TEXT.shortDescriptionTooLong,
      fullDescription: IDEA_TEXT.fullDescriptionTooLong,
    });
    expect(validateStep(2, { ...valid, funding: '1.2.3' })).toEqual({ funding: IDEA_TEXT.fundingNumber });
    expect(validateStep(2, { ...valid, funding: '.' })).toEqual({ funding: IDEA_TEXT.fundingNumber });
    expect(validateStep(2, { ...valid, funding: '25000.50' })).toEqual({});
    expect(Object.keys(validateStep(2, { ...valid, availability: 'x'.repeat(81) }))).toEqual([
      'availability',
    ]);
    expect(validateStep(3, EMPTY_VALUES)).toEqual({ visibility: IDEA_TEXT.choosePrivacy });
    expect(validateStep(3, valid)).toEqual({});
  });

  it('finds the first of steps 0-3 that fails', () => {
    expect(firstFailingStep(valid)).toBeNull();
    expect(firstFailingStep({ ...valid, shortDescription: '' })).toBe(1);
    expect(firstFailingStep({ ...valid, shortDescription: '', visibility: '' })).toBe(1);
    expect(firstFailingStep({ ...valid, visibility: '' })).toBe(3);
    expect(firstFailingStep(EMPTY_VALUES)).toBe(0);
  });

  it('builds a body the contract accepts, with empty texts as null and funding as a number', () => {
    const body = toPublishRequest({ ...valid, funding: '1500.5', oneLiner: '  ', tags: ['AI'] });
    expect(body).toMatchObject({
      funding: 1500.5,
      oneLiner: null,
      tags: ['AI'],
      visibility: 'public',
      stage: 'raw',
    });
    expect(PublishIdeaRequestSchema.safeParse(body).success).toBe(true);
    expect(toPublishRequest(valid).funding).toBeNull();
  });
});

describe('inputs', () => {
  it('cuts the title at 80 and the roadmap at 4000, keeps other text as typed', () => {
    expect(inputValue('title', 'x'.repeat(100))).toHaveLength(IDEA.titleMax);
    expect(inputValue('roadmap', 'x'.repeat(4100))).toHaveLength(IDEA.roadmapMax);
    expect(inputValue('oneLiner', 'x'.repeat(130))).toHaveLength(130);
  });

  it('keeps only digits and dots in funding', () => {
    expect(fundingInput('$25,000.50 USD')).toBe('25000.50');
    expect(inputValue('funding', 'abc1e5')).toBe('15');
  });
});

describe('files', () => {
  it('takes jpg, jpeg, png and pdf, at most 6, and says why it refused one', () => {
    const first = addFiles([], [file('a.jpg'), file('b.JPEG'), file('c.png'), file('d.pdf'), file('e.gif')]);
    expect(first.files.map((f) => f.name)).toEqual(['a.jpg', 'b.JPEG', 'c.png', 'd.pdf']);
    expect(first.error).toBe(IDEA_TEXT.fileTypeNotAllowed);
    const full = addFiles(first.files, [file('f.png'), file('g.png'), file('h.png')]);
    expect(full.files).toHaveLength(IDEA.maxFiles);
    expect(full.error).toBe(IDEA_TEXT.tooManyFiles);
    expect(addFiles([], [file('big.png', 11 * 1024 * 1024)]).error).toBe(IDEA_TEXT.fileTooLarge);
  });

  it('shortens a long file name for the upload, keeping its extension', () => {
    const name = uploadName(file(`${'n'.repeat(200)}.png`));
    expect(name).toHaveLength(120);
    expect(name.endsWith('.png')).toBe(true);
  });
});

describe('draft storage', () => {
  it('saves, restores and clears the draft under one key, for its own user only', () => {
    expect(loadDraft('u1')).toBeNull();
    saveDraft('u1', { values: { ...valid, tags: ['AI'] }, step: 2 });
    expect(Object.keys(window.localStorage)).toEqual([DRAFT_KEY]);
    expect(loadDraft('u1')).toEqual({ values: { ...valid, tags: ['AI'] }, step: 2 });
    expect(loadDraft('someone-else')).toBeNull();
    clearDraft();
    expect(loadDraft('u1')).toBeNull();
  });

  it('reads a damaged draft as safely as it can', () => {
    window.localStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft('u1')).toBeNull();
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        userId: 'u1',
        step: 99,
        values: { title: 'x'.repeat(90), tags: 'AI', visibility: 'secret' },
      }),
    );
    const draft = loadDraft('u1');
    expect(draft?.step).toBe(4);
    expect(draft?.values.title).toHaveLength(80);
    expect(draft?.values.tags).toEqual([]);
    expect(draft?.values.visibility).toBe('');
  });
});
