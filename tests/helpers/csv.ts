// A small RFC 4180 reader for tests: quoted fields with doubled quotes, commas and line breaks.
// Returns rows of fields keyed by the header row (the UTF-8 mark, if any, removed).
export function parseCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\r' && body[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  const [header, ...data] = rows;
  if (!header) return [];
  return data.map((fields) => {
    if (fields.length !== header.length)
      throw new Error(`a row has ${fields.length} fields, the header ${header.length}`);
    return Object.fromEntries(header.map((name, i) => [name, fields[i]!]));
  });
}
