import { RssSampler } from './rss.js';

/** The whole export read as a client would, with the web process's memory sampled meanwhile. */
export async function measureExport(url, cookie, webPid) {
  const baseline = new RssSampler(webPid, 50);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = baseline.stop().peakMb;
  const during = new RssSampler(webPid, 50);
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = during.stop().peakMb;
  return {
    seconds,
    rows: lines - 1,
    megabytes: bytes / 1e6,
    beforeMb: before,
    peakMb: peak,
    growthMb: Math.max(0, peak - before),
  };
}
