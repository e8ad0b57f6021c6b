import {
  IDEA,
  IDEA_STAGES,
  type IdeaStage,
  type PublishIdeaRequest,
  WIZARD_VISIBILITIES,
  type WizardVisibility,
} from '@ibh/contract';

/** Everything the wizard collects except the files (those cannot be kept in a draft). */
export interface WizardValues {
  title: string;
  oneLiner: string;
  stage: IdeaStage;
  tags: string[];
  shortDescription: string;
  fullDescription: string;
  roadmap: string;
  industry: string[];
  lookingFor: string[];
  skills: string[];
  /** As typed: digits and dots only (000 section 5). */
  funding: string;
  availability: string;
  /** '' until the owner chooses a level. */
  visibility: WizardVisibility | '';
  openForCollab: boolean;
  isPremium: boolean;
}

export type WizardField = keyof WizardValues;
export type ChipField = 'tags' | 'industry' | 'lookingFor' | 'skills';

export const EMPTY_VALUES: WizardValues = {
  title: '',
  oneLiner: '',
  stage: 'raw',
  tags: [],
  shortDescription: '',
  fullDescription: '',
  roadmap: '',
  industry: [],
  lookingFor: [],
  skills: [],
  funding: '',
  availability: '',
  visibility: '',
  openForCollab: true,
  isPremium: false,
};

export const CHIP_MAX: Record<ChipField, number> = {
  tags: IDEA.tagsMax,
  industry: IDEA.industryMax,
  lookingFor: IDEA.lookingForMax,
  skills: IDEA.skillsMax,
};

/** The input keeps only digits and dots (000 section 5). */
export function fundingInput(raw: string): string {
  return raw.replace(/[^\d.]/g, '');
}

/**
 * What a text field holds after typing or pasting: the title and the roadmap are cut at their
 * limits (000 section 5), funding keeps digits and dots; the rest is kept as typed so the step
 * can say what is too long.
 */
export function inputValue(field: WizardField, raw: string): string {
  if (field === 'title') return raw.slice(0, IDEA.titleMax);
  if (field === 'roadmap') return raw.slice(0, IDEA.roadmapMax);
  if (field === 'funding') return fundingInput(raw);
  return raw;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Funding as the API takes it: null when empty, NaN when it is not a number (the schema says so). */
export function fundingValue(text: string): number | null {
  if (text.trim() === '') return null;
  return /^\d+(\.\d+)?$|^\.\d+$|^\d+\.$/.test(text) ? Number(text) : Number.NaN;
}

/** The POST /api/ideas body. Stage and visibility go as chosen; the server normalises them. */
export function toPublishRequest(values: WizardValues): PublishIdeaRequest {
  return {
    title: values.title.trim(),
    oneLiner: blankToNull(values.oneLiner),
    shortDescription: values.shortDescription.trim(),
    fullDescription: blankToNull(values.fullDescription),
    roadmap: blankToNull(values.roadmap),
    stage: values.stage,
    visibility: values.visibility,
    openForCollab: values.openForCollab,
    isPremium: values.isPremium,
    tags: values.tags,
    industry: values.industry,
    lookingFor: values.lookingFor,
    skills: values.skills,
    funding: fundingValue(values.funding),
    availability: blankToNull(values.availability),
  };
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Reads stored values defensively: unknown or mistyped fields fall back to the empty form. */
export function valuesFrom(stored: unknown): WizardValues {
  const source = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const values: WizardValues = { ...EMPTY_VALUES };
  const text = (key: WizardField) =>
    typeof source[key] === 'string' ? inputValue(key, source[key] as string) : undefined;
  for (const key of [
    'title',
    'oneLiner',
    'shortDescription',
    'fullDescription',
    'roadmap',
    'funding',
    'availability',
  ] as const) {
    values[key] = text(key) ?? values[key];
  }
  for (const key of ['tags', 'industry', 'lookingFor', 'skills'] as const) {
    const list = source[key];
    if (isStringList(list)) values[key] = list.slice(0, CHIP_MAX[key]);
  }
  if ((IDEA_STAGES as readonly unknown[]).includes(source.stage)) values.stage = source.stage as IdeaStage;
  if ((WIZARD_VISIBILITIES as readonly unknown[]).includes(source.visibility)) {
    values.visibility = source.visibility as WizardVisibility;
  }
  if (typeof source.openForCollab === 'boolean') values.openForCollab = source.openForCollab;
  if (typeof source.isPremium === 'boolean') values.isPremium = source.isPremium;
  return values;
}
