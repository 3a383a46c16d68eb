import { afterEach, describe, expect, it } from '@rstest/core';
import { focusedPlace, refocus } from './focusAcrossRedraw.ts';

const header = '<header><a href="/">Home</a><nav><a href="/settings">Settings</a><button>Sign out</button></nav></header>';

function page(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus across a redraw of the page', () => {
  it('finds the focused link again in the same page drawn anew', () => {
    const root = page(header);
    root.querySelector<HTMLElement>('a[href="/settings"]')?.focus();
    const place = focusedPlace(root);
    root.innerHTML = header;
    expect(document.activeElement).toBe(document.body);
    refocus(root, place ?? { path: [], tag: '', text: '', href: null });
    expect(document.activeElement).toBe(root.querySelector('a[href="/settings"]'));
  });

  it('leaves a different control at the same place alone (the app drew another page)', () => {
    const root = page(header);
    root.querySelector<HTMLElement>('button')?.focus();
    const place = focusedPlace(root);
    expect(place).not.toBeNull();
    root.innerHTML = header.replace('Sign out', 'Log in');
    if (place) refocus(root, place);
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps a focus the app has set itself', () => {
    const root = page(`${header}<h1 tabindex="-1">Wallet</h1>`);
    root.querySelector<HTMLElement>('a')?.focus();
    const place = focusedPlace(root);
    expect(place).not.toBeNull();
    root.innerHTML = `${header}<h1 tabindex="-1">Wallet</h1>`;
    root.querySelector<HTMLElement>('h1')?.focus();
    if (place) refocus(root, place);
    expect(document.activeElement).toBe(root.querySelector('h1'));
  });

  it('has no place when nothing in the page has the focus', () => {
    const root = page(header);
    const outside = document.createElement('button');
    document.body.append(outside);
    expect(focusedPlace(root)).toBeNull();
    outside.focus();
    expect(focusedPlace(root)).toBeNull();
  });
});
