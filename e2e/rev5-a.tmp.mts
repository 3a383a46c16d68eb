import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, vp, scheme] of [['desk', {width:1280,height:800}, 'light'], ['phone', {width:360,height:740}, 'dark']] as const) {
  const ctx = await b.newContext({ viewport: vp, colorScheme: scheme, baseURL: 'http://localhost:3500' });
  const p = await ctx.newPage();
  p.on('console', m => { if (m.type()==='error' || m.type()==='warning') console.log('CONSOLE', m.type(), m.text()); });
  for (const path of ['/login', '/signup', '/login/reset', '/tools/txns', '/login/verify']) {
    await p.goto(path); await p.waitForTimeout(1500);
    console.log('==', name, path, '->', p.url(), 'title:', await p.title());
    await p.screenshot({ path: `/tmp/rev5/a-${name}${path.replaceAll('/','_')}.png`, fullPage: true });
    if (name==='desk') console.log(await p.locator('body').ariaSnapshot());
  }
  await ctx.close();
}
await b.close();
