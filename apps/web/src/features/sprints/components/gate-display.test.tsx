import { gateView, SPRINT_SCREEN_TEXT as T } from '@ibh/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GateDisplay } from './gate-display';

afterEach(cleanup);

describe('GateDisplay', () => {
  it.each([
    [{ pos: 8, neu: 1, neg: 1 }, 'Passed', 100, 100],
    [{ pos: 6, neu: 2, neg: 2 }, 'Completed — Not Met', 100, 75],
    [{ pos: 2, neu: 1, neg: 1 }, 'On Track', 40, 25],
    [{ pos: 1, neu: 1, neg: 2 }, 'At Risk', 40, 13],
  ])('%o → %s, progress %i%%, confidence %i%%', (totals, label, progress, confidence) => {
    const gate = gateView({ positives: totals.pos, neutrals: totals.neu, negatives: totals.neg }, 10, 8);
    render(<GateDisplay gate={gate} totals={totals} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: T.progressLabel }).getAttribute('aria-valuenow')).toBe(
      String(progress),
    );
    expect(screen.getByText(T.confidence(confidence))).toBeInTheDocument();
    expect(screen.getByText(T.gateChip(totals.pos, 8))).toBeInTheDocument();
  });
});
