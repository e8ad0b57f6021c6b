import { describe, expect, it } from 'vitest';
import {
  gateLine,
  parseCsv,
  slackComposeUrl,
  sprintCsv,
  sprintMarkdown,
  topLearnings,
} from './sprint-export.ts';
import { canComplete, confidencePercent, gateView, requiredPositives, sprintStatus } from './sprint-gate.ts';

describe('required positives = max(ceil(0.7 × target), min_validated, stored setting (default 8))', () => {
  it.each([
    // target, min_validated, stored, required
    [10, 0, undefined, 8],
    [10, 9, undefined, 9],
    [10, 10, 8, 10],
    [10, 0, 5, 7],
    [5, 0, 0, 4],
    [3, 0, 0, 3],
    [10, null, 8, 8],
  ] as const)('target %i, min %s, stored %s → %i', (target, min, stored, required) => {
    expect(requiredPositives(target, min, stored)).toBe(required);
  });
});

describe('status, confidence and the gate check', () => {
  it.each([
    // pos, neu, neg, target, required → status, confidence, canComplete
    [0, 0, 0, 10, 8, 'on_track', 0, false],
    [8, 2, 0, 10, 8, 'passed', 100, true],
    [10, 0, 0, 10, 8, 'passed', 100, true],
    [7, 2, 1, 10, 8, 'not_met', 88, false],
    [3, 3, 4, 10, 8, 'not_met', 38, false],
    [8, 0, 0, 10, 8, 'on_track', 100, true],
    [2, 1, 1, 10, 8, 'on_track', 25, false],
    [1, 1, 1, 10, 8, 'at_risk', 13, false],
    [0, 0, 1, 10, 8, 'at_risk', 0, false],
    [3, 0, 0, 3, 3, 'passed', 100, true],
  ] as const)(
    '%i/%i/%i of %i (needs %i) → %s, %i%%, complete %s',
    (pos, neu, neg, target, required, status, confidence, complete) => {
      const t = { positives: pos, neutrals: neu, negatives: neg };
      expect(sprintStatus(t, target, required)).toBe(status);
      expect(confidencePercent(t, required)).toBe(confidence);
      expect(canComplete(t, required)).toBe(complete);
    },
  );

  it('caps progress at 100%', () => {
    expect(gateView({ positives: 12, neutrals: 0, negatives: 0 }, 10, 8).progress).toBe(100);
    expect(gateView({ positives: 3, neutrals: 0, negatives: 0 }, 10, 8).progress).toBe(30);
  });
});

const base = { title: 'Sprint', hypothesis: 'H', persona: 'P', target: 10, required: 8, publicUrl: null };
const iv = (learning: string | null, outcome: 'positive' | 'neutral' | 'negative' = 'positive') => ({
  createdAt: '2026-01-01T00:00:00.000Z',
  outcome,
  who: 'A, B',
  channel: 'call',
  learning,
  notes: 'said "maybe"\nlater',
});

describe('exports', () => {
  it('writes the markdown in its three gate states', () => {
    expect(gateLine({ ...base, totals: { positives: 8, neutrals: 0, negatives: 0 } })).toBe(
      'Gate met: 8 of 8 required positives.',
    );
    expect(gateLine({ ...base, totals: { positives: 6, neutrals: 2, negatives: 2 } })).toBe(
      'Completed — short by 2 positives.',
    );
    expect(gateLine({ ...base, totals: { positives: 3, neutrals: 1, negatives: 0 } })).toBe(
      'In progress — needs 6 more interviews and 5 more positives.',
    );
    const md = sprintMarkdown({ ...base, totals: { positives: 1, neutrals: 0, negatives: 0 } }, [iv('Pays')]);
    expect(md).toContain('**Hypothesis:** H');
    expect(md).toContain('- Pays');
    expect(md).not.toContain('maybe');
  });

  it('keeps top learnings unique (case-insensitive) and at most 5', () => {
    const list = ['A', 'a', ' B ', 'C', null, 'D', 'E', 'F'].map((l) => iv(l));
    expect(topLearnings(list)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('quotes CSV fields and parses back', () => {
    const rows = [iv('Pays, monthly'), iv('He said "yes"', 'negative')];
    const csv = sprintCsv(rows);
    expect(csv.split('\r\n')[0]).toBe('created_at,outcome,who,channel,learning,notes');
    expect(csv).toContain('"He said ""yes"""');
    const parsed = parseCsv(csv);
    expect(parsed).toHaveLength(3);
    expect(parsed[1]).toEqual([
      '2026-01-01T00:00:00.000Z',
      'positive',
      'A, B',
      'call',
      'Pays, monthly',
      'said "maybe"\nlater',
    ]);
    expect(parsed[2]?.[4]).toBe('He said "yes"');
  });

  it('builds a Slack compose link with the markdown', () => {
    expect(slackComposeUrl('# Hi & bye')).toBe('https://slack.com/share?text=%23%20Hi%20%26%20bye');
  });
});
