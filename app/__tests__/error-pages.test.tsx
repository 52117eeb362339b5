// When rendering fails, visitors get a plain apology with a way on (try again, back home) and never
// a glimpse of the error itself.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import PageError from '../error';
import GlobalError from '../global-error';

const failure = Object.assign(new Error('SECRET db password in stack'), { digest: '1234567890' });

describe('the error page (a section failed)', () => {
  it('says what happened, offers to try again and a way home, and shows nothing of the error', async () => {
    const retry = jest.fn();
    render(<PageError error={failure} retry={retry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, this page could not be shown' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(document.body).not.toHaveTextContent(/SECRET|1234567890|stack/);
  });

  it('logs nothing in the browser (the server has logged the error)', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<PageError error={failure} retry={() => {}} />);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('the global error page (the layout failed)', () => {
  it('is its own document with a plain message, a link home and no script', () => {
    const html = renderToStaticMarkup(<GlobalError />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('h1')?.textContent).toBe('Sorry, something went wrong');
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });
});
