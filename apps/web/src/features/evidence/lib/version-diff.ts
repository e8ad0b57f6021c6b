import type { Interview } from '@ibh/contract';

/** What a version's owner edits in a new version (artifacts carry over unchanged). */
export interface VersionContent {
  title: string;
  summary: string;
  interviews: Pick<Interview, 'question' | 'answer' | 'who' | 'channel' | 'learning'>[];
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** The fields that differ between two versions, in reading order (issue 26 item 6: "see what changed"). */
export function diffVersions(before: VersionContent, after: VersionContent): FieldChange[] {
  const changes: FieldChange[] = [];
  const add = (field: string, a: string | null | undefined, b: string | null | undefined) => {
    const x = (a ?? '').trim();
    const y = (b ?? '').trim();
    if (x !== y) changes.push({ field, before: x || '—', after: y || '—' });
  };
  add('Title', before.title, after.title);
  add('Summary', before.summary, after.summary);
  const n = Math.max(before.interviews.length, after.interviews.length);
  for (let i = 0; i < n; i += 1) {
    const a = before.interviews[i];
    const b = after.interviews[i];
    add(`Interview ${i + 1} question`, a?.question, b?.question);
    add(`Interview ${i + 1} answer`, a?.answer, b?.answer);
    add(`Interview ${i + 1} learning`, a?.learning, b?.learning);
  }
  return changes;
}
