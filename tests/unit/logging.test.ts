import { describe, expect, it } from 'vitest';
import { resolveLogFormat } from '../../src/server/config/logging.ts';

describe('the log format', () => {
  it('is readable on a terminal and JSON elsewhere unless LOG_FORMAT says otherwise', () => {
    expect(resolveLogFormat(undefined, true)).toBe('pretty');
    expect(resolveLogFormat('', true)).toBe('pretty');
    expect(resolveLogFormat(undefined, false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
  });

  it('refuses an unknown LOG_FORMAT with the values it accepts', () => {
    expect(() => resolveLogFormat('text', true)).toThrow(
      'LOG_FORMAT must be "json" or "pretty", got "text"',
    );
  });
});
