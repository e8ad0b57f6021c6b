import { formatMoney, IDEA_STAGE_LABELS, POST_IDEA_TEXT, WIZARD_VISIBILITY_LABELS } from '@ibh/contract';
import { fundingValue, type WizardValues } from './wizard-values';

export interface SummaryRow {
  key: string;
  label: string;
  /** Null when not filled in yet. */
  value: string | null;
  step: number;
}

const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : null);
const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** '$25,000' for a valid amount, the typed text otherwise, null when empty. */
export function formatFunding(funding: string): string | null {
  const amount = fundingValue(funding);
  if (amount === null) return null;
  if (Number.isNaN(amount)) return funding;
  return formatMoney(Math.round(amount * 100));
}

const yesNo = (value: boolean) => (value ? POST_IDEA_TEXT.yes : POST_IDEA_TEXT.no);

/** The live summary's rows (000 section 2), each with the step that edits it. */
export function summaryRows(values: WizardValues, fileCount: number): SummaryRow[] {
  return [
    { key: 'title', label: POST_IDEA_TEXT.ideaTitle, value: text(values.title), step: 0 },
    { key: 'oneLiner', label: POST_IDEA_TEXT.oneLiner, value: text(values.oneLiner), step: 0 },
    { key: 'stage', label: POST_IDEA_TEXT.stage, value: IDEA_STAGE_LABELS[values.stage], step: 0 },
    { key: 'tags', label: POST_IDEA_TEXT.tags, value: list(values.tags), step: 0 },
    { key: 'industry', label: POST_IDEA_TEXT.industry, value: list(values.industry), step: 2 },
    { key: 'lookingFor', label: POST_IDEA_TEXT.lookingFor, value: list(values.lookingFor), step: 2 },
    { key: 'skills', label: POST_IDEA_TEXT.skills, value: list(values.skills), step: 2 },
    { key: 'funding', label: POST_IDEA_TEXT.funding, value: formatFunding(values.funding), step: 2 },
    {
      key: 'visibility',
      label: POST_IDEA_TEXT.visibilityShort,
      value: values.visibility ? WIZARD_VISIBILITY_LABELS[values.visibility] : null,
      step: 3,
    },
    {
      key: 'openForCollab',
      label: POST_IDEA_TEXT.openForCollab,
      value: yesNo(values.openForCollab),
      step: 3,
    },
    { key: 'isPremium', label: POST_IDEA_TEXT.premium, value: yesNo(values.isPremium), step: 3 },
    {
      key: 'files',
      label: POST_IDEA_TEXT.files,
      value: fileCount > 0 ? POST_IDEA_TEXT.filesCount(fileCount) : null,
      step: 1,
    },
  ];
}
