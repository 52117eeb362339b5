// Whatever a visitor types or puts in the address, search reads one tidy query of at most 200
// characters, and markup stays text.
import { MAX_QUERY_LENGTH, readSearchQuery } from '../query';

describe('readSearchQuery', () => {
  it('takes the first value, trimmed, with whitespace collapsed', () => {
    expect(readSearchQuery('  clean \n  water ')).toBe('clean water');
    expect(readSearchQuery(['water', 'food'])).toBe('water');
    expect(readSearchQuery(undefined)).toBe('');
    expect(readSearchQuery(null)).toBe('');
    expect(readSearchQuery([])).toBe('');
  });

  it('cuts a long query to 200 characters without splitting a character', () => {
    expect(readSearchQuery('a'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
    const cut = readSearchQuery('😀'.repeat(300));
    expect(Array.from(cut)).toHaveLength(MAX_QUERY_LENGTH);
    expect(cut.endsWith('😀')).toBe(true);
  });

  it('keeps markup as the text it is', () => {
    expect(readSearchQuery('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });

  it('drops control characters, which HTML does not allow (a NUL in the title and the results)', () => {
    expect(readSearchQuery('water\u0000 wells\u0007')).toBe('water wells');
    expect(readSearchQuery('\u0000')).toBe('');
  });
});
