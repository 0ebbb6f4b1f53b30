import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4300';
const headers = { Origin: base, 'X-Requested-With': 'XMLHttpRequest' };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const lang = process.argv[2] ?? 'en';
if (process.argv[3] === 'seed') {
  const c = await browser.newContext({ baseURL: base });
  const a = await browser.newContext({ baseURL: base });
  const agent = await (await a.request.post('/api/agent/login', { headers, data: { email: 'agent@statefarm.com', password: 'Demo!Agent2026' } })).json();
  const r = await c.request.post('/api/auth/login', { headers, data: { email: 'consumer@example.com', password: 'DemoConsumer26' } });
  console.log('consumer login', r.status());
  const quotes = await (await c.request.get('/api/quotes', { headers })).json();
  console.log(JSON.stringify(quotes).slice(0, 300));
  const list = quotes.quotes ?? quotes;
  for (const q of list) {
    const res = await c.request.post(`/api/quotes/${q.id}/consents`, { headers: { ...headers, 'Idempotency-Key': `k-${q.id}` }, data: { agentIds: [agent.id] } });
    console.log('consent', res.status(), (await res.text()).slice(0, 200));
  }
}
for (const [name, viewport] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const context = await browser.newContext({ viewport, locale: lang, baseURL: base });
  await context.addInitScript((l) => localStorage.setItem('lion.language', l), lang);
  await context.request.post('/api/agent/login', { headers, data: { email: 'agent@statefarm.com', password: 'Demo!Agent2026' } });
  const page = await context.newPage();
  await page.goto(`${base}/agent?tab=pipeline${process.argv[4] ?? ''}`);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/desk-${name}-${lang}.png`, fullPage: name === 'desktop' });
  await context.close();
}
await browser.close();
