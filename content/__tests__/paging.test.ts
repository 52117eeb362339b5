/**
 * @jest-environment node
 */
import { pageCount, pageHref, parsePageParam } from '../paging';

describe('parsePageParam', () => {
  it('reads no value as the first page', () => {
    expect(parsePageParam(undefined, 4)).toBe(1);
  });

  it('accepts pages from 1 to the page count', () => {
    expect(parsePageParam('1', 4)).toBe(1);
    expect(parsePageParam('2', 4)).toBe(2);
    expect(parsePageParam('4', 4)).toBe(4);
  });

  it.each(['0', '5', '-1', '01', '2.0', 'abc', '', ' 2', '1e1', '9999999'])('rejects %p', (value) => {
    expect(parsePageParam(value, 4)).toBeNull();
  });

  it('rejects a repeated parameter', () => {
    expect(parsePageParam(['1', '2'], 4)).toBeNull();
  });
});

describe('pageHref', () => {
  it('links page 1 to the bare path and other pages with ?page=', () => {
    expect(pageHref('/blog', 1)).toBe('/blog');
    expect(pageHref('/blog', 2)).toBe('/blog?page=2');
  });

  it('keeps a filter already in the address', () => {
    expect(pageHref('/blog?tag=Food', 1)).toBe('/blog?tag=Food');
    expect(pageHref('/blog?tag=Food', 3)).toBe('/blog?tag=Food&page=3');
  });
});

describe('pageCount', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCount(15, 4)).toBe(4);
    expect(pageCount(16, 4)).toBe(4);
    expect(pageCount(17, 4)).toBe(5);
    expect(pageCount(0, 4)).toBe(1);
  });
});
