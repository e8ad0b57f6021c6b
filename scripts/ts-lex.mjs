// A small TypeScript lexer for the layering checks: enough to tell code from comments, strings, regex
// literals and template literals (with `${…}` nesting). Dependency-free on purpose.

const REGEX_AFTER_WORD = new Set([
  'return',
  'typeof',
  'case',
  'in',
  'of',
  'void',
  'delete',
  'throw',
  'new',
  'yield',
  'await',
  'else',
  'do',
]);

/** Whether a `/` at `i` starts (code: the lexed characters so far, an array) a regex literal (judged from the code before it). */
function regexStarts(code, i) {
  let j = i - 1;
  while (j >= 0 && /\s/.test(code[j])) j--;
  if (j < 0) return true;
  const prev = code[j];
  if (/[(,=:[!&|?{};+\-*%<>~^]/.test(prev)) return true;
  if (/[\w$]/.test(prev)) {
    let k = j;
    while (k >= 0 && /[\w$]/.test(code[k])) k--;
    return REGEX_AFTER_WORD.has(code.slice(k + 1, j + 1).join(''));
  }
  return false;
}

/** The tag of a template literal starting at `at`: `sql` for sql`…` and sql<T>`…`, else ''. */
function templateTag(code, at) {
  let j = at - 1;
  while (j >= 0 && /\s/.test(code[j])) j--;
  if (code[j] === '>') {
    let depth = 0;
    for (; j >= 0; j--) {
      if (code[j] === '>' && code[j - 1] !== '=') depth++;
      else if (code[j] === '<' && --depth === 0) break;
    }
    j--;
    while (j >= 0 && /\s/.test(code[j])) j--;
  }
  let k = j;
  while (k >= 0 && /[\w$.]/.test(code[k])) k--;
  return code.slice(k + 1, j + 1).join('');
}

/**
 * `code`: the source with comments and template text blanked (same length, newlines kept; string
 * literals and `${…}` code stay); `strings`: quoted literals { start, end, value } (start at the quote);
 * `templates`: { start, tag, value } with each `${…}` in value replaced by `?` and spaces.
 */
export function lex(source) {
  const out = source.split('');
  const strings = [];
  const templates = [];
  const blank = (from, to) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  let i = 0;
  // Each open `${` of a template pushes its brace depth; a `}` at that depth resumes the template.
  const stack = [];
  let depth = 0;

  function readTemplate(record) {
    // i is just past the opening backtick (or the closing `}` of an expression).
    const from = i;
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') {
        i += 2;
        continue;
      }
      if (c === '`') {
        record.value += source.slice(from, i);
        blank(from, i);
        i++;
        return;
      }
      if (c === '$' && source[i + 1] === '{') {
        record.value += source.slice(from, i);
        blank(from, i);
        stack.push({ depth, record });
        depth++;
        i += 2;
        record.pending = i;
        return;
      }
      i++;
    }
    record.value += source.slice(from);
    blank(from, source.length);
  }

  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === '"' || c === "'") {
      const start = i;
      i++;
      while (i < source.length && source[i] !== c && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      i++;
      strings.push({ start, end: i, value: source.slice(start + 1, i - 1) });
    } else if (c === '`') {
      const record = { start: i, tag: templateTag(out, i), value: '' };
      templates.push(record);
      i++;
      readTemplate(record);
    } else if (c === '/' && regexStarts(out, i)) {
      i++;
      let inClass = false;
      while (i < source.length && source[i] !== '\n') {
        if (source[i] === '\\') i++;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        else if (source[i] === '/' && !inClass) break;
        i++;
      }
      i++;
    } else if (c === '{') {
      depth++;
      i++;
    } else if (c === '}') {
      depth--;
      const top = stack.at(-1);
      if (top && top.depth === depth) {
        stack.pop();
        const { record } = top;
        const width = i + 1 - record.pending + 2;
        record.value += `?${' '.repeat(width - 1)}`;
        i++;
        readTemplate(record);
      } else i++;
    } else i++;
  }
  return { code: out.join(''), strings, templates };
}
