import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { listen, OPEN_INTEREST_POPUP } from '@gagyeong/contracts';
import { ComingSoon, Disclaimer } from './notice';

describe('Disclaimer', () => {
  it('is a note named by its visible title, not a complementary landmark inside <main>', async () => {
    const { container } = render(
      <main>
        <h1>평면안내</h1>
        <Disclaimer items={['실제와 다를 수 있습니다.']} />
      </main>,
    );
    expect(screen.getByRole('note', { name: '유의사항' })).toHaveTextContent('실제와 다를 수 있습니다.');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(
      await axe(container, { rules: { 'landmark-complementary-is-top-level': { enabled: true } } }),
    ).toHaveNoViolations();
  });
});

describe('ComingSoon', () => {
  it('offers the interest popup, a link to the interest page until the scripts run', async () => {
    const user = userEvent.setup();
    const sources: string[] = [];
    const stop = listen(OPEN_INTEREST_POPUP, ({ source }) => sources.push(source));
    render(
      <MemoryRouter>
        <ComingSoon title="준비 중" text="곧 공개합니다." />
      </MemoryRouter>,
    );
    const opener = screen.getByRole('link', { name: '관심고객 등록하고 소식 받기' });
    expect(opener).toHaveAttribute('href', '/Promotion/Customer');
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(opener);
    stop();
    expect(sources).toEqual(['page']);
  });
});
