import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmbassadorRail } from '../components/ambassador-rail';
import { studentsPage } from './fixtures';

const ambassadors = studentsPage().ambassadors;

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rail = () => screen.getByTestId('ambassador-rail');
const playState = () => (screen.getByTestId('ambassador-track') as HTMLElement).style.animationPlayState;

describe('the ambassador rail', () => {
  it('scrolls on its own and pauses while hovered, touched or focused', () => {
    stubReducedMotion(false);
    render(<AmbassadorRail ambassadors={ambassadors} />);
    expect(rail()).toHaveAttribute('data-state', 'running');
    expect(playState()).toBe('running');

    fireEvent.mouseEnter(rail());
    expect(rail()).toHaveAttribute('data-state', 'paused');
    expect(playState()).toBe('paused');
    fireEvent.mouseLeave(rail());
    expect(playState()).toBe('running');

    fireEvent.touchStart(rail());
    expect(playState()).toBe('paused');
    fireEvent.touchEnd(rail());
    expect(playState()).toBe('running');

    fireEvent.focus(screen.getByRole('button', { name: /^Grace Wanjiru/ }));
    expect(playState()).toBe('paused');
  });

  it('keeps the looping copy away from screen readers and the keyboard', () => {
    stubReducedMotion(false);
    render(<AmbassadorRail ambassadors={ambassadors} />);
    // One reachable button per ambassador: the duplicate list is aria-hidden and inert.
    expect(screen.getAllByRole('button')).toHaveLength(ambassadors.length);
  });

  it('stands still with reduced motion, showing each ambassador once', () => {
    stubReducedMotion(true);
    render(<AmbassadorRail ambassadors={ambassadors} />);
    expect(rail()).toHaveAttribute('data-state', 'static');
    expect(playState()).toBe('');
    expect(screen.getAllByText('Grace Wanjiru')).toHaveLength(1);
  });

  it('opens the detail modal from a card, paused while it is open, and returns focus', async () => {
    stubReducedMotion(false);
    render(<AmbassadorRail ambassadors={ambassadors} />);
    // The card's name is what it shows, the name first (WCAG 2.5.3).
    const card = screen.getByRole('button', { name: /^Grace Wanjiru/ });
    fireEvent.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Grace Wanjiru' });
    expect(dialog).toHaveTextContent('University of Nairobi');
    expect(dialog).toHaveTextContent('Connecting health students with mentors.');
    expect(dialog).toHaveTextContent('linkedin.com/in/grace');
    expect(playState()).toBe('paused');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(card));
  });
});
