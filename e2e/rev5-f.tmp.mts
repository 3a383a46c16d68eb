import { chromium } from '@playwright/test';
import { createConfirmedUser, waitForMailLink, mailLinks } from './support/auth.ts';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: {width:1280,height:800}, baseURL: 'http://localhost:3500' });
const user = await createConfirmedUser();
const p = await ctx.newPage();
p.on('console', m => { if (m.type()==='error') console.log('CONSOLE', m.text()); });
p.on('response', async r => { if (r.url().includes('/auth/v1')) console.log('  NET', r.request().method(), r.url().replace(/^.*auth\/v1/,'').slice(0,90), r.status(), r.status()>=400 ? (await r.text().catch(()=>'')).slice(0,200) : ''); });
const dump = async (tag: string) => {
  await p.waitForTimeout(2000);
  console.log('--', tag, 'url', p.url(), 'focus:', await p.evaluate(() => document.activeElement?.outerHTML.slice(0,160)));
  console.log((await p.locator('main').ariaSnapshot()).split('\n').filter(l => !/navigation|listitem|- list:|link "Home"|\/url: \/$/.test(l)).join('\n'));
  const notes = await p.locator('[data-testid=notification]').allTextContents(); if (notes.length) console.log('  notices:', notes);
};
await p.goto('/login/reset?next=%2Fsettings'); await p.waitForTimeout(800);
await p.getByRole('button', { name: 'Send the reset link' }).click(); await dump('empty');
await p.getByLabel('Email').fill('nobody-' + Date.now() + '@example.com');
await p.getByRole('button', { name: 'Send the reset link' }).click(); await dump('unknown email');
await p.screenshot({ path: '/tmp/rev5/f-sent.png', fullPage: true });
await p.goto('/login/reset'); await p.waitForTimeout(800);
await p.getByLabel('Email').fill(user.email);
await p.getByRole('button', { name: 'Send the reset link' }).click(); await dump('known email');
const link1 = await waitForMailLink(user.email, 'recovery');
// request a second
const again = p.getByRole('button', { name: /again/i });
if (await again.count()) { await again.first().click(); await dump('send again'); }
else { await p.goto('/login/reset'); await p.getByLabel('Email').fill(user.email); await p.getByRole('button', { name: 'Send the reset link' }).click(); await dump('second request'); }
const link2 = await waitForMailLink(user.email, 'recovery', [link1]).catch(() => null);
console.log('link1', link1, '\nlink2', link2);
// old link
await p.goto(link1); await dump('open link1 (superseded?)');
await p.screenshot({ path: '/tmp/rev5/f-link1.png', fullPage: true });
if (link2) { await p.goto(link2); await dump('open link2'); await p.screenshot({ path: '/tmp/rev5/f-link2.png', fullPage: true }); }
await b.close();
