import * as v from 'valibot';
import {
  hasVisibleCharacter,
  normalizeText,
  TEXT_RULE_MESSAGES,
  textField,
  textProblem,
  type TextRule,
} from './text-rules';

const NAME: TextRule = {
  label: '이름',
  kind: 'line',
  max: 5,
  requiredMessage: '이름을 입력해 주세요.',
  tooLongMessage: '이름은 5자 이하로 입력해 주세요.',
};
const MESSAGE: TextRule = {
  label: '문의내용',
  kind: 'multiline',
  max: 10,
  tooLongMessage: '문의내용은 10자 이하로 입력해 주세요.',
};

function check(rule: TextRule, input: string) {
  const result = v.safeParse(textField(rule), input);
  return result.success ? { output: result.output } : { message: result.issues[0]?.message };
}

describe('normalizeText', () => {
  it('composes to NFC and trims', () => {
    const decomposed = '\u1112\u1169\u11BC\u1100\u1175\u11AF\u1103\u1169\u11BC'; // 홍길동 as jamo
    expect(decomposed).toHaveLength(9);
    expect(normalizeText(`  ${decomposed}\n`)).toBe('홍길동');
  });
});

describe('textField', () => {
  it('accepts ordinary Korean, Latin and emoji text, normalised', () => {
    expect(check(NAME, ' 홍길동 ')).toEqual({ output: '홍길동' });
    expect(check({ ...NAME, max: 10 }, 'Kim👍🏽')).toEqual({ output: 'Kim👍🏽' });
    expect(check(MESSAGE, '첫 줄\r\n둘째\t줄')).toEqual({ output: '첫 줄\r\n둘째\t줄' });
    expect(check(MESSAGE, '')).toEqual({ output: '' });
  });

  it('counts the length after NFC, so jamo typed apart are not penalised', () => {
    const fiveSyllablesAsJamo = '가나다라마'.normalize('NFD');
    expect(fiveSyllablesAsJamo.length).toBe(10);
    expect(check(NAME, fiveSyllablesAsJamo)).toEqual({ output: '가나다라마' });
    expect(check(NAME, '가나다라마바')).toEqual({ message: NAME.tooLongMessage });
  });

  it.each([
    ['a lone high surrogate', 'ab\uD800c', TEXT_RULE_MESSAGES.brokenCharacter('이름')],
    ['a lone low surrogate', '\uDC00홍', TEXT_RULE_MESSAGES.brokenCharacter('이름')],
    ['NUL', '홍\u0000', TEXT_RULE_MESSAGES.controlCharacter('이름')],
    ['a line break in one line', '홍\n길동', TEXT_RULE_MESSAGES.controlCharacter('이름')],
    ['a C1 control', '홍\u0085', TEXT_RULE_MESSAGES.controlCharacter('이름')],
    ['DEL', '홍\u007F', TEXT_RULE_MESSAGES.controlCharacter('이름')],
    ['a right-to-left override', '\u202E동길홍', TEXT_RULE_MESSAGES.bidiControl('이름')],
    ['a first-strong isolate', '\u2068홍\u2069', TEXT_RULE_MESSAGES.bidiControl('이름')],
    ['nothing', '', NAME.requiredMessage],
    ['spaces only', '   ', NAME.requiredMessage],
    ['zero-width spaces only', '\u200B\u200B', TEXT_RULE_MESSAGES.invisible('이름')],
    ['a zero-width joiner only', '\u200D', TEXT_RULE_MESSAGES.invisible('이름')],
    ['Hangul fillers only', '\u3164\u115F\uFFA0', TEXT_RULE_MESSAGES.invisible('이름')],
    ['a blank Braille pattern', '\u2800', TEXT_RULE_MESSAGES.invisible('이름')],
    ['an ideographic space', '\u3000', NAME.requiredMessage],
  ])('refuses %s with a Korean message', (_label, input, message) => {
    expect(check(NAME, input)).toEqual({ message });
  });

  it('allows tab and line breaks in multi-line text but no other controls', () => {
    expect(check(MESSAGE, 'a\tb\nc')).toEqual({ output: 'a\tb\nc' });
    expect(check(MESSAGE, 'a\u0007b')).toEqual({ message: TEXT_RULE_MESSAGES.controlCharacter('문의내용') });
  });

  it('does not count a lone surrogate as three characters: it refuses it before any length check', () => {
    expect(check({ ...NAME, max: 200 }, '\uD800'.repeat(200))).toEqual({
      message: TEXT_RULE_MESSAGES.brokenCharacter('이름'),
    });
  });
});

describe('textProblem and hasVisibleCharacter', () => {
  it('answers undefined for acceptable text', () => {
    expect(textProblem('홍길동', NAME)).toBeUndefined();
    expect(hasVisibleCharacter('\u200B가')).toBe(true);
    expect(hasVisibleCharacter('!')).toBe(true);
    expect(hasVisibleCharacter('\u200B \u3164')).toBe(false);
  });
});
