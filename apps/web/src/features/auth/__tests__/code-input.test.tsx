import { AUTH_FORM_TEXT } from '@ibh/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeInput, emptyCode, wholeCode } from '../components/code-input';

afterEach(cleanup);

function Harness({ initial = emptyCode() }: { initial?: string[] }) {
  const [digits, setDigits] = useState(initial);
  return (
    <>
      <CodeInput digits={digits} onChange={setDigits} label={AUTH_FORM_TEXT.codeLabel} />
      <output data-testid="code">{digits.map((d) => d || '_').join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const code = () => screen.getByTestId('code').textContent;
const box = (index: number) => {
  const element = boxes()[index];
  if (!element) throw new Error(`no box ${index}`);
  return element;
};
const press = (index: number, key: string) => fireEvent.keyDown(box(index), { key });
/** The code the boxes hold (blanks as _), and the box with the focus. */
const expectCode = (shown: string, focused: number) => {
  expect(code()).toBe(shown);
  expect(document.activeElement).toBe(box(focused));
};
const paste = (element: HTMLElement, text: string) =>
  fireEvent.paste(element, { clipboardData: { getData: () => text } });

describe('code boxes', () => {
  it('shows six labelled single-digit boxes in a labelled group', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('group', { name: AUTH_FORM_TEXT.codeLabel })).toBeVisible();
    expect(screen.getByLabelText(AUTH_FORM_TEXT.digit(1, 6)).getAttribute('autocomplete')).toBe(
      'one-time-code',
    );
    expect(box(0).getAttribute('inputmode')).toBe('numeric');
  });

  it('accepts digits only and moves on after each one', () => {
    render(<Harness />);
    box(0).focus();
    fireEvent.change(box(0), { target: { value: 'a' } });
    expectCode('______', 0);
    fireEvent.change(box(0), { target: { value: '4' } });
    expectCode('4_____', 1);
    fireEvent.change(box(1), { target: { value: '-' } });
    fireEvent.change(box(1), { target: { value: ' ' } });
    expect(code()).toBe('4_____');
  });

  it('replaces the digit of a filled box with the newly typed one', () => {
    render(<Harness initial={['3', '', '', '', '', '']} />);
    fireEvent.change(box(0), { target: { value: '37' } });
    expect(code()).toBe('7_____');
  });

  it('clears with Backspace, then goes back and clears the previous box', () => {
    render(<Harness initial={['1', '2', '3', '', '', '']} />);
    box(2).focus();
    press(2, 'Backspace');
    expectCode('12____', 2);
    press(2, 'Backspace');
    expectCode('1_____', 1);
  });

  it('stays on the first box when Backspace has nowhere to go', () => {
    render(<Harness />);
    box(0).focus();
    press(0, 'Backspace');
    expectCode('______', 0);
  });

  it('moves with the arrow keys', () => {
    render(<Harness />);
    box(2).focus();
    press(2, 'ArrowLeft');
    expect(document.activeElement).toBe(box(1));
    press(1, 'ArrowRight');
    press(2, 'ArrowRight');
    expect(document.activeElement).toBe(box(3));
  });

  it('takes a paste of exactly six digits into all boxes', () => {
    render(<Harness />);
    paste(box(2), ' 482913 ');
    expectCode('482913', 5);
  });

  it.each([
    ['five digits', '48291'],
    ['seven digits', '4829137'],
    ['letters', '48a913'],
    ['a sentence around the code', 'Your code: 482913'],
  ])('refuses a paste of %s', (_, text) => {
    render(<Harness initial={['9', '', '', '', '', '']} />);
    paste(box(1), text);
    expect(code()).toBe('9_____');
  });

  it('takes a whole code autofilled into one box', () => {
    render(<Harness />);
    fireEvent.change(box(0), { target: { value: '135790' } });
    expect(code()).toBe('135790');
  });

  it('reads the whole code only from six digits', () => {
    expect(wholeCode('123 456')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(wholeCode('12345')).toBeNull();
    expect(wholeCode('１２３４５６')).toBeNull();
  });
});
