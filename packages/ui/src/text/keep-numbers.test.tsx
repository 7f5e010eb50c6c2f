import { render } from '@testing-library/react';
import { KeepNumbers } from './keep-numbers';

function spans(text: string): string[] {
  const { container } = render(
    <p>
      <KeepNumbers text={text} />
    </p>,
  );
  expect(container.textContent).toBe(text);
  return [...container.querySelectorAll('span')].map((span) => span.textContent ?? '');
}

describe('KeepNumbers', () => {
  it('keeps each phone number whole, hyphens included', () => {
    expect(spans('휴대전화 번호 (예: 01012345678 또는 010-1234-5678)')).toEqual(['01012345678', '010-1234-5678']);
    expect(spans('대표번호 1533-8848, 24시간 상담')).toEqual(['1533-8848', '24']);
  });

  it('keeps counts, dates and times whole', () => {
    expect(spans('약 1,400대, 2025.11.28 09:00~18:00')).toEqual(['1,400', '2025.11.28', '09:00~18:00']);
    expect(spans('+82 10')).toEqual(['+82', '10']);
  });

  it('leaves text without numbers, and single digits, as they are', () => {
    expect(spans('숫자가 없는 문장')).toEqual([]);
    expect(spans('지하 2층')).toEqual([]);
  });
});
