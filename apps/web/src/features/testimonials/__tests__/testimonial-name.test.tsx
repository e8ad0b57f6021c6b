import { TESTIMONIAL_TEXT } from '@ibh/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestimonialForm } from '../components/testimonial-form';

afterEach(cleanup);

const client = new QueryClient();
const wrap = (node: ReactNode) => <QueryClientProvider client={client}>{node}</QueryClientProvider>;
const nameField = () => screen.getByLabelText(TESTIMONIAL_TEXT.name) as HTMLInputElement;

describe('the testimonial form’s name (issue 26, item 17)', () => {
  it('fills in the signed-in person’s name when it arrives after the form', () => {
    const view = render(wrap(<TestimonialForm defaultName="" onSubmitted={() => undefined} />));
    expect(nameField().value).toBe('');
    view.rerender(wrap(<TestimonialForm defaultName="Ava Patel" onSubmitted={() => undefined} />));
    expect(nameField().value).toBe('Ava Patel');
  });

  it('keeps a name the person typed', () => {
    const view = render(wrap(<TestimonialForm defaultName="" onSubmitted={() => undefined} />));
    fireEvent.change(nameField(), { target: { value: 'A. Patel' } });
    view.rerender(wrap(<TestimonialForm defaultName="Ava Patel" onSubmitted={() => undefined} />));
    expect(nameField().value).toBe('A. Patel');
  });
});
