import { KEY_PATTERN, KINDS, MAX_QUESTIONS, NUMBER_LIMIT, RESERVED_KEYS, TEXT_MAX, type Choice, type Kind, type Question, type StoredQuestion } from './question';

type Say = (problem: string) => void;

const isSet = (value: unknown) => value !== null && value !== undefined;
const CHOICE_MAX = 100;
const SHOW_WHEN = /^\s*([a-z][a-zA-Z0-9]{0,39})\s*=\s*(\S.*?)\s*$/;
const CHOICE_EXAMPLE = '«1 | Vengo por mi cuenta | I will come on my own»';

/**
 * An editor's questions, read: the questions the form asks, and each problem in the editors' words
 * (Spanish). A question whose key, text or type is wrong is left out; a wrong rule is left out of
 * its question. The admin refuses any problem (admin-rule.ts), so only data written around it
 * (by hand, an import) is ever read with some.
 */
export function parseQuestions(stored: readonly StoredQuestion[] | null | undefined): { questions: Question[]; problems: string[] } {
  const questions: Question[] = [];
  const problems: string[] = [];
  const rows = stored ?? [];
  if (rows.length > MAX_QUESTIONS) problems.push(`Hay ${rows.length} preguntas: como mucho ${MAX_QUESTIONS}.`);
  rows.slice(0, MAX_QUESTIONS).forEach((row, index) => {
    const where = `Pregunta ${index + 1}${row.key ? ` («${row.key}»)` : ''}`;
    const question = parseOne(row, questions, (problem) => problems.push(`${where}: ${problem}`));
    if (question) questions.push(question);
  });
  return { questions, problems };
}

function parseOne(row: StoredQuestion, earlier: Question[], say: Say): Question | null {
  const key = row.key?.trim() ?? '';
  if (!KEY_PATTERN.test(key)) {
    say('la clave debe empezar por una letra minúscula y llevar solo letras y números, sin acentos ni espacios, hasta 40 (por ejemplo «ciudad» o «anioFundacion»).');
    return null;
  }
  if (RESERVED_KEYS.has(key)) {
    say(`la clave «${key}» ya la usa la inscripción (${[...RESERVED_KEYS].join(', ')}): elige otra.`);
    return null;
  }
  if (earlier.some((question) => question.key === key)) {
    say(`la clave «${key}» ya la usa otra pregunta. Cada pregunta necesita su propia clave.`);
    return null;
  }
  const label = row.label?.trim();
  if (!label) {
    say('falta el texto de la pregunta en español.');
    return null;
  }
  const kind = row.kind as Kind;
  if (!KINDS.includes(kind)) {
    say(`elige su tipo: ${KINDS.join(', ')}.`);
    return null;
  }
  const question: Question = { key, label, kind, required: row.required ?? true };
  const labelEn = row.labelEn?.trim();
  if (labelEn) question.labelEn = labelEn;
  lengths(row, question, say);
  range(row, question, say);
  choices(row, question, say);
  showWhen(row, question, earlier, say);
  return question;
}

const wholeIn = (value: unknown, low: number, high: number): value is number => Number.isInteger(value) && (value as number) >= low && (value as number) <= high;

function lengths(row: StoredQuestion, question: Question, say: Say) {
  if (!isSet(row.minLength) && !isSet(row.maxLength)) return;
  if (question.kind !== 'text' && question.kind !== 'phone') return say('«minLength» y «maxLength» solo valen para preguntas de tipo text o phone.');
  if (isSet(row.minLength) && !wholeIn(row.minLength, 0, TEXT_MAX)) return say(`«minLength» debe ser un número entero de 0 a ${TEXT_MAX}.`);
  if (isSet(row.maxLength) && !wholeIn(row.maxLength, 1, TEXT_MAX)) return say(`«maxLength» debe ser un número entero de 1 a ${TEXT_MAX}.`);
  if (isSet(row.minLength) && isSet(row.maxLength) && row.minLength! > row.maxLength!) return say('«minLength» no puede ser mayor que «maxLength».');
  if (isSet(row.minLength)) question.minLength = row.minLength!;
  if (isSet(row.maxLength)) question.maxLength = row.maxLength!;
}

function range(row: StoredQuestion, question: Question, say: Say) {
  if (!isSet(row.min) && !isSet(row.max)) return;
  if (question.kind !== 'number') return say('«min» y «max» solo valen para preguntas de tipo number.');
  for (const bound of ['min', 'max'] as const) {
    if (isSet(row[bound]) && !wholeIn(row[bound], -NUMBER_LIMIT, NUMBER_LIMIT)) return say(`«${bound}» debe ser un número entero entre -${NUMBER_LIMIT} y ${NUMBER_LIMIT}.`);
  }
  if (isSet(row.min) && isSet(row.max) && row.min! > row.max!) return say('«min» no puede ser mayor que «max».');
  if (isSet(row.min)) question.min = row.min!;
  if (isSet(row.max)) question.max = row.max!;
}

function choices(row: StoredQuestion, question: Question, say: Say) {
  const text = row.choices?.trim() ?? '';
  if (question.kind !== 'choice') {
    if (text) say('«choices» solo vale para preguntas de tipo choice.');
    return;
  }
  const list: Choice[] = [];
  for (const line of text.split('\n').map((part) => part.trim()).filter(Boolean)) {
    const parts = line.split('|').map((part) => part.trim());
    const [value = '', label = value, labelEn] = parts;
    if (parts.length > 3 || !value || value.length > CHOICE_MAX || !label || label.length > 200) {
      say(`la respuesta «${line.slice(0, 60)}» no se entiende: escribe una por línea, valor | texto en español | texto en inglés, p. ej. ${CHOICE_EXAMPLE} (valor de hasta ${CHOICE_MAX} caracteres).`);
      continue;
    }
    if (list.some((choice) => choice.value === value)) {
      say(`el valor «${value}» sale en dos respuestas: cada respuesta necesita el suyo.`);
      continue;
    }
    list.push(labelEn ? { value, label, labelEn } : { value, label });
  }
  if (list.length < 2) say(`una pregunta de tipo choice necesita al menos dos respuestas en «choices», una por línea, p. ej. ${CHOICE_EXAMPLE}.`);
  question.choices = list;
}

function showWhen(row: StoredQuestion, question: Question, earlier: Question[], say: Say) {
  const text = row.showWhen?.trim();
  if (!text) return;
  const [, key, value] = SHOW_WHEN.exec(text) ?? [];
  if (!key || !value) return say('«showWhen» se escribe clave=respuesta, p. ej. «option=2»: la pregunta solo se hace cuando esa otra pregunta tiene esa respuesta.');
  const target = earlier.find((other) => other.key === key);
  if (!target || (target.kind !== 'choice' && target.kind !== 'checkbox')) {
    return say(`«showWhen» debe nombrar una pregunta anterior de tipo choice o checkbox; «${key}» no lo es.`);
  }
  const values = target.kind === 'checkbox' ? ['true', 'false'] : (target.choices ?? []).map((choice) => choice.value);
  if (!values.includes(value)) return say(`«showWhen»: «${key}» no tiene la respuesta «${value}» (tiene ${values.map((v) => `«${v}»`).join(', ')}).`);
  question.showWhen = { key, value };
}
