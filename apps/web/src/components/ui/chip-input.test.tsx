import { CHIP_INPUT_TEXT } from '@ibh/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChipInput } from './chip-input';
import { addChip, filterSuggestions, removeChip } from './chip-rules';

afterEach(cleanup);

const rules = { maxItems: 3, maxLength: 10 };

describe('chip rules', () => {
  it('trims, collapses spaces and refuses empty, too long, duplicate (any case) and extra chips', () => {
    expect(addChip([], '  React   Native ', { maxItems: 3, maxLength: 20 })).toEqual({
      ok: true,
      chips: ['React Native'],
      added: 'React Native',
    });
    expect(addChip(['Go'], '   ', rules)).toEqual({ ok: false, reason: 'empty' });
    expect(addChip(['Go'], 'TypeScript!', rules)).toEqual({ ok: false, reason: 'too_long' });
    expect(addChip(['Go'], 'go', rules)).toEqual({ ok: false, reason: 'duplicate' });
    expect(addChip(['Go', 'Rust', 'Elm'], 'Zig', rules)).toEqual({ ok: false, reason: 'full' });
    expect(removeChip(['Go', 'Rust'], 'Go')).toEqual(['Rust']);
  });

  it('suggests what is not chosen yet, matches first, at most the limit', () => {
    const list = ['Java', 'JavaScript', 'Kotlin', 'TypeScript', 'Rust'];
    expect(filterSuggestions(list, ['java'], 'script', 10)).toEqual(['JavaScript', 'TypeScript']);
    expect(filterSuggestions(list, [], 'ja', 10)).toEqual(['Java', 'JavaScript']);
    expect(filterSuggestions(list, [], 't', 2)).toEqual(['TypeScript', 'JavaScript']);
    expect(filterSuggestions(list, [], '', 3)).toEqual(['Java', 'JavaScript', 'Kotlin']);
  });
});

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <ChipInput
      label="Skills"
      value={value}
      onChange={setValue}
      suggestions={['Go', 'Rust', 'React', 'Redux']}
      maxSuggestions={50}
      {...rules}
    />
  );
}

const chips = () =>
  screen.queryByRole('list', { name: CHIP_INPUT_TEXT.selected('Skills') })?.querySelectorAll('li').length ??
  0;

describe('ChipInput', () => {
  it('adds typed text with Enter or a comma and removes the last chip with Backspace', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Skills' });
    fireEvent.change(input, { target: { value: 'Elixir' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'Zig' } });
    fireEvent.keyDown(input, { key: ',' });
    expect(chips()).toBe(2);
    expect(screen.getByRole('button', { name: CHIP_INPUT_TEXT.remove('Zig') })).toBeVisible();
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(chips()).toBe(1);
    expect(screen.getByText(CHIP_INPUT_TEXT.removed('Zig'))).toBeVisible();
  });

  it('picks a suggestion with the arrow keys and says why a chip is refused', () => {
    render(<Harness initial={['Go']} />);
    const input = screen.getByRole('combobox', { name: 'Skills' });
    fireEvent.change(input, { target: { value: 're' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([CHIP_INPUT_TEXT.add('re'), 'React', 'Redux']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('button', { name: CHIP_INPUT_TEXT.remove('React') })).toBeVisible();

    fireEvent.change(input, { target: { value: 'GO' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText(CHIP_INPUT_TEXT.duplicate('GO'))).toBeVisible();
    fireEvent.change(input, { target: { value: 'Elm' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'Zig' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText(CHIP_INPUT_TEXT.full(rules.maxItems))).toBeVisible();
    expect(chips()).toBe(3);
  });

  it('closes the suggestions with Escape and removes a chip with its button', () => {
    render(<Harness initial={['Go', 'Rust']} />);
    const input = screen.getByRole('combobox', { name: 'Skills' });
    fireEvent.focus(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: CHIP_INPUT_TEXT.remove('Go') }));
    expect(chips()).toBe(1);
  });
});
