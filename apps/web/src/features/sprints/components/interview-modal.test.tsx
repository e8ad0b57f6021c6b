import { SPRINT_TEXT, type SprintInterview, SPRINT_SCREEN_TEXT as T } from '@ibh/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InterviewModal } from './interview-modal';

afterEach(cleanup);

const interviews: SprintInterview[] = [1, 2, 3].map((n) => ({
  id: `i${n}`,
  experimentId: 'x',
  createdAt: '2026-01-01T00:00:00.000Z',
  outcome: n === 2 ? 'negative' : 'positive',
  who: `Person ${n}`,
  channel: 'call',
  learning: `Learning ${n}`,
  notes: null,
}));

function Harness({
  start,
  onSave,
  readOnly = false,
}: {
  start: number | null;
  onSave: (...args: unknown[]) => void;
  readOnly?: boolean;
}) {
  const [index, setIndex] = useState<number | null>(start);
  return (
    <InterviewModal
      open
      onOpenChange={() => {}}
      returnFocus={() => null}
      interviews={interviews}
      index={index}
      onIndexChange={setIndex}
      readOnly={readOnly}
      busy={false}
      onSave={onSave}
    />
  );
}

describe('InterviewModal', () => {
  it("refuses to save without an outcome ('Pick an outcome'), then saves by keyboard", () => {
    const onSave = vi.fn();
    render(<Harness start={null} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect(screen.getByText(SPRINT_TEXT.pickOutcome)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    const neutral = screen.getByRole('radio', { name: 'Neutral' });
    fireEvent.click(neutral);
    fireEvent.change(screen.getByLabelText(T.who), { target: { value: 'Clinic manager' } });
    fireEvent.submit(screen.getByLabelText(T.who).closest('form') as HTMLFormElement);
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ outcome: 'neutral', who: 'Clinic manager' }),
      undefined,
    );
  });

  it('walks the list with Prev and Next, and with Alt+arrows', () => {
    render(<Harness start={0} onSave={vi.fn()} />);
    expect(screen.getByText(T.interviewTitle(1, 3))).toBeInTheDocument();
    expect((screen.getByRole('button', { name: T.prev }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: T.next }));
    expect(screen.getByText(T.interviewTitle(2, 3))).toBeInTheDocument();
    expect((screen.getByLabelText(T.who) as HTMLInputElement).value).toBe('Person 2');
    expect((screen.getByRole('radio', { name: 'Negative' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.keyDown(screen.getByLabelText(T.who), { key: 'ArrowRight', altKey: true });
    expect(screen.getByText(T.interviewTitle(3, 3))).toBeInTheDocument();
    expect((screen.getByRole('button', { name: T.next }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByLabelText(T.who), { key: 'ArrowLeft', altKey: true });
    fireEvent.click(screen.getByRole('button', { name: T.prev }));
    expect(screen.getByText(T.interviewTitle(1, 3))).toBeInTheDocument();
  });

  it('is read-only on a finalized sprint', () => {
    const onSave = vi.fn();
    render(<Harness start={0} onSave={onSave} readOnly />);
    expect((screen.getByRole('button', { name: T.save }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText(T.who) as HTMLInputElement).disabled).toBe(true);
  });
});
