import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';
import { fakeCameraFile } from './support/fake-camera';
import { serverSignature } from './support/signing';

const port = process.env.E2E_PORT ?? '3100';
const baseURL = `http://127.0.0.1:${port}`;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let db: pg.Client;
let venue: { id: number; name: string };
let otherVenue: { id: number; name: string };

async function createVenue(label: string) {
  const suffix = randomBytes(3).toString('hex');
  const { rows } = await db.query(
    `INSERT INTO venues (name, display_name, city, address, date_time, max_seats)
     VALUES ($1, $2, 'Pune', '1 Test Road', 'Sun, 13 Dec 2026 · 10:00 AM', 60) RETURNING id, display_name AS name`,
    [`door-${suffix}`, `${label} ${suffix}`],
  );
  return rows[0] as { id: number; name: string };
}

/** A booking row (a pending one still within its hold) and the code its QR holds (signed as the server signs it). */
async function booking(at: { id: number }, status: 'paid' | 'pending', childName: string, takeawayKit = false) {
  const bookingId = `RL-E${randomBytes(4).toString('hex').toUpperCase()}`;
  await db.query(
    `INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id,
                                booking_id, payment_status, holds_seat, hold_expires_at, takeaway_kit)
     VALUES ('Asha Rao', '+919822012345', 'asha@example.com', $1, 'std-3-4', 'DPS Pune', $2, $3, $4, false, now() + interval '1 hour', $5)`,
    [childName, at.id, bookingId, status, takeawayKit],
  );
  const sig = serverSignature('check-in', bookingId);
  return { bookingId, code: `${baseURL}/api/check-in/${bookingId}?sig=${sig}` };
}

/** Signs the context in as the owner, or as a named staff member with another role. */
async function signIn(context: BrowserContext, as?: { role: 'door' | 'desk'; firstName: string }) {
  const res = await context.request.post(`${baseURL}/api/admin/login`, {
    data: { password: 'admin123' },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBe(true);
  if (!as) return;
  const {
    rows: [user],
  } = await db.query(`INSERT INTO users (email, first_name, last_name) VALUES ($1, $2, 'Staff') RETURNING id`, [
    `${as.firstName.toLowerCase()}-${randomBytes(3).toString('hex')}@roboleague.in`,
    as.firstName,
  ]);
  const cookie = (await context.cookies()).find((c) => c.name.endsWith('robo.sid'));
  const sid = decodeURIComponent(cookie?.value.split('.')[0] ?? '');
  const { rowCount } = await db.query(
    `UPDATE sessions SET sess = (sess::jsonb || jsonb_build_object('userId', $2::int, 'role', $3::text))::json WHERE sid = $1`,
    [sid, user.id, as.role],
  );
  expect(rowCount).toBe(1);
}

/** A browser whose camera shows these codes in turn (each launch has its own fake camera file). */
async function browserShowing(codes: string[]): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-video-capture=${fakeCameraFile(codes)}`],
  });
}

/** One scanning device: its own context (own IndexedDB and device id), signed in, at the venue. */
async function device(browser: Browser, at: { id: number }, as?: Parameters<typeof signIn>[1]): Promise<Page> {
  const context = await browser.newContext({ baseURL, permissions: ['camera'] });
  await signIn(context, as);
  const page = await context.newPage();
  await page.goto(`/admin/check-in?venue=${at.id}`);
  return page;
}

const answer = (page: Page) => page.getByRole('status');
/** Decoding runs in a worker on a loaded 2-core machine: allow it time. */
const SCAN = { timeout: 45_000 };

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  db = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:5432/${process.env.E2E_DATABASE ?? 'robo_e2e'}`,
  });
  await db.connect();
  venue = await createVenue('Door Hall');
  otherVenue = await createVenue('Other Hall');
});
test.afterAll(() => db.end());

test('admits a paid booking; another device then sees ALREADY CHECKED IN with time and name; counts follow', async () => {
  const child = await booking(venue, 'paid', 'Aarav Kulkarni');
  const walkIn = await booking(venue, 'paid', 'Diya Walkin');
  // Two phones: two browsers (a fake camera serves one browser), each pointed at the same code.
  const browser = await browserShowing([child.code]);
  let otherPhone: Browser | undefined;
  try {
    const first = await device(browser, venue);
    await expect(answer(first)).toContainText('ADMIT', SCAN);
    await expect(answer(first)).toContainText('Aarav Kulkarni');
    await expect(answer(first)).toContainText('DPS Pune');

    otherPhone = await browserShowing([child.code]);
    const second = await device(otherPhone, venue);
    await expect(answer(second)).toContainText('ALREADY CHECKED IN', SCAN);
    await expect(answer(second)).toContainText(/at \d\d:\d\d by \S+/);

    // The desk admits a child by hand: the first device's counts follow within 2 seconds.
    const before = await first.getByLabel('Counts').textContent();
    const res = await first.context().request.post(`${baseURL}/api/admin/check-ins`, {
      headers: { origin: baseURL },
      data: {
        bookingId: walkIn.bookingId,
        venueId: venue.id,
        deviceId: 'desk',
        scannedAt: new Date().toISOString(),
        clientId: crypto.randomUUID(),
      },
    });
    expect((await res.json()).outcome).toBe('admit');
    const arrived = Number(before?.match(/Arrived (\d+)/)?.[1]);
    await expect(first.getByLabel('Counts')).toContainText(`Arrived ${arrived + 1} `, { timeout: 2_000 });
  } finally {
    await browser.close();
    await otherPhone?.close();
  }
});

test('manual search finds a child without their QR code and admits them', async () => {
  const child = await booking(venue, 'paid', 'Zoya Manual');
  const browser = await browserShowing([]);
  try {
    const page = await device(browser, venue);
    await page.getByRole('button', { name: 'Find a child' }).click();
    await page.getByLabel('Find a child (name, phone or booking id)').fill('zoya');
    await page.getByRole('button', { name: 'Admit Zoya Manual' }).click();
    await expect(answer(page)).toContainText('ADMIT', SCAN);
    await expect(answer(page)).toContainText('Zoya Manual');
    const { rows } = await db.query(
      `SELECT 1 FROM check_ins c JOIN registrations r ON r.id = c.registration_id WHERE r.booking_id = $1`,
      [child.bookingId],
    );
    expect(rows).toHaveLength(1);
  } finally {
    await browser.close();
  }
});

/** Admits a child through Find a child, as staff do for a child without their QR code. */
async function admitByHand(page: Page, childName: string) {
  await page.getByRole('button', { name: 'Find a child' }).click();
  await page.getByLabel('Find a child (name, phone or booking id)').fill(childName);
  await page.getByRole('button', { name: `Admit ${childName}` }).click();
  await expect(answer(page)).toContainText('ADMIT', SCAN);
}

const arrivedOn = async (page: Page) =>
  Number((await page.getByLabel('Counts').textContent())?.match(/Arrived (\d+)/)?.[1]);

const undoLog = async (bookingId: string) =>
  (
    await db.query(
      `SELECT s.staff_name, a.actor_name FROM check_in_scans s JOIN audit_events a ON a.target_id = s.booking_id AND a.action = 'check-in.undo'
   WHERE s.booking_id = $1 AND s.kind = 'undo'`,
      [bookingId],
    )
  ).rows;

const checkedIn = async (bookingId: string) =>
  (
    await db.query(
      `SELECT 1 FROM check_ins c JOIN registrations r ON r.id = c.registration_id WHERE r.booking_id = $1`,
      [bookingId],
    )
  ).rows.length === 1;

const kitHandovers = async (bookingId: string) =>
  (
    await db.query(
      `SELECT k.staff_name, k.offline FROM kit_handovers k JOIN registrations r ON r.id = k.registration_id WHERE r.booking_id = $1`,
      [bookingId],
    )
  ).rows as Array<{ staff_name: string; offline: boolean }>;

const kitsOn = async (page: Page) => {
  const [, handed, due] = (await page.getByLabel('Kits').textContent())?.match(/Kits (\d+) \/ (\d+)/) ?? [];
  return { handed: Number(handed), due: Number(due) };
};

test('the door hands over a takeaway kit (who, when), counts it and undoes it; offline the handover is queued and sent', async () => {
  const child = await booking(venue, 'paid', 'Kiran Kit', true);
  const browser = await browserShowing([]);
  try {
    const page = await device(browser, venue, { role: 'door', firstName: 'Gita' });
    await admitByHand(page, 'Kiran Kit');
    const handOver = page.getByRole('button', { name: 'Kit: hand over to Kiran Kit' });
    await expect(handOver).toHaveText('Kit: hand over');
    const before = await kitsOn(page);

    await handOver.click();
    await expect(page.getByText(/^Kit handed over at \d\d:\d\d by Gita Staff$/)).toBeVisible();
    await expect(page.getByLabel('Kits')).toHaveText(`Kits ${before.handed + 1} / ${before.due}`);
    expect(await kitHandovers(child.bookingId)).toEqual([{ staff_name: 'Gita Staff', offline: false }]);

    await page.getByRole('button', { name: 'Undo kit handover to Kiran Kit' }).click();
    await expect(handOver).toBeVisible();
    await expect(page.getByLabel('Kits')).toHaveText(`Kits ${before.handed} / ${before.due}`);
    expect(await kitHandovers(child.bookingId)).toEqual([]);

    // Offline: recorded on the device and queued, then sent once the door is back online.
    await page.getByLabel('Work offline').check();
    await handOver.click();
    await expect(page.getByText(/^Kit handed over at \d\d:\d\d by Gita Staff$/)).toBeVisible();
    await expect(page.getByText('offline — 1 scan waiting')).toBeVisible();
    expect(await kitHandovers(child.bookingId)).toEqual([]);
    await page.getByLabel('Work offline').uncheck();
    await expect
      .poll(() => kitHandovers(child.bookingId), { timeout: 10_000 })
      .toEqual([{ staff_name: 'Gita Staff', offline: true }]);
    await expect(page.getByLabel('Kits')).toHaveText(`Kits ${before.handed + 1} / ${before.due}`, { timeout: 5_000 });
  } finally {
    await browser.close();
  }
});

test('the owner undoes a check-in from the answer: recorded, the counts drop, the child can come in again', async () => {
  const child = await booking(venue, 'paid', 'Undo Owner');
  const browser = await browserShowing([]);
  try {
    const page = await device(browser, venue);
    await admitByHand(page, 'Undo Owner');
    await expect(page.getByLabel('Counts')).toContainText(/Arrived \d+ /);
    const arrived = await arrivedOn(page);
    await page.getByRole('button', { name: 'Undo check-in of Undo Owner' }).click();
    await expect(page.getByText('Check-in of Undo Owner undone')).toBeVisible();
    await expect(page.getByLabel('Counts')).toContainText(`Arrived ${arrived - 1} `);
    expect(await checkedIn(child.bookingId)).toBe(false);
    expect(await undoLog(child.bookingId)).toEqual([{ staff_name: 'Admin', actor_name: 'Admin' }]);
    await admitByHand(page, 'Undo Owner');
    expect(await checkedIn(child.bookingId)).toBe(true);
  } finally {
    await browser.close();
  }
});

test('desk staff undo from Find a child; door staff are offered no undo, and their offline admissions carry their name', async () => {
  const atDoor = await booking(venue, 'paid', 'Door Child');
  await booking(venue, 'paid', 'Offline Named');
  const browser = await browserShowing([]);
  try {
    const door = await device(browser, venue, { role: 'door', firstName: 'Dev' });
    await admitByHand(door, 'Door Child');
    await expect(door.getByText(/roster of \d+/)).toBeVisible();
    await expect(door.getByRole('button', { name: /Undo/ })).toHaveCount(0);
    await door.getByRole('button', { name: 'Find a child' }).click();
    await door.getByLabel('Find a child (name, phone or booking id)').fill('Door Child');
    await expect(door.getByText(/in at \d\d:\d\d/)).toBeVisible();
    await expect(door.getByRole('button', { name: /Undo/ })).toHaveCount(0);
    await door.keyboard.press('Escape');

    const desk = await device(browser, venue, { role: 'desk', firstName: 'Kiran' });
    await desk.getByRole('button', { name: 'Find a child' }).click();
    await desk.getByLabel('Find a child (name, phone or booking id)').fill('Door Child');
    await desk.getByRole('button', { name: 'Undo check-in of Door Child' }).click();
    await expect(desk.getByText('Check-in of Door Child undone')).toBeVisible();
    expect(await checkedIn(atDoor.bookingId)).toBe(false);
    expect(await undoLog(atDoor.bookingId)).toEqual([{ staff_name: 'Kiran Staff', actor_name: 'Kiran Staff' }]);

    // Offline, the door phone decides from its roster; a second scan names who let the child in.
    await door.getByLabel('Work offline').check();
    await admitByHand(door, 'Offline Named');
    await expect(door.getByText('offline — 1 scan waiting')).toBeVisible();
    await door.getByRole('button', { name: 'Find a child' }).click();
    await door.getByLabel('Find a child (name, phone or booking id)').fill('Offline Named');
    await door.getByRole('button', { name: 'Admit Offline Named' }).click();
    await expect(answer(door)).toContainText('ALREADY CHECKED IN');
    await expect(answer(door)).toContainText(/at \d\d:\d\d by Dev Staff/);
  } finally {
    await browser.close();
  }
});

test('two devices admitting one child offline show up on the conflicts screen, reached from the scanner', async () => {
  const child = await booking(venue, 'paid', 'Twice Offline');
  const browser = await browserShowing([]);
  try {
    const page = await device(browser, venue);
    const sync = (deviceId: string, minutesAgo: number) =>
      page.context().request.post(`${baseURL}/api/admin/check-ins/sync`, {
        headers: { origin: baseURL },
        data: {
          venueId: venue.id,
          deviceId,
          scans: [
            {
              code: child.code,
              scannedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
              clientId: crypto.randomUUID(),
              offline: true,
            },
          ],
        },
      });
    expect((await (await sync('gate-early', 5)).json())[0].outcome).toBe('admit');
    expect((await (await sync('gate-late', 2)).json())[0].outcome).toBe('duplicate');

    await page.getByRole('link', { name: 'Conflicts' }).click();
    await expect(page.getByRole('heading', { name: 'Check-in conflicts' })).toBeVisible();
    const row = page.getByRole('row', { name: /Twice Offline/ });
    await expect(row).toContainText(child.bookingId);
    await expect(row).toContainText('(gate-early)');
    await expect(row).toContainText('(gate-late)');
    await page.getByRole('link', { name: 'Back to the scanner' }).click();
    await expect(page.getByText(/roster of \d+ as of/)).toBeVisible();
  } finally {
    await browser.close();
  }
});

for (const [name, makeCode, reason] of [
  [
    'another venue',
    async () => (await booking(otherVenue, 'paid', 'Ira Elsewhere')).code,
    () => `Booked at another venue: ${otherVenue.name}`,
  ],
  ['an unpaid booking', async () => (await booking(venue, 'pending', 'Kabir Unpaid')).code, () => 'Not paid'],
  [
    'a forged code',
    async () => (await booking(venue, 'paid', 'Forged Child')).code.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
    () => 'Forged or altered code',
  ],
] as const) {
  test(`refuses ${name} with the reason`, async () => {
    const browser = await browserShowing([await makeCode()]);
    try {
      const page = await device(browser, venue);
      await expect(answer(page)).toContainText('NOT ADMITTED', SCAN);
      await expect(answer(page)).toContainText(reason());
    } finally {
      await browser.close();
    }
  });
}

test('a whole offline session: the page opens from cache, scans are decided on the device and queued, then sent', async () => {
  const paid = await booking(venue, 'paid', 'Offline Paid');
  const unpaid = await booking(venue, 'pending', 'Offline Unpaid');
  const profile = mkdtempSync(join(tmpdir(), 'robo-door-'));
  const launch = (codes: string[]) =>
    chromium.launchPersistentContext(profile, {
      executablePath,
      baseURL,
      permissions: ['camera'],
      args: [...CHROMIUM_ARGS, `--use-file-for-fake-video-capture=${fakeCameraFile(codes)}`],
    });

  // Online with nothing in front of the camera: the roster and the app are stored on the device.
  let context = await launch([]);
  await signIn(context);
  let page = await context.newPage();
  await page.goto(`/admin/check-in?venue=${venue.id}`);
  await expect(page.getByText(/roster of \d+ as of \d\d:\d\d/)).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.close();

  // The hall's Wi-Fi is gone: the scanner opens from the cache and decides from the roster.
  context = await launch([paid.code, unpaid.code]);
  try {
    await context.setOffline(true);
    page = await context.newPage();
    await page.goto(`/admin/check-in?venue=${venue.id}`);
    await expect(page.getByText(/offline — 2 scans waiting/)).toBeVisible({ timeout: 45_000 });
    const { rows: none } = await db.query(`SELECT 1 FROM check_in_scans WHERE booking_id = ANY($1)`, [
      [paid.bookingId, unpaid.bookingId],
    ]);
    expect(none).toHaveLength(0);

    // The network returns: the queue drains in order and the counts match the server's.
    await context.setOffline(false);
    await expect(page.getByText(/scans waiting|sending/)).toHaveCount(0, { timeout: 15_000 });
    const { rows } = await db.query(
      // Back online the camera keeps scanning (and those scans go straight to the server): the queue's are the offline ones.
      `SELECT booking_id, outcome, reason, offline FROM check_in_scans WHERE booking_id = ANY($1) AND offline ORDER BY id`,
      [[paid.bookingId, unpaid.bookingId]],
    );
    expect(rows).toEqual([
      { booking_id: paid.bookingId, outcome: 'admit', reason: null, offline: true },
      { booking_id: unpaid.bookingId, outcome: 'refused', reason: 'not_paid', offline: true },
    ]);
    const counts = await (
      await context.request.get(`${baseURL}/api/admin/check-ins/counts?venueId=${venue.id}`)
    ).json();
    await expect(page.getByLabel('Counts')).toHaveText(
      `Arrived ${counts.arrived} / paid ${counts.paid} / capacity ${counts.capacity}`,
    );
  } finally {
    await context.close();
  }
});

test('on a phone with no camera, the door screen’s "Camera not available" alert shows in full below its top bar', async ({
  browser,
}) => {
  // The runner's own browser has no camera (no fake device), as a phone that refused or lacks one.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    await signIn(context, { role: 'door', firstName: 'Mira' });
    const page = await context.newPage();
    await page.goto(`/admin/check-in?venue=${venue.id}`);
    const alert = page.getByRole('alert').filter({ hasText: 'Camera not available' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    // The bar wraps to several lines on a phone (venue, counts, offline switch, links): wait for its counts.
    await expect(page.getByLabel('Counts')).toContainText('Arrived');
    // The top bar: the box around the venue heading's row.
    const bar = page.getByRole('heading', { level: 1 }).locator('xpath=../..');
    const [alertBox, barBox] = await Promise.all([alert.boundingBox(), bar.boundingBox()]);
    expect(alertBox && barBox).toBeTruthy();
    expect(alertBox!.y, 'alert starts below the top bar').toBeGreaterThanOrEqual(barBox!.y + barBox!.height);
    expect(alertBox!.y + alertBox!.height, 'alert ends on the screen').toBeLessThanOrEqual(844);
    expect(alertBox!.x).toBeGreaterThanOrEqual(0);
    expect(alertBox!.x + alertBox!.width).toBeLessThanOrEqual(390);
  } finally {
    await context.close();
  }
});
