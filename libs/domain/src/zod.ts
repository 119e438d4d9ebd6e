import { z } from 'zod';

// The site's Content-Security-Policy allows no eval. Without `jitless`, zod probes for it with
// `new Function` the first time it parses an object, and the browser reports a CSP violation
// (Lighthouse's best practices count it). Every schema in the codebase takes `z` from here, and
// package.json lists this file under `sideEffects`, so bundlers run it before any schema is built.
z.config({ jitless: true });

export { z };
