import { render, screen } from '@testing-library/react';
import { tabbableIn } from './tabbable';

describe('tabbableIn', () => {
  it('lists what Tab reaches in order: a closed <details> gives its summary only, an open one all', () => {
    render(
      <div data-testid="root">
        <a href="/a">처음</a>
        <details>
          <summary>닫힌 묶음</summary>
          <a href="/b">숨은 링크</a>
        </details>
        <details open>
          <summary>열린 묶음</summary>
          <a href="/c">보이는 링크</a>
        </details>
        <div hidden>
          <button type="button">숨은 버튼</button>
        </div>
        <button type="button" tabIndex={-1}>
          빠진 버튼
        </button>
      </div>,
    );
    expect(tabbableIn([screen.getByTestId('root')]).map((element) => element.textContent)).toEqual([
      '처음',
      '닫힌 묶음',
      '열린 묶음',
      '보이는 링크',
    ]);
  });
});
