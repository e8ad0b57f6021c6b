import { AMBASSADOR_TEXT, STUDENTS_ENDPOINTS } from '@ibh/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, type vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { json, renderApp } from '@/test/render-app';
import { studentsPage } from './fixtures';

pageTestLifecycle();

const APPLY = `POST ${STUDENTS_ENDPOINTS.apply.path}`;
const PAGE = `GET ${STUDENTS_ENDPOINTS.page.path}`;

async function openForm(handlers = {}) {
  const view = renderApp('/students', { handlers: { [PAGE]: () => json(studentsPage()), ...handlers } });
  const [first] = await screen.findAllByRole('button', { name: AMBASSADOR_TEXT.apply });
  fireEvent.click(first as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: AMBASSADOR_TEXT.title });
  return { ...view, dialog };
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;
const checkbox = (dialog: HTMLElement) =>
  within(dialog).getByRole('checkbox', { name: new RegExp(AMBASSADOR_TEXT.agree) });
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(dialog, label), { target: { value } });
const send = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: AMBASSADOR_TEXT.submit }));
/** Types each value into the field of its label, ticks the agreement and sends. */
const fillAndSend = (dialog: HTMLElement, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) type(dialog, label, value);
  fireEvent.click(checkbox(dialog));
  send(dialog);
};
const errorFor = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const posts = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes(STUDENTS_ENDPOINTS.apply.path));

describe('the ambassador application modal', () => {
  it("shows 'Name, email, and country are required.' once, ties it to every blank required field, sends nothing", async () => {
    const { dialog, fetchMock } = await openForm();
    send(dialog);
    const name = field(dialog, AMBASSADOR_TEXT.fullName);
    expect(await within(dialog).findAllByText(AMBASSADOR_TEXT.required)).toHaveLength(1);
    for (const label of [AMBASSADOR_TEXT.fullName, AMBASSADOR_TEXT.email, AMBASSADOR_TEXT.country]) {
      expect(field(dialog, label)).toHaveAttribute('aria-invalid', 'true');
      expect(errorFor(field(dialog, label))).toContain(AMBASSADOR_TEXT.required);
    }
    expect(field(dialog, AMBASSADOR_TEXT.university).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(name);
    expect(errorFor(checkbox(dialog))).toContain(AMBASSADOR_TEXT.mustAgree);
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("puts 'Please enter a valid email address.' on the email and 'You must agree…' on the checkbox", async () => {
    const { dialog, fetchMock } = await openForm();
    type(dialog, AMBASSADOR_TEXT.fullName, 'Nia Brooks');
    type(dialog, AMBASSADOR_TEXT.email, 'nia@nowhere');
    type(dialog, AMBASSADOR_TEXT.country, 'Ghana');
    send(dialog);
    expect(await within(dialog).findByText(AMBASSADOR_TEXT.invalidEmail)).toBeVisible();
    expect(errorFor(field(dialog, AMBASSADOR_TEXT.email))).toContain(AMBASSADOR_TEXT.invalidEmail);
    expect(document.activeElement).toBe(field(dialog, AMBASSADOR_TEXT.email));
    expect(within(dialog).queryByText(AMBASSADOR_TEXT.required)).toBeNull();

    type(dialog, AMBASSADOR_TEXT.email, 'nia@example.com');
    send(dialog);
    expect(await within(dialog).findByText(AMBASSADOR_TEXT.mustAgree)).toBeVisible();
    expect(errorFor(checkbox(dialog))).toContain(AMBASSADOR_TEXT.mustAgree);
    expect(within(dialog).queryByText(AMBASSADOR_TEXT.invalidEmail)).toBeNull();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('shows the server’s coded refusal on its field', async () => {
    const { dialog } = await openForm({
      [APPLY]: () =>
        json(
          {
            error: {
              code: 'E_AMBASSADOR_EMAIL',
              message: AMBASSADOR_TEXT.invalidEmail,
              requestId: 't',
              fields: { 'body.email': [AMBASSADOR_TEXT.invalidEmail] },
            },
          },
          400,
        ),
    });
    fillAndSend(dialog, {
      [AMBASSADOR_TEXT.fullName]: 'Nia Brooks',
      [AMBASSADOR_TEXT.email]: 'nia@example.com',
      [AMBASSADOR_TEXT.country]: 'Ghana',
    });
    expect(await within(dialog).findByText(AMBASSADOR_TEXT.invalidEmail)).toBeVisible();
    expect(errorFor(field(dialog, AMBASSADOR_TEXT.email))).toContain(AMBASSADOR_TEXT.invalidEmail);
  });

  it('sends the trimmed application and shows the success state', async () => {
    let sent: unknown;
    const { dialog } = await openForm({
      [APPLY]: (body: unknown) => {
        sent = body;
        return json({ ok: true }, 201);
      },
    });
    fillAndSend(dialog, {
      [AMBASSADOR_TEXT.fullName]: '  Nia Brooks ',
      [AMBASSADOR_TEXT.email]: 'nia@example.com',
      [AMBASSADOR_TEXT.university]: 'University of Ghana',
      [AMBASSADOR_TEXT.country]: 'Ghana',
      [AMBASSADOR_TEXT.why]: 'I run the club.',
    });
    expect(await within(dialog).findByText(AMBASSADOR_TEXT.successTitle)).toBeVisible();
    expect(sent).toEqual({
      fullName: 'Nia Brooks',
      email: 'nia@example.com',
      university: 'University of Ghana',
      country: 'Ghana',
      socials: '',
      why: 'I run the club.',
      agree: true,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: AMBASSADOR_TEXT.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
