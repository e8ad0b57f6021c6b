import { EVIDENCE_TEXT } from '@ibh/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorText } from '../lib/evidence-labels';

interface VoteAnswer {
  /** The server refused: the vote goes back, and its words (or 'Failed to update vote.') show. */
  undo: (error: unknown) => void;
  /** The server's own figures, once it has counted the vote. */
  settle: (on: boolean, count: number) => void;
}

/** A vote and its count that change at once when toggled, before the server answers. */
export function useOptimisticVote(initialOn: boolean, initialCount: number) {
  const [on, setOn] = useState(initialOn);
  const [count, setCount] = useState(initialCount);
  const toggle = (send: (next: boolean, answer: VoteAnswer) => void) => {
    const next = !on;
    setOn(next);
    setCount((c) => c + (next ? 1 : -1));
    send(next, {
      undo: (error) => {
        setOn(!next);
        setCount((c) => c + (next ? -1 : 1));
        toast.error(errorText(error, EVIDENCE_TEXT.voteFailed));
      },
      settle: (settledOn, settledCount) => {
        setOn(settledOn);
        setCount(settledCount);
      },
    });
  };
  return { on, count, toggle };
}
