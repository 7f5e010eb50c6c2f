import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { particle, withParticle, type ParticlePair } from './korean';
import { SITE } from './site';

const PAIRS: readonly ParticlePair[] = ['은/는', '이/가', '을/를', '과/와', '으로/로', '이나/나'];

/** Each word with the particles of PAIRS, in that order. */
const CASES: readonly [string, readonly string[]][] = [
  // A final vowel.
  ['가경 파크시티', ['는', '가', '를', '와', '로', '나']],
  // A final consonant.
  ['가경동', ['은', '이', '을', '과', '으로', '이나']],
  ['웹훅', ['은', '이', '을', '과', '으로', '이나']],
  // A final ㄹ: a consonant, but 로 like a vowel.
  ['메일', ['은', '이', '을', '과', '로', '이나']],
  ['서울', ['은', '이', '을', '과', '로', '이나']],
];

describe('Korean particles', () => {
  it.each(CASES)('%s', (word, expected) => {
    expect(PAIRS.map((pair) => particle(word, pair))).toEqual(expected);
  });

  it('reads numbers as they are said', () => {
    expect(particle('2', '은/는')).toBe('는'); // 이
    expect(particle('3', '은/는')).toBe('은'); // 삼
    expect(particle('1', '으로/로')).toBe('로'); // 일
    expect(particle('6', '으로/로')).toBe('으로'); // 육
    expect(particle('10', '이/가')).toBe('이'); // 십
    expect(particle('1,400', '이/가')).toBe('이'); // 천사백 … 천 (places)
    expect(particle('0', '은/는')).toBe('은'); // 영
    expect(particle('921세대', '을/를')).toBe('를');
    expect(particle('84㎡', '이/가')).toBe('가'); // 제곱미터
  });

  it('reads Latin letters and leaves out what is not read', () => {
    expect(particle('84A', '은/는')).toBe('는'); // 에이
    expect(particle('KTX', '을/를')).toBe('를'); // 엑스
    expect(particle('e-Model', '이/가')).toBe('이'); // 엘
    expect(particle('가경 파크시티(가칭)', '은/는')).toBe('는');
    expect(particle('「가경동」', '이/가')).toBe('이');
    expect(particle('가경동 ', '은/는')).toBe('은');
  });

  it('follows the site name, whatever it is', () => {
    expect(withParticle(SITE.name, '은/는')).toBe('가경 파크시티는');
    expect(withParticle('가경 센트럴파크', '은/는')).toBe('가경 센트럴파크는');
    expect(withParticle('가경 파크뷰', '은/는')).toBe('가경 파크뷰는');
    expect(withParticle('가경 더힐', '이/가')).toBe('가경 더힐이');
  });
});

/** Source files of every package that shows text (tests left out), below `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('particles after names and facts in the site', () => {
  it('are chosen by withParticle wherever a value is followed by one', () => {
    const root = join(__dirname, '../../..');
    const folders = [
      'shell',
      'mf-marketing',
      'mf-press',
      'mf-leads',
      'server',
      'functions',
      'packages/contracts',
      'packages/ui',
      'packages/notify',
    ];
    // `${SITE.name}은`, `{PROJECT.name}가`: a typed particle after an interpolated value.
    const typed = /\}(은|는|이|가|을|를|과|와|으로|로|이나|나)(?![\uAC00-\uD7A3])/u;
    const found = folders
      .flatMap((folder) => sources(join(root, folder, 'src')))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            typed.test(line) ? [`${file.slice(root.length + 1)}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });
});
