import { describe, expect, it } from 'vitest';
import { splitIdentifier, stemTerm, tokenize } from './tokenize.ts';

describe('tokenize', () => {
  it('splits camelCase, snake_case, dots, slashes and digits', () => {
    expect(tokenize('getUserById', { stem: false, dropStopWords: false })).toEqual([
      'get',
      'user',
      'by',
      'id',
    ]);
    expect(tokenize('repos/{owner}/pull_requests.list', { stem: false })).toEqual([
      'repos',
      'owner',
      'pull',
      'requests',
      'list',
    ]);
    expect(splitIdentifier('HTMLParser v2Api')).toBe('HTML Parser v 2 Api');
  });

  it('keeps identifiers whole when splitting is off', () => {
    expect(tokenize('getUserById', { splitIdentifiers: false, stem: false })).toEqual(['getuserbyid']);
  });

  it('drops stop words and stems light suffixes', () => {
    expect(tokenize('Searches for the files')).toEqual(['search', 'file']);
    expect(stemTerm('queries')).toBe('query');
    expect(stemTerm('running')).toBe('run');
    expect(stemTerm('created')).toBe('creat');
    expect(stemTerm('status')).toBe('status');
    expect(stemTerm('class')).toBe('class');
    expect(stemTerm('v2s')).toBe('v2s');
  });

  it('makes each Chinese character a term', () => {
    expect(tokenize('必应搜索 bing')).toEqual(['必', '应', '搜', '索', 'bing']);
  });
});
