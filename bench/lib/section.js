import { readFileSync, writeFileSync } from 'node:fs';
import { RESULTS_FILE } from './paths.js';

/**
 * Puts `body` between `<!-- name:start -->` and `<!-- name:end -->` in RESULTS.md, replacing what
 * was there or appending it: the benches run on their own keep their figures next to the full run's.
 */
export function writeSection(name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n${body.trim()}\n${end}`;
  const current = readFileSync(RESULTS_FILE, 'utf8');
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(RESULTS_FILE, next);
}

/**
 * The sections of RESULTS.md as it is now (every `<!-- name:start -->` block but those in `drop`):
 * a full run rewrites the file and keeps them after its own tables.
 */
export function keptSections(drop = []) {
  let current;
  try {
    current = readFileSync(RESULTS_FILE, 'utf8');
  } catch {
    return '';
  }
  const blocks = current.match(/<!-- ([\w-]+):start -->[\s\S]*?<!-- \1:end -->/g) ?? [];
  return blocks.filter((block) => !drop.some((name) => block.startsWith(`<!-- ${name}:start -->`))).join('\n\n');
}
