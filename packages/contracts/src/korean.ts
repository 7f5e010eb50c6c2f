/**
 * Korean particles that change with the word before them (docs/architecture.md §1): names and facts
 * are content, so text that follows one with a particle picks it from the word, never types it.
 * `가경 파크시티` + 은/는 → `가경 파크시티는`; `가경동` → `가경동은`.
 */

/** The pairs this site uses: the form after a final consonant (받침), then the form after a vowel. */
export type ParticlePair = '은/는' | '이/가' | '을/를' | '과/와' | '으로/로' | '이나/나';

/** How a final digit is read: whether its reading ends in a consonant, and whether that is ㄹ. */
const DIGIT_ENDINGS: Record<string, Ending> = {
  '0': 'consonant', // 영 (alone); a 0 after other digits is read with the place below
  '1': 'rieul', // 일
  '2': 'vowel', // 이
  '3': 'consonant', // 삼
  '4': 'vowel', // 사
  '5': 'vowel', // 오
  '6': 'consonant', // 육
  '7': 'rieul', // 칠
  '8': 'rieul', // 팔
  '9': 'vowel', // 구
};

/** Latin letters whose Korean reading ends in a consonant (엘, 엠, 엔), as a Korean reader says them. */
const LATIN_ENDINGS: Record<string, Ending> = { l: 'rieul', m: 'consonant', n: 'consonant' };

/** Units read aloud after a number (㎡ 제곱미터, % 퍼센트, ㎞ 킬로미터): all end in a vowel. */
const VOWEL_SYMBOLS = /[㎡㎥㎞㎝㎜%]$/u;

type Ending = 'vowel' | 'consonant' | 'rieul';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const FINALS = 28;
const RIEUL_FINAL = 8;

/**
 * How the word's reading ends. Trailing spaces, closing punctuation and a parenthesised note are
 * not read (`파크시티(가칭)` ends like `파크시티`); a number ending in zeros is read by its place
 * (10 십, 100 백, 1000 천, 10000 만: all consonants).
 */
function endingOf(word: string): Ending {
  const text = word
    .trim()
    .replace(/\s*\([^()]*\)$/u, '')
    .replace(/[\s"'”’.,!?·」』)\]]+$/u, '');
  if (VOWEL_SYMBOLS.test(text)) return 'vowel';
  const last = text.at(-1) ?? '';
  const code = last.codePointAt(0) ?? 0;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
    const final = (code - HANGUL_FIRST) % FINALS;
    return final === 0 ? 'vowel' : final === RIEUL_FINAL ? 'rieul' : 'consonant';
  }
  if (/[0-9]$/.test(text)) {
    const digits = text.replace(/[,\s]/g, '').match(/[0-9]+$/)?.[0] ?? last;
    if (last === '0' && /[1-9]/.test(digits)) return 'consonant'; // 십, 백, 천, 만
    return DIGIT_ENDINGS[last] ?? 'vowel';
  }
  return LATIN_ENDINGS[last.toLowerCase()] ?? 'vowel';
}

/** The particle of `pair` that follows `word`. */
export function particle(word: string, pair: ParticlePair): string {
  const [afterConsonant, afterVowel] = pair.split('/') as [string, string];
  const ending = endingOf(word);
  // 으로/로: ㄹ takes 로 like a vowel (서울로, 가경동으로).
  if (pair === '으로/로') return ending === 'consonant' ? afterConsonant : afterVowel;
  return ending === 'vowel' ? afterVowel : afterConsonant;
}

/** `word` followed by the particle of `pair` that fits it. */
export function withParticle(word: string, pair: ParticlePair): string {
  return `${word}${particle(word, pair)}`;
}
