import { startFakeRazorpay, type FakeRazorpay } from '../fakes/fake-razorpay.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface RazorpayTestApp extends TestApp {
  /** The fake Razorpay API the app's real SDK talks to. */
  razorpay: FakeRazorpay;
}

/** The app pointed at a fresh fake Razorpay on loopback; `close()` stops both. */
export async function startTestAppWithRazorpay(env: Record<string, string> = {}): Promise<RazorpayTestApp> {
  const razorpay = await startFakeRazorpay();
  const t = await startTestApp({ ...razorpay.env, ...env }).catch(async (err: unknown) => {
    await razorpay.close();
    throw err;
  });
  return {
    ...t,
    razorpay,
    async close() {
      await t.close();
      await razorpay.close();
    },
  };
}
