import { beforeEach, describe, expect, it } from '@rstest/core';
import { hasUnsavedInput, watchUnsavedInput } from './unsavedInput.ts';

const type = (el: Element | null, value = 'x') => {
  if (!(el instanceof HTMLInputElement)) throw new Error('no input');
  el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  el.value += value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
};
const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('unsaved input', () => {
  let form: HTMLFormElement;
  beforeEach(() => {
    watchUnsavedInput();
    document.body.innerHTML = '<form><input name="n"><button type="submit">Save</button></form><input id="filter">';
    form = document.querySelector('form') as HTMLFormElement;
  });

  it('is typing in a form until the form is submitted, reset or gone', () => {
    expect(hasUnsavedInput()).toBe(false);
    type(form.querySelector('input'));
    expect(hasUnsavedInput()).toBe(true);
    submit(form);
    expect(hasUnsavedInput()).toBe(false);
    type(form.querySelector('input'));
    form.dispatchEvent(new Event('reset', { bubbles: true }));
    expect(hasUnsavedInput()).toBe(false);
    type(form.querySelector('input'));
    form.remove();
    expect(hasUnsavedInput()).toBe(false);
  });

  it('is not a filter or toggle outside a form', () => {
    type(document.getElementById('filter'));
    expect(hasUnsavedInput()).toBe(false);
  });

  it('is not typing that was deleted again, nor typing back what was last saved', () => {
    const input = form.querySelector('input') as HTMLInputElement;
    type(input, 'abc');
    expect(hasUnsavedInput()).toBe(true);
    input.value = '';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasUnsavedInput()).toBe(false);
    type(input, 'saved');
    submit(form);
    type(input, '!');
    expect(hasUnsavedInput()).toBe(true);
    input.value = 'saved';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasUnsavedInput()).toBe(false);
  });

  it('is a change made without focus, whose start is not known', () => {
    form.querySelector('input')?.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasUnsavedInput()).toBe(true);
  });

  it.each([
    ['a field marked invalid', (f: HTMLFormElement) => f.querySelector('input')?.setAttribute('aria-invalid', 'true')],
    ['an error alert', (f: HTMLFormElement) => f.insertAdjacentHTML('beforeend', '<p role="alert">Address already tracked</p>')],
    ['its save still running', (f: HTMLFormElement) => f.querySelector('button')?.setAttribute('aria-disabled', 'true')],
  ])('stays after the form is submitted while it shows %s', (_what, show) => {
    type(form.querySelector('input'));
    submit(form);
    show(form);
    expect(hasUnsavedInput()).toBe(true);
    form.innerHTML = '<input name="n"><button type="submit">Save</button>';
    expect(hasUnsavedInput()).toBe(false);
  });
});
