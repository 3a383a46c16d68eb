import { chromium } from '@playwright/test';
import { createConfirmedUser } from './support/auth.ts';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: {width:1280,height:800}, baseURL: 'http://localhost:3500' });
const user = await createConfirmedUser();
const login = async (p: any, pw = user.password) => {
  const f = p.getByRole('form', { name: 'Log in' });
  await f.getByLabel('Email').fill(user.email);
  await f.getByLabel('Password', {exact:true}).fill(pw);
  await f.getByRole('button', { name: 'Log in' }).click();
  await p.waitForTimeout(2500);
};
const signout = async (p: any) => { if (!(await p.getByRole('banner').getByRole('button', { name: 'Sign out' }).count())) { await p.goto('/'); await p.waitForTimeout(1200); } await p.getByRole('banner').getByRole('button', { name: 'Sign out' }).click(); await p.waitForURL(/\/login/); await p.waitForTimeout(500); };
const p = await ctx.newPage();
p.on('console', m => { if (m.type()==='error') console.log('CONSOLE', m.text()); });
for (const path of ['/tools/txns', '/tools/txns/DMO/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266?x=1#frag', '/settings', '/tools/wallet', '/no/such/page']) {
  await p.goto(path); await p.waitForTimeout(1200);
  console.log('open', path, '->', p.url());
  await login(p);
  console.log('   after login ->', p.url(), '| h1:', await p.locator('h1').first().textContent().catch(()=>null));
  await signout(p);
}
// wrong password first, then right, with next
await p.goto('/tools/txns'); await p.waitForTimeout(1000);
await login(p, 'Wrong1234x');
console.log('wrong pw url', p.url(), 'focus', await p.evaluate(() => document.activeElement?.outerHTML.slice(0,120)), 'pw value', await p.getByLabel('Password',{exact:true}).inputValue());
await login(p);
console.log('   then right ->', p.url());
await signout(p);
// via signup link then back to login
await p.goto('/tools/friend-tech'); await p.waitForTimeout(1000);
await p.getByRole('link', { name: 'Create an account' }).click(); await p.waitForTimeout(800);
console.log('signup link url', p.url());
await p.getByRole('link', { name: 'Log in' }).click(); await p.waitForTimeout(800);
console.log('back to login url', p.url());
await login(p); console.log('   ->', p.url()); await signout(p);
// forgot password link then back
await p.goto('/tools/friend-tech'); await p.waitForTimeout(1000);
await p.getByRole('link', { name: 'Forgot your password?' }).click(); await p.waitForTimeout(800);
await p.getByRole('link', { name: 'Back to log in' }).click(); await p.waitForTimeout(800);
console.log('reset-back url', p.url());
// open redirect attempts
for (const nxt of ['https://evil.example.com/', '//evil.example.com', '/\\evil.example.com', 'javascript:alert(1)', '/login', '%2Flogin%2Freset']) {
  await p.goto('/login?next=' + encodeURIComponent(nxt)); await p.waitForTimeout(800);
  await login(p);
  console.log('next', nxt, '->', p.url());
  if (p.url().startsWith('http://localhost:3500')) { const so = p.getByRole('banner').getByRole('button', { name: 'Sign out' }); if (await so.count()) await signout(p); else { console.log('  no signout on', p.url()); await ctx.clearCookies(); await p.evaluate(() => localStorage.clear()); } }
  else { await p.goto('http://localhost:3500/'); await p.waitForTimeout(1000); await signout(p); }
}
// signed-in visiting /login,/signup,/login/reset
await p.goto('/login'); await login(p);
for (const path of ['/login', '/signup', '/login/reset', '/login?next=/settings', '/login/verify']) { await p.goto(path); await p.waitForTimeout(1200); console.log('signed-in open', path, '->', p.url()); }
// sign out, then Back button
await p.goto('/settings'); await p.waitForTimeout(1000);
await signout(p);
await p.goBack(); await p.waitForTimeout(1500);
console.log('after back ->', p.url(), await p.locator('h1').first().textContent());
// two tabs: signout in one
await p.goto('/login'); await login(p);
const p2 = await ctx.newPage(); await p2.goto('/settings'); await p2.waitForTimeout(1500);
await signout(p);
await p2.waitForTimeout(2500);
console.log('other tab after signout ->', p2.url());
await p2.getByRole('link', { name: 'Home' }).first().click().catch(()=>{}); await p2.waitForTimeout(1500);
console.log('other tab after nav ->', p2.url());
await b.close();
