import { fileURLToPath } from 'node:url';

const at = (relative) => fileURLToPath(new URL(relative, import.meta.url));

export const REPO = at('../../');
export const BENCH = at('../');
export const OUT = at('../out/');
export const BACKEND_DIST = at('../../backend/dist/');
export const FRONTEND_DIST = at('../../frontend/dist/');
export const FAKE_RAZORPAY_SOURCE = at('../../backend/test/fakes/fake-razorpay.ts');
export const BACKEND_SWCRC = at('../../backend/.swcrc');
export const RESULTS_FILE = at('../RESULTS.md');
export const DOCKERFILE = at('../../Dockerfile');
