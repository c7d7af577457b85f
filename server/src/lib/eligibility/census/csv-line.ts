/** The delimiter a census file uses, read off its header: the one of `;`, `,` or a tab it holds most. */
export function delimiterOf(header: string): string {
  const counts = [';', ',', '\t'].map((delimiter) => [delimiter, header.split(delimiter).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

/** One line's cells: a quoted cell may hold the delimiter and doubled quotes (a census line holds no line break). */
export function cellsOf(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');

const NAMES = {
  document: ['documento', 'dni', 'nie', 'dninie', 'nif', 'numerodedocumento', 'numdocumento', 'documentnumber', 'document', 'id'],
  birthDate: ['fechadenacimiento', 'fechanacimiento', 'nacimiento', 'birthdate', 'dateofbirth', 'birth'],
  postalCode: ['codigopostal', 'cp', 'postalcode', 'postcode', 'zip'],
};

export type Columns = { document: number; birthDate: number; postalCode: number | null };

/** Where each column is, from the header's names (Spanish or English, any case or accent), or null when the header lacks one. */
export function columnsOf(header: string[]): Columns | null {
  const find = (names: string[]) => header.findIndex((cell) => names.includes(plain(cell)));
  const document = find(NAMES.document);
  const birthDate = find(NAMES.birthDate);
  const postalCode = find(NAMES.postalCode);
  return document < 0 || birthDate < 0 ? null : { document, birthDate, postalCode: postalCode < 0 ? null : postalCode };
}
