/** @jest-environment node */
import { cssText, htmlText } from './page-text';

describe('the text a server-rendered page draws', () => {
  const page = [
    '<!doctype html><html><head><title>제목만</title><meta name="description" content="설명만"></head>',
    '<body><div id="root"><h1>분양 &amp; 임대&#44172;&#xAC00;</h1>',
    '<!-- 주석 --><script type="application/json">{"스크립트":1}</script><style>.a{}</style>',
    '<noscript><p>자바없음</p></noscript>',
    '<input placeholder="이름 입력" name="n"><input type="submit" value="신청하기"><img alt="대체글">',
    '</div></body></html>',
  ].join('');

  it('takes body text, decoded references, placeholders and button labels', () => {
    const text = htmlText(page);
    for (const word of ['분양 & 임대', '게', '가', '이름 입력', '신청하기']) expect(text).toContain(word);
  });

  it('leaves out the head, comments, scripts, styles and noscript', () => {
    const text = htmlText(page);
    for (const word of ['제목만', '설명만', '주석', '스크립트', '자바없음', 'head', 'class'])
      expect(text).not.toContain(word);
  });

  it('takes generated content of a stylesheet, escapes decoded', () => {
    expect(cssText('.a::before{content:\'※\'}.b::after{content:"\\2192 "}.c{color:red}')).toBe('※→');
  });
});
