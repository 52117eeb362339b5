// The header's search suggests results as the visitor types, is usable from the keyboard, never shows
// a stale answer and shows markup in a title as text.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { SearchAnswer, SearchHit } from '@/lib/search/hit';
import { SearchToggle } from '@/components/site/SearchToggle.client';
import { SearchCombobox } from '../SearchCombobox.client';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

/** Requests to /api/search waiting for the test to answer them, by query. */
let waiting: Map<string, (answer: SearchAnswer) => void>;

// jsdom lays nothing out: the chosen suggestion's scrolling into sight is checked in e2e/search/suggestions.spec.ts.
const scrolledIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrolledIntoView;
});

beforeEach(() => {
  push.mockClear();
  waiting = new Map();
  global.fetch = jest.fn(
    (url: string | URL | Request) =>
      new Promise<Response>((resolve) => {
        const query = new URL(String(url), 'http://localhost').searchParams.get('q') ?? '';
        waiting.set(query, (answer) =>
          resolve({ ok: true, status: 200, json: async () => answer } as unknown as Response),
        );
      }),
  );
});

const hit = (title: string): SearchHit => ({
  id: title,
  kind: 'cause',
  title,
  titleMarks: [],
  href: `/cause-single/${title.length}`,
  excerpt: '',
  excerptMarks: [],
});

/** Answers the request for `query` once it has been made. */
async function answer(query: string, titles: string[]) {
  await waitFor(() => expect(waiting.has(query)).toBe(true));
  await act(async () => waiting.get(query)!({ query, results: titles.map(hit) }));
}

function setup(onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault())) {
  const user = userEvent.setup();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SearchToggle>
        <form role="search" onSubmit={onSubmit}>
          <SearchCombobox formId="header-search" label="Search the site" />
        </form>
      </SearchToggle>
    </SWRConfig>,
  );
  return { user, onSubmit, toggle: screen.getByRole('button', { name: 'Open search' }) };
}

async function openAndType(user: ReturnType<typeof userEvent.setup>, toggle: HTMLElement, text: string) {
  await user.click(toggle);
  const input = screen.getByRole('combobox', { name: 'Search the site' });
  await user.type(input, text);
  return input;
}

describe('SearchCombobox', () => {
  it('suggests results as you type, and announces how many', async () => {
    const { user, toggle } = setup();
    const input = await openAndType(user, toggle, 'water');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await answer('water', ['Clean Wells', 'Water Access']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Clean WellsCause', 'Water AccessCause']);
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
  });

  it('moves through the suggestions with the arrow keys and opens the chosen one with Enter', async () => {
    const { user, toggle, onSubmit } = setup();
    const input = await openAndType(user, toggle, 'water');
    await answer('water', ['First', 'Second one', 'Third']);
    const options = screen.getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/cause-single/10');
    expect(onSubmit).not.toHaveBeenCalled();
    // The header's search panel closes with the page it was opened on.
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits the form with Enter when no suggestion is chosen', async () => {
    const { user, toggle, onSubmit } = setup();
    await openAndType(user, toggle, 'water');
    await answer('water', ['First']);
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
  });

  it('closes the list with Escape and the search panel with a second Escape', async () => {
    const { user, toggle } = setup();
    const input = await openAndType(user, toggle, 'water');
    await answer('water', ['First']);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toBeVisible();
    expect(input).toHaveValue('water');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('never lets a late answer to an older query replace the answer to the newer one', async () => {
    const { user, toggle } = setup();
    const input = await openAndType(user, toggle, 'wat');
    await waitFor(() => expect(waiting.has('wat')).toBe(true));
    await user.type(input, 'er');
    await answer('water', ['Water Access']);
    await answer('wat', ['Watford Walk']);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Water AccessCause']);
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
  });

  it('shows markup in a suggested title as text', async () => {
    const { user, toggle } = setup();
    await openAndType(user, toggle, 'script');
    await answer('script', ['<script>window.__xss = 1</script>']);
    const [option] = screen.getAllByRole('option');
    expect(option).toHaveTextContent('<script>window.__xss = 1</script>');
    expect(option!.querySelector('script')).toBeNull();
  });
});
