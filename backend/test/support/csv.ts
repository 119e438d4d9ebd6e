/**
 * The rows of a CSV file as a spreadsheet reads them: quoted cells (with doubled quotes and line
 * breaks inside), and a row ending at any unquoted `\r\n`, `\n` or lone `\r`; the byte-order mark dropped.
 */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (body[i + 1] === '"') cell += body[++i];
      else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      endCell();
      rows.push(row);
      row = [];
    } else cell += char;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** Reads a CSV answer as its text (supertest parses only known types). */
export function asText(res: Pick<NodeJS.EventEmitter, 'on'>, done: (err: Error | null, body: string) => void): void {
  let text = '';
  res.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  res.on('end', () => done(null, text));
}
