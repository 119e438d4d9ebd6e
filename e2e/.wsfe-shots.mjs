import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const m = await browser.newPage();
m.on('console', (msg) => console.log('console', msg.type(), msg.text()));
m.on('pageerror', (e) => console.log('pageerror', e.message));
await m.goto('http://127.0.0.1:3118/');
await m.getByRole('form', { name: 'Workshop registration' }).waitFor();
await m.waitForTimeout(3000);
await browser.close();
