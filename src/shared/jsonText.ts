/**
 * JSON text that people edit (resources/menu.json): a syntax error names the file, the line and the
 * column, so ops find a missing comma without counting characters. JSON.parse says "at position
 * 812" for some errors and nothing at all for others (`Unexpected token '}', "…" is not valid
 * JSON`), in words that change between Node versions; so where it gives no position, a small
 * scanner of JSON's grammar finds the first character that cannot belong there.
 *
 * @example
 *   const parsed = parseJsonText(text, 'resources/menu.json');
 *   if (!parsed.ok) console.error(parsed.problem); // resources/menu.json:12:7: invalid JSON: Expected ',' or '}' after property value
 */
export type ParsedJson = { ok: true; value: unknown } | { ok: false; problem: string };

/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

/** Where a JSON text stops being JSON (only asked after JSON.parse refused it); -1 if not found. */
export function syntaxErrorOffset(text: string): number {
  let i = 0;
  const stop = (): never => {
    throw i;
  };
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const word = (w: string) => {
    for (const c of w)
      if (text[i] === c) i++;
      else stop();
  };
  const string = () => {
    i++;
    while (i < text.length) {
      const c = text[i]!;
      if (c === '"') return void i++;
      if (c < ' ') stop();
      if (c !== '\\') {
        i++;
        continue;
      }
      const escape = text[i + 1] ?? '';
      if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
      else if ('"\\/bfnrt'.includes(escape) && escape) i += 2;
      else {
        i++;
        stop();
      }
    }
    stop();
  };
  const number = () => {
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) stop();
    i += m![0].length;
  };
  const list = (close: string, member: () => void) => {
    i++;
    ws();
    if (text[i] === close) return void i++;
    for (;;) {
      member();
      ws();
      if (text[i] === ',') i++;
      else if (text[i] === close) return void i++;
      else stop();
    }
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{')
      list('}', () => {
        ws();
        if (text[i] !== '"') stop();
        string();
        ws();
        if (text[i] !== ':') stop();
        i++;
        value();
      });
    else if (c === '[') list(']', value);
    else if (c === '"') string();
    else if (c === 't') word('true');
    else if (c === 'f') word('false');
    else if (c === 'n') word('null');
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) number();
    else stop();
  };
  try {
    value();
    ws();
    if (i < text.length) stop();
    return -1;
  } catch (at) {
    // A number is where the scanner stopped; anything else (a text nested past the stack) is unknown.
    return typeof at === 'number' ? at : -1;
  }
}

export function parseJsonText(text: string, file: string): ParsedJson {
  // A byte-order mark from a Windows editor is not an error a person can see or fix.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (err) {
    const message = (err as Error).message;
    const at = /at position (\d+)/.exec(message);
    const offset = at ? Number(at[1]) : syntaxErrorOffset(body);
    // The engine's tails ("in JSON at position 18 (line 3 column 7)", `, "…" is not valid JSON`)
    // are replaced by ours.
    const reason = message
      .replace(/\s*(?:in JSON )?at position \d+.*$/s, '')
      .replace(/, (?:\.\.\.)?".*"(?:\.\.\.)? is not valid JSON$/s, '');
    if (offset < 0) return { ok: false, problem: `${file}: invalid JSON: ${reason}` };
    const { line, column } = lineAndColumn(body, offset);
    return { ok: false, problem: `${file}:${line}:${column}: invalid JSON: ${reason}` };
  }
}
