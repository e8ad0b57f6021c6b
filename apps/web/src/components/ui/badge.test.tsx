import { NOTIFICATIONS } from '@ibh/contract';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountBadge, formatCount } from './badge';

afterEach(cleanup);

describe('CountBadge', () => {
  it('shows the count up to the cap', () => {
    expect(formatCount(7, NOTIFICATIONS.badgeCap)).toBe('7');
    expect(formatCount(99, NOTIFICATIONS.badgeCap)).toBe('99');
  });

  it("caps at '99+'", () => {
    const { container } = render(<CountBadge count={250} cap={NOTIFICATIONS.badgeCap} label="250 unread" />);
    expect(container.textContent).toBe('99+250 unread');
    expect(container.querySelector('[aria-hidden]')?.textContent).toBe('99+');
  });

  it('renders nothing at zero', () => {
    const { container } = render(<CountBadge count={0} cap={NOTIFICATIONS.badgeCap} />);
    expect(container.innerHTML).toBe('');
  });
});
