// Web test setup (vitest `setupFiles`): DOM matchers for what a user notices. A `getBy…`/`findBy…`
// query already throws when nothing matches, so `expect(getBy…).toBeTruthy()` asserts nothing; assert
// that the element is visible, or what it says, or the attribute it carries.
// Same names and meaning as @testing-library/jest-dom, kept to the few this suite needs.
import { configure } from '@testing-library/react';
import { expect } from 'vitest';

// findBy…/waitFor wait for a fact, not a time: give them room when the machine is loaded (role
// queries over a whole page are slow in jsdom). A passing test returns as soon as the fact holds.
configure({ asyncUtilTimeout: 5_000 });

interface DomMatchers<R = unknown> {
  /** Attached to its document. */
  toBeInTheDocument(): R;
  /**
   * Attached, and neither it nor an ancestor is `hidden`, display:none or visibility:hidden. Unlike
   * jest-dom, opacity is not checked: jsdom has no layout, so toasts never finish their fade-in.
   */
  toBeVisible(): R;
  /** Its text (whitespace collapsed) contains `text`, or matches the pattern. */
  toHaveTextContent(text: string | RegExp): R;
  /** Carries `name`, with exactly `value` when given. */
  toHaveAttribute(name: string, value?: string): R;
}

declare module 'vitest' {
  interface Matchers<T> extends DomMatchers<T> {}
}

function asElement(received: unknown, matcher: string): Element {
  if (received instanceof Element) return received;
  throw new TypeError(`${matcher}: expected a DOM element, received ${String(received)}`);
}

const describe = (el: Element) => {
  const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60);
  return `<${el.tagName.toLowerCase()}>${label ? ` "${label}"` : ''}`;
};

function hiddenBy(el: Element): Element | null {
  for (let node: Element | null = el; node; node = node.parentElement) {
    if (node.hasAttribute('hidden')) return node;
    const style = node.ownerDocument.defaultView?.getComputedStyle(node);
    if (
      style &&
      (style.display === 'none' || style.visibility === 'hidden' || style.visibility === 'collapse')
    )
      return node;
  }
  return null;
}

expect.extend({
  toBeInTheDocument(received: unknown) {
    const el = asElement(received, 'toBeInTheDocument');
    const pass = el.ownerDocument.documentElement.contains(el);
    return { pass, message: () => `expected ${describe(el)} ${pass ? 'not ' : ''}to be in the document` };
  },
  toBeVisible(received: unknown) {
    const el = asElement(received, 'toBeVisible');
    const attached = el.ownerDocument.documentElement.contains(el);
    const hider = attached ? hiddenBy(el) : null;
    const pass = attached && hider === null;
    return {
      pass,
      message: () =>
        pass
          ? `expected ${describe(el)} not to be visible`
          : `expected ${describe(el)} to be visible, but ${attached ? `${describe(hider as Element)} hides it` : 'it is detached'}`,
    };
  },
  toHaveTextContent(received: unknown, text: string | RegExp) {
    const el = asElement(received, 'toHaveTextContent');
    const actual = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    const pass = typeof text === 'string' ? actual.includes(text) : text.test(actual);
    return {
      pass,
      message: () =>
        `expected ${describe(el)} ${pass ? 'not ' : ''}to have text ${String(text)}, it has "${actual}"`,
    };
  },
  toHaveAttribute(received: unknown, name: string, value?: string) {
    const el = asElement(received, 'toHaveAttribute');
    const actual = el.getAttribute(name);
    const pass = actual !== null && (value === undefined || actual === value);
    return {
      pass,
      message: () =>
        `expected ${describe(el)} ${pass ? 'not ' : ''}to have ${name}${value === undefined ? '' : `="${value}"`}, it has ${actual === null ? 'none' : `"${actual}"`}`,
    };
  },
});
