import { chromium } from '@playwright/test';
import { waitForMailLink, mailLinks } from './support/auth.ts';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: {width:1280,height:800}, baseURL: 'http://localhost:3500' });
const p = await ctx.newPage();
p.on('console', m => { if (m.type()==='error') console.log('CONSOLE', m.text()); });
p.on('response', async r => { if (r.url().includes('/auth/v1')) console.log('  NET', r.request().method(), r.url().replace(/^.*auth\/v1/,''), r.status(), r.status()>=400 ? (await r.text().catch(()=>'')).slice(0,200) : ''); });
const dump = async (tag: string) => {
  await p.waitForTimeout(2000);
  console.log('--', tag, 'url', p.url(), 'focus:', await p.evaluate(() => document.activeElement?.outerHTML.slice(0,150)));
  console.log(await p.locator('main').ariaSnapshot());
  const notes = await p.locator('[data-testid=notification]').allTextContents(); if (notes.length) console.log('  notices:', notes);
};
const stamp = Date.now();
const email = `New.User-${stamp}@Example.com`;
const recorder = async () => {};
await p.goto('/signup');
await p.getByLabel('Email').fill(email);
await p.getByLabel('Password', {exact:true}).fill('Abcdefg1x');
await p.getByLabel('Display name (optional)').fill('  Ada  ');
await p.getByRole('button', { name: 'Sign up' }).click();
await dump('after signup');
const link = await waitForMailLink(email.toLowerCase(), 'signup').catch(async () => waitForMailLink(email, 'signup'));
console.log('LINK', link);
await p.goto(link);
await dump('after confirm');
await p.screenshot({ path: '/tmp/rev5/c-first-arrival.png', fullPage: true });
// reuse the link while signed in
await p.goto(link); await dump('reuse link while signed in');
await p.screenshot({ path: '/tmp/rev5/c-reuse-signed-in.png', fullPage: true });
// Sign out
await p.goto('/'); await p.waitForTimeout(1500);
const so = p.getByRole('button', { name: /sign out|log out/i });
console.log('signout buttons', await so.count());
if (await so.count()) { await so.first().click(); await dump('after sign out'); await p.screenshot({ path: '/tmp/rev5/c-signed-out.png', fullPage: true }); }
// reuse confirm link while signed out
await p.goto(link); await dump('reuse link signed out');
await p.screenshot({ path: '/tmp/rev5/c-reuse-signed-out.png', fullPage: true });
// sign up again with same email
await p.goto('/signup'); await p.waitForTimeout(500);
await p.getByLabel('Email').fill(email.toLowerCase());
await p.getByLabel('Password', {exact:true}).fill('Other1234x');
await p.getByRole('button', { name: 'Sign up' }).click();
await dump('signup existing');
await p.waitForTimeout(3000);
console.log('mails to user:', (await mailLinks(email.toLowerCase(), 'signup')).length);
// login with email in different case and trailing spaces
await p.goto('/login'); await p.waitForTimeout(500);
await p.getByLabel('Email').fill('  ' + email.toUpperCase() + ' ');
await p.getByLabel('Password', {exact:true}).fill('Abcdefg1x');
await p.getByRole('button', { name: 'Log in' }).click();
await dump('login uppercase spaces');
await b.close();
