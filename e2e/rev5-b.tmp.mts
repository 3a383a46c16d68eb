import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: {width:1280,height:800}, baseURL: 'http://localhost:3500' });
const p = await ctx.newPage();
p.on('console', m => { if (m.type()==='error') console.log('CONSOLE', m.text()); });
p.on('response', r => { if (r.url().includes('/auth/v1')) console.log('  NET', r.request().method(), r.url().replace(/^.*auth\/v1/,''), r.status()); });
const focusDesc = () => p.evaluate(() => { const e = document.activeElement as HTMLElement; return e ? `${e.tagName} id=${e.id} name=${(e as any).name} label=${e.getAttribute('aria-label')} invalid=${e.getAttribute('aria-invalid')} describedby=${e.getAttribute('aria-describedby')}` : 'none'; });
const dump = async (tag: string) => {
  await p.waitForTimeout(1500);
  console.log('--', tag, 'url', p.url(), 'focus:', await focusDesc());
  console.log(await p.locator('main').ariaSnapshot());
  const alerts = await p.locator('[role=alert],[role=status],[aria-live]').evaluateAll(es => es.map(e => `${e.getAttribute('role')}/${e.getAttribute('aria-live')}: ${e.textContent}`));
  console.log('  live:', alerts);
  const notes = await p.locator('[data-testid=notification]').allTextContents(); if (notes.length) console.log('  notices:', notes);
};
const cases: [string, Record<string,string>][] = [
  ['empty', {}],
  ['bad email', {Email: 'foo@', Password: 'Abcdefg1'}],
  ['weak short', {Email: 'weak@example.com', Password: 'abc'}],
  ['no upper', {Email: 'weak@example.com', Password: 'abcdefg1'}],
  ['no number', {Email: 'weak@example.com', Password: 'Abcdefgh'}],
  ['email and phone', {Email: 'x@example.com', 'Or phone number': '+14155550123', Password: 'Abcdefg1'}],
  ['bad phone', {'Or phone number': '12ab', Password: 'Abcdefg1'}],
  ['spaces email', {Email: '  spacey-'+Date.now()+'@Example.com  ', Password: 'Abcdefg1x'}],
];
for (const [tag, vals] of cases) {
  await p.goto('/signup'); await p.waitForTimeout(800);
  for (const [k, v] of Object.entries(vals)) await p.getByLabel(k, { exact: true }).fill(v);
  await p.getByRole('button', { name: 'Sign up' }).click();
  await dump(tag);
  await p.screenshot({ path: `/tmp/rev5/b-${tag.replaceAll(' ','_')}.png`, fullPage: true });
}
await b.close();
