import { render } from '@testing-library/react';
import { MultilineText } from './multiline-text';
import { PREMIUM_CARDS, PREMIUM_SLIDES } from '../content/premium';

/** The text as a layout that hides the breaks shows it. */
function withBreaksHidden(text: string): string {
  const { container } = render(
    <p>
      <MultilineText text={text} />
    </p>,
  );
  container.querySelectorAll('br').forEach((br) => br.remove());
  return container.textContent ?? '';
}

describe('MultilineText', () => {
  it('breaks the line at each newline', () => {
    const { container } = render(<MultilineText text={'첫 줄\n둘째 줄\n셋째 줄'} />);
    expect(container.querySelectorAll('br')).toHaveLength(2);
  });

  it('keeps the words apart where the layout hides the breaks', () => {
    expect(withBreaksHidden('공원과 함께\n단지 앞 녹지')).toBe('공원과 함께 단지 앞 녹지');
  });

  it('never runs two words together in any multi-line copy of the site', () => {
    const texts = [
      ...PREMIUM_CARDS.flatMap((card) => [card.text1, card.text2]),
      ...PREMIUM_SLIDES.map((slide) => slide.desc),
    ].filter((text) => text.includes('\n'));
    expect(texts.length).toBeGreaterThan(4);
    for (const text of texts) expect(withBreaksHidden(text)).toBe(text.replace(/\n/g, ' '));
  });
});
