import { chromium } from '@playwright/test';
import { totpCode } from './support/auth.ts';
import { readFileSync } from 'node:fs';
const user = JSON.parse(readFileSync('/tmp/rev5/user-h.json','utf8'));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: {width:1280,height:800}, baseURL: 'http://localhost:3500' });
const p = await ctx.newPage();
p.on('console', m => { if (m.type()==='error') console.log('CONSOLE', m.text()); });
p.on('dialog', async d => { console.log('DIALOG', d.type(), d.message()); await d.accept(); });
p.on('response', async r => { if (r.url().includes('/auth/v1')) console.log('  NET', r.request().method(), r.url().replace(/^.*auth\/v1/,'').slice(0,90), r.status(), r.status()>=400 ? (await r.text().catch(()=>'')).slice(0,300) : ''); });
const region = () => p.getByRole('region', { name: 'Two-step sign-in' });
const dump = async (tag: string, loc = p.locator('main')) => { await p.waitForTimeout(1800); console.log('--', tag, p.url(), 'focus:', await p.evaluate(() => document.activeElement?.outerHTML.slice(0,200))); console.log(await loc.ariaSnapshot()); const n = await p.locator('[data-testid=notification]').allTextContents(); if (n.length) console.log('  notices', n); };
const f = p.getByRole('form', { name: 'Log in' });
const login = async () => { await f.getByLabel('Email').fill(user.email); await f.getByLabel('Password',{exact:true}).fill(user.password); await f.getByRole('button',{name:'Log in'}).click(); await p.waitForTimeout(2000); };
await p.goto('/settings'); await p.waitForTimeout(1000);
await login(); console.log('after pw', p.url());
// wait for new TOTP window to avoid code reuse
const c = totpCode(user.secret);
await p.getByLabel('Authentication code').fill(c); await p.getByRole('button',{name:'Verify'}).click(); await p.waitForTimeout(2000);
console.log('after code ->', p.url());
// reload: still aal2?
await p.reload(); await p.waitForTimeout(2000); console.log('after reload ->', p.url());
// remove factor
await region().getByRole('button', { name: /^Remove/ }).click();
await dump('after Remove click', region());
await region().screenshot({ path: '/tmp/rev5/k-remove.png' });
const confirm = p.getByRole('button', { name: /remove|confirm|yes/i }).filter({ hasNotText: 'Authenticator app, added' });
console.log('confirm buttons:', await p.getByRole('button').allTextContents());
await p.keyboard.press('Shift+Tab'); console.log('focused now', await p.evaluate(() => document.activeElement?.outerHTML.slice(0,150)));
await p.keyboard.press('Enter');
await dump('after confirm remove', region());
await region().screenshot({ path: '/tmp/rev5/k-removed.png' });
await p.getByRole('banner').getByRole('button', { name: 'Sign out' }).click(); await p.waitForTimeout(1500);
await p.goto('/tools/txns'); await p.waitForTimeout(1000);
await login(); console.log('login after removal ->', p.url());
await b.close();
