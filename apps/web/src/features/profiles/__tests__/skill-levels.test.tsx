import {
  CHIP_INPUT_TEXT,
  EDIT_PROFILE_TEXT,
  type MyProfile,
  PROFILE_API,
  PROFILE_SECTIONS,
  PROFILE_TEXT,
  SKILL_LEVEL_LABELS,
} from '@ibh/contract';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';
import { ME, myProfile, publicProfile } from './fixtures';

// In the main layout (header and all) the first render takes longer in jsdom.
configure({ asyncUtilTimeout: 5000 });

pageTestLifecycle();

const MY_PUBLIC = `GET ${PROFILE_API.profile(testUser.id)}`;
const PUT_SKILLS = `PUT ${PROFILE_API.skills}`;
const option = (level: number) =>
  EDIT_PROFILE_TEXT.skillLevelOption(level, SKILL_LEVEL_LABELS[level - 1] ?? '');
const select = (skill: string) => screen.getByRole('combobox', { name: skill }) as HTMLSelectElement;
const levelsGroup = () => screen.getByRole('group', { name: EDIT_PROFILE_TEXT.skillLevels });

/** The editor with `skills` listed and `rated` as GET /api/profiles/:id reports them. */
function open(skills: string[], rated: { skill: string; level: number }[], handlers = {}) {
  return renderApp('/edit-profile', {
    user: testUser,
    handlers: {
      [ME]: () => json(myProfile({ skills })),
      [MY_PUBLIC]: () => json(publicProfile({ userId: testUser.id, isOwner: true, skills: rated })),
      [`PATCH ${PROFILE_API.me}`]: (body: unknown) => json(myProfile(body as Partial<MyProfile>)),
      ...handlers,
    },
  });
}

const requests = (fetchMock: ReturnType<typeof open>['fetchMock']) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`);

// The editor is a large form inside the main layout: give each test room on a busy machine.
describe('Skill levels on /edit-profile', { timeout: 20_000 }, () => {
  it('loads the levels, rates new skills Solid, and saves them with PUT skills after the PATCH', async () => {
    const { fetchMock } = open(
      ['Rust', 'Go'],
      [
        { skill: 'Rust', level: 4 },
        { skill: 'Go', level: 0 },
      ],
      {
        [PUT_SKILLS]: () =>
          json({
            skills: [
              { skill: 'Go', level: 5 },
              { skill: 'Rust', level: 4 },
              { skill: 'Quokka herding', level: 3 },
            ],
          }),
      },
    );
    await screen.findByRole('heading', { name: PROFILE_SECTIONS[1].label });
    expect(await screen.findByRole('combobox', { name: 'Rust' })).toBeVisible();
    expect(within(levelsGroup()).getAllByRole('combobox')).toHaveLength(2);
    expect(select('Rust').value).toBe('4');
    expect(within(select('Rust')).getByRole('option', { selected: true }).textContent).toBe(option(4));
    expect(select('Go').value).toBe('3');
    expect(
      within(select('Go'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([1, 2, 3, 4, 5].map(option));

    // A skill added to the chips gets a level at once; one removed loses it.
    const chips = screen.getByRole('combobox', { name: EDIT_PROFILE_TEXT.skills });
    fireEvent.change(chips, { target: { value: 'Quokka herding' } });
    fireEvent.keyDown(chips, { key: 'Enter' });
    fireEvent.change(chips, { target: { value: 'Cobol' } });
    fireEvent.keyDown(chips, { key: 'Enter' });
    expect(select('Quokka herding').value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: CHIP_INPUT_TEXT.remove('Cobol') }));
    expect(screen.queryByRole('combobox', { name: 'Cobol' })).toBeNull();

    fireEvent.change(select('Go'), { target: { value: '5' } });
    expect(screen.getByText(EDIT_PROFILE_TEXT.unsaved)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: EDIT_PROFILE_TEXT.save }));
    await screen.findByRole('dialog', { name: PROFILE_TEXT.profileSavedModal });

    const sent = requests(fetchMock);
    const patchAt = sent.indexOf(`PATCH ${PROFILE_API.me}`);
    const putAt = sent.indexOf(PUT_SKILLS);
    expect(patchAt).toBeGreaterThan(-1);
    expect(putAt).toBeGreaterThan(patchAt);
    expect(JSON.parse(String(fetchMock.mock.calls[putAt]?.[1]?.body))).toEqual({
      skills: [
        { skill: 'Rust', level: 4 },
        { skill: 'Go', level: 5 },
        { skill: 'Quokka herding', level: 3 },
      ],
    });
    // The form now holds what the server keeps: highest level first, nothing left unsaved.
    fireEvent.click(screen.getByRole('button', { name: EDIT_PROFILE_TEXT.keepEditing }));
    const rows = within(levelsGroup()).getAllByRole('combobox') as HTMLSelectElement[];
    expect(rows.map((row) => [row.labels?.[0]?.textContent, row.value])).toEqual([
      ['Go', '5'],
      ['Rust', '4'],
      ['Quokka herding', '3'],
    ]);
    expect(screen.queryByText(EDIT_PROFILE_TEXT.unsaved)).toBeNull();
  });

  it('keeps levels it could not load untouched, and offers a retry', async () => {
    let fail = true;
    const { fetchMock } = open(['Rust'], [], {
      [MY_PUBLIC]: () =>
        fail
          ? apiError('E_INTERNAL', 'x', 500)
          : json(publicProfile({ userId: testUser.id, skills: [{ skill: 'Rust', level: 2 }] })),
      [PUT_SKILLS]: () => json({ skills: [] }),
    });
    expect(
      await screen.findByText(EDIT_PROFILE_TEXT.skillLevelsLoadFailed, {}, { timeout: 4000 }),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: EDIT_PROFILE_TEXT.save }));
    // The save's re-read of the failing profile retries once before the modal shows.
    await screen.findByRole('dialog', { name: PROFILE_TEXT.profileSavedModal }, { timeout: 4000 });
    expect(requests(fetchMock)).not.toContain(PUT_SKILLS);
    fireEvent.click(screen.getByRole('button', { name: EDIT_PROFILE_TEXT.keepEditing }));

    fail = false;
    fireEvent.click(within(levelsGroup()).getByRole('button', { name: EDIT_PROFILE_TEXT.retry }));
    expect(((await screen.findByRole('combobox', { name: 'Rust' })) as HTMLSelectElement).value).toBe('2');
  });

  it('asks for skills first when there are none, and sends no PUT', async () => {
    const { fetchMock } = open([], []);
    expect(await screen.findByText(EDIT_PROFILE_TEXT.noSkillsToRate)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: EDIT_PROFILE_TEXT.save }));
    await screen.findByRole('dialog', { name: PROFILE_TEXT.profileSavedModal });
    expect(requests(fetchMock)).not.toContain(PUT_SKILLS);
  });
});
