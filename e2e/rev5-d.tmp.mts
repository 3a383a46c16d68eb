import { chromium } from '@playwright/test';
import { waitForMailLink, mailLinks, waitForMailCode } from './support/auth.ts';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: {width:1280,height:800}, baseURL: 'http://localhost:3500' });
const p = await ctx.newPage();
p.on('console', m => { if (m.type()==='error') console.log('CONSOLE', m.text()); });
p.on('response', async r => { if (r.url().includes('/auth/v1')) console.log('  NET', r.request().method(), r.url().replace(/^.*auth\/v1/,'').slice(0,80), r.status(), r.status()>=400 ? (await r.text().catch(()=>'')).slice(0,200) : ''); });
const dump = async (tag: string, sel='main') => {
  await p.waitForTimeout(2000);
  console.log('--', tag, 'url', p.url(), 'focus:', await p.evaluate(() => document.activeElement?.outerHTML.slice(0,200)));
  console.log(await p.locator(sel).ariaSnapshot());
  const notes = await p.locator('[data-testid=notification]').allTextContents(); if (notes.length) console.log('  notices:', notes);
};
const email = `unconf-${Date.now()}@example.com`;
await p.goto('/signup');
await p.getByLabel('Email').fill(email);
await p.getByLabel('Password', {exact:true}).fill('Abcdefg1x');
await p.getByRole('button', { name: 'Sign up' }).click();
await p.waitForTimeout(1500);
// resend immediately
await p.getByRole('button', { name: 'Send the confirmation link again' }).click();
await dump('resend immediately');
await p.screenshot({ path: '/tmp/rev5/d-resend.png', fullPage: true });
// wrong code
await p.getByLabel('Code from the email').fill('123456');
await p.getByRole('button', { name: 'Continue' }).click();
await dump('wrong code');
await p.screenshot({ path: '/tmp/rev5/d-wrongcode.png', fullPage: true });
await p.getByLabel('Code from the email').fill('12ab');
await p.getByRole('button', { name: 'Continue' }).click();
await dump('malformed code');
// unconfirmed login in a new page
const p2 = await ctx.newPage();
p2.on('response', async r => { if (r.url().includes('/auth/v1')) console.log('  NET2', r.request().method(), r.url().replace(/^.*auth\/v1/,'').slice(0,80), r.status(), r.status()>=400 ? (await r.text().catch(()=>'')).slice(0,200) : ''); });
await p2.goto('/login'); await p2.waitForTimeout(800);
await p2.getByLabel('Email').fill(email);
await p2.getByLabel('Password', {exact:true}).fill('Abcdefg1x');
await p2.getByRole('button', { name: 'Log in' }).click();
await p2.waitForTimeout(2000);
console.log('-- unconfirmed login', p2.url(), await p2.evaluate(() => document.activeElement?.outerHTML.slice(0,200)));
console.log(await p2.locator('main').ariaSnapshot());
await p2.screenshot({ path: '/tmp/rev5/d-unconfirmed-login.png', fullPage: true });
// unconfirmed login with wrong password
await p2.goto('/login'); await p2.waitForTimeout(800);
await p2.getByLabel('Email').fill(email);
await p2.getByLabel('Password', {exact:true}).fill('Wrong1234');
await p2.getByRole('button', { name: 'Log in' }).click();
await p2.waitForTimeout(2000);
console.log('-- unconfirmed wrong pw', p2.url());
console.log(await p2.locator('main').ariaSnapshot());
// correct code
const code = await waitForMailCode(email, 'signup');
console.log('code', code);
await p.getByLabel('Code from the email').fill(code);
await p.getByRole('button', { name: 'Continue' }).click();
await dump('right code');
await b.close();
