import { describe, expect, it, rs } from '@rstest/core';
import { isChunkLoadError, mayReload, RELOAD_KEY, reloadOnce } from './staleChunk.ts';

describe('isChunkLoadError', () => {
  it.each([
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
    new Error('Failed to fetch dynamically imported module: /static/js/async/x.js'),
    new Error('tool failed', { cause: new Error('Loading chunk 7 failed.\n(missing: /static/js/7.js)') }),
  ])('recognises %s', (error) => expect(isChunkLoadError(error)).toBe(true));
  it.each([new Error('boom'), 'Loading chunk', null])('ignores %j', (error) => expect(isChunkLoadError(error)).toBe(false));
});

describe('reloadOnce', () => {
  it('reloads, then refuses for 10 s, then reloads again', () => {
    sessionStorage.clear();
    const reload = rs.fn();
    expect(reloadOnce(sessionStorage, reload, 1_000_000)).toBe(true);
    expect(sessionStorage.getItem(RELOAD_KEY)).toBe('1000000');
    expect(reloadOnce(sessionStorage, reload, 1_009_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(sessionStorage, reload, 1_010_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
  it('is foretold by mayReload, which reloads nothing itself', () => {
    sessionStorage.clear();
    expect(mayReload(sessionStorage, 1_000_000)).toBe(true);
    expect(sessionStorage.getItem(RELOAD_KEY)).toBeNull();
    reloadOnce(sessionStorage, () => {}, 1_000_000);
    expect(mayReload(sessionStorage, 1_009_999)).toBe(false);
    expect(mayReload(sessionStorage, 1_010_000)).toBe(true);
  });
  it('never reloads offline, where the chunk is missing for the connection’s sake', () => {
    sessionStorage.clear();
    const offline = rs.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = rs.fn();
    expect(reloadOnce(sessionStorage, reload, 1_000_000)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    offline.mockRestore();
    expect(reloadOnce(sessionStorage, reload, 1_000_000)).toBe(true);
  });
  it('treats a garbled key as absent', () => {
    sessionStorage.setItem(RELOAD_KEY, 'garbage');
    const reload = rs.fn();
    expect(reloadOnce(sessionStorage, reload, 5)).toBe(true);
  });
});
