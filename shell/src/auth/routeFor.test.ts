import { describe, expect, it } from '@rstest/core';
import { type RouteState, routeFor } from './routeFor.ts';

const at = (path: string) => new URL(path, 'http://localhost:3000');
const anonymous: RouteState = { signedIn: false, aal: { current: null, next: null }, recovering: false, linkError: null };
const signedIn: RouteState = { ...anonymous, signedIn: true, aal: { current: 'aal1', next: 'aal1' } };
const owesCode: RouteState = { ...signedIn, aal: { current: 'aal1', next: 'aal2' } };
const verified: RouteState = { ...signedIn, aal: { current: 'aal2', next: 'aal2' } };

describe('routeFor: anonymous visitor', () => {
  it.each(['/login', '/signup', '/login/reset', '/login/'])('may see %s', (path) => {
    expect(routeFor(at(path), anonymous)).toBeNull();
  });
  it('goes to /login from home, without a next', () => {
    expect(routeFor(at('/'), anonymous)).toBe('/login');
  });
  it('goes to /login remembering the page asked for, with its query', () => {
    expect(routeFor(at('/settings'), anonymous)).toBe('/login?next=%2Fsettings');
    expect(routeFor(at('/tools/txns/eth?x=1'), anonymous)).toBe('/login?next=%2Ftools%2Ftxns%2Feth%3Fx%3D1');
  });
  it('cannot stay on /login/verify, unless an email link failed there', () => {
    expect(routeFor(at('/login/verify'), anonymous)).toBe('/login');
    expect(routeFor(at('/login/verify'), { ...anonymous, linkError: 'expired' })).toBeNull();
  });
  it('sees a failed reset link on the reset form, and any other failed link on /login/verify', () => {
    expect(routeFor(at('/login/reset'), { ...anonymous, linkError: 'expired' })).toBeNull();
    expect(routeFor(at('/'), { ...anonymous, linkError: 'expired' })).toBe('/login/verify');
    expect(routeFor(at('/login'), { ...anonymous, linkError: 'expired' })).toBe('/login/verify');
  });
});

describe('routeFor: signed-in user', () => {
  it.each(['/', '/settings', '/tools/wallet'])('may see %s', (path) => {
    expect(routeFor(at(path), signedIn)).toBeNull();
  });
  it.each(['/login', '/signup', '/login/reset', '/login/verify'])('goes from %s to /', (path) => {
    expect(routeFor(at(path), signedIn)).toBe('/');
  });
  it('goes from /login to the remembered page', () => {
    expect(routeFor(at('/login?next=%2Fsettings'), signedIn)).toBe('/settings');
  });
  it('goes from the public pages to / whatever their case, as the router shows them whatever their case', () => {
    expect(routeFor(at('/LOGIN'), signedIn)).toBe('/');
    expect(routeFor(at('/Login/Verify/'), signedIn)).toBe('/');
    expect(routeFor(at('/login?next=%2FSignUp'), signedIn)).toBe('/');
  });
  it('keeps the case of the page it remembers (a ticker’s case matters)', () => {
    expect(routeFor(at('/LOGIN'), anonymous)).toBeNull();
    expect(routeFor(at('/tools/txns/USDC'), anonymous)).toBe('/login?next=%2Ftools%2Ftxns%2FUSDC');
    expect(routeFor(at('/LOGIN/VERIFY'), owesCode)).toBeNull();
  });
  it('never follows a remembered target off the site', () => {
    expect(routeFor(at('/login?next=%2F%2Fevil.example'), signedIn)).toBe('/');
    expect(routeFor(at('/login?next=https%3A%2F%2Fevil.example'), signedIn)).toBe('/');
  });
  it('sees a failed email link on /login/verify, wherever it led', () => {
    expect(routeFor(at('/login/reset'), { ...signedIn, linkError: 'expired' })).toBe('/login/verify');
    expect(routeFor(at('/settings'), { ...signedIn, linkError: 'expired' })).toBe('/login/verify');
    expect(routeFor(at('/login/verify'), { ...signedIn, linkError: 'expired' })).toBeNull();
  });
  it('may stay on /login/reset while choosing a new password after a recovery link', () => {
    expect(routeFor(at('/login/reset'), { ...signedIn, recovering: true })).toBeNull();
  });
  it('goes back to /login/reset from anywhere until the new password is set, remembering the page asked for', () => {
    expect(routeFor(at('/'), { ...signedIn, recovering: true })).toBe('/login/reset');
    expect(routeFor(at('/settings'), { ...verified, recovering: true })).toBe('/login/reset?next=%2Fsettings');
  });
  it('after a recovery link, gives the TOTP code first, then chooses the new password', () => {
    const recovering = { ...owesCode, recovering: true };
    expect(routeFor(at('/login/reset'), recovering)).toBe('/login/verify');
    expect(routeFor(at('/'), { ...recovering, aal: { current: 'aal2', next: 'aal2' } })).toBe('/login/reset');
  });
  it('takes a page’s own `next` parameter for part of that page, not for a page to return to', () => {
    expect(routeFor(at('/tools/txns?next=%2Fsettings'), { ...verified, recovering: true })).toBe(
      '/login/reset?next=%2Ftools%2Ftxns%3Fnext%3D%252Fsettings',
    );
  });
  it('sends an anonymous visitor of /login/verify (a link that brought no session) to log in, remembering its page', () => {
    expect(routeFor(at('/login/verify?next=%2Fsettings'), anonymous)).toBe('/login?next=%2Fsettings');
  });
  it('keeps the page a reset link was asked from through the TOTP code to the new password', () => {
    const recovering = { ...owesCode, recovering: true };
    expect(routeFor(at('/login/reset?next=%2Ftools%2Ftxns%2FDMO'), recovering)).toBe('/login/verify?next=%2Ftools%2Ftxns%2FDMO');
    const verifiedNow = { ...recovering, aal: { current: 'aal2' as const, next: 'aal2' as const } };
    expect(routeFor(at('/tools/txns/DMO'), verifiedNow)).toBe('/login/reset?next=%2Ftools%2Ftxns%2FDMO');
  });
  it('with a verified code is like any signed-in user', () => {
    expect(routeFor(at('/settings'), verified)).toBeNull();
    expect(routeFor(at('/login/verify'), verified)).toBe('/');
  });
});

describe('routeFor: a user who owes a TOTP code', () => {
  it('may see /login/verify only', () => {
    expect(routeFor(at('/login/verify'), owesCode)).toBeNull();
    expect(routeFor(at('/'), owesCode)).toBe('/login/verify');
    expect(routeFor(at('/login'), owesCode)).toBe('/login/verify');
  });
  it('keeps the remembered page for after the code', () => {
    expect(routeFor(at('/settings'), owesCode)).toBe('/login/verify?next=%2Fsettings');
    expect(routeFor(at('/login?next=%2Ftools%2Fwallet'), owesCode)).toBe('/login/verify?next=%2Ftools%2Fwallet');
  });
});
