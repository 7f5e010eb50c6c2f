import { passwordProblem } from './password-rule';

const EMAIL = 'Boss@Gagyeong.Example';

describe('the administrators’ password rule', () => {
  it.each([
    [' '.repeat(10), '비밀번호가 비어 있거나 공백뿐입니다.'],
    ['\u3000'.repeat(12), '비밀번호가 비어 있거나 공백뿐입니다.'],
    ['short pw', '비밀번호는 10자 이상이어야 합니다.'],
    ['aaaaaaaaaa', '한 글자만 반복한 비밀번호는 쓸 수 없습니다.'],
    ['AaAaAaAaAaAa', '한 글자만 반복한 비밀번호는 쓸 수 없습니다.'],
    ['가가가가가가가가가가', '한 글자만 반복한 비밀번호는 쓸 수 없습니다.'],
    ['boss@gagyeong.example', '이메일과 같은 비밀번호는 쓸 수 없습니다.'],
    [' BOSS@GAGYEONG.EXAMPLE ', '이메일과 같은 비밀번호는 쓸 수 없습니다.'],
    ['1q2w3e4r5t', '널리 알려진 비밀번호라 쓸 수 없습니다. 추측하기 어려운 비밀번호를 정해 주세요.'],
    ['Password123', '널리 알려진 비밀번호라 쓸 수 없습니다. 추측하기 어려운 비밀번호를 정해 주세요.'],
    ['qwer1234!@', '널리 알려진 비밀번호라 쓸 수 없습니다. 추측하기 어려운 비밀번호를 정해 주세요.'],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password, EMAIL)).toBe(message);
  });

  it('refuses the part of the email before @ when it is long enough to be the whole password', () => {
    expect(passwordProblem('administrator1', 'administrator1@x.example')).toBe(
      '이메일과 같은 비밀번호는 쓸 수 없습니다.',
    );
  });

  it.each(['correct horse battery', '견본주택 3월 개관 준비', 'aaaaaaaaab'])('accepts %j', (password) => {
    expect(passwordProblem(password, EMAIL)).toBeUndefined();
  });
});
