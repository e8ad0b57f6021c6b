import { OUTCOME_LABELS } from '@ibh/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InterviewSummary } from './interview-summary';

afterEach(cleanup);

const interview = { outcome: 'negative' as const, who: 'Dana', channel: 'call', learning: 'Too pricey' };

describe('InterviewSummary', () => {
  it('shows the outcome, who, the channel and what was learnt', () => {
    render(<InterviewSummary interview={interview} />);
    expect(screen.getByText(OUTCOME_LABELS.negative)).toBeVisible();
    expect(screen.getByText('Dana')).toBeVisible();
    expect(screen.getByText('call')).toBeVisible();
    expect(screen.getByText('Too pricey')).toBeVisible();
  });

  it('says `noWho` for an unnamed interviewee, and leaves out what is missing', () => {
    const { container, rerender } = render(
      <InterviewSummary interview={{ ...interview, who: null, channel: null, learning: null }} noWho="—" />,
    );
    expect(screen.getByText('—')).toBeVisible();
    rerender(<InterviewSummary interview={{ ...interview, who: null, channel: null, learning: null }} />);
    expect(screen.queryByText('—')).toBeNull();
    expect(container.textContent).toBe(OUTCOME_LABELS.negative);
  });
});
