// Child process: serves the compiled fake Razorpay API and reports its settings to the parent.
import { pathToFileURL } from 'node:url';

const { startFakeRazorpay } = await import(pathToFileURL(process.argv[2]).href);
const fake = await startFakeRazorpay();
process.send({ env: fake.env });
process.once('SIGTERM', () => fake.close().then(() => process.exit(0)));
process.once('disconnect', () => fake.close().then(() => process.exit(0)));
