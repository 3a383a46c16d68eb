import { expect, it, rs } from '@rstest/core';
import { renderHook } from '@testing-library/react';
import { useDropWhenLeft } from './useDropWhenLeft.ts';

const setUp = () => {
  const drop = rs.fn(async (_factorId: string) => {});
  return { drop, ...renderHook(() => useDropWhenLeft(drop)) };
};

it('drops the set-up on screen when the page goes, and only that one', () => {
  const { drop, result, unmount } = setUp();
  result.current('f1');
  result.current('f2');
  expect(drop).not.toHaveBeenCalled();
  unmount();
  expect(drop.mock.calls).toEqual([['f2']]);
});

it('keeps a set-up verified, cancelled or being verified: nothing is held', () => {
  const { drop, result, unmount } = setUp();
  result.current('f1');
  result.current(null);
  unmount();
  expect(drop).not.toHaveBeenCalled();
});

it('drops at once a set-up whose enrolment answered after the page went (or whose code was refused then)', () => {
  const { drop, result, unmount } = setUp();
  unmount();
  result.current('f3');
  expect(drop.mock.calls).toEqual([['f3']]);
});
