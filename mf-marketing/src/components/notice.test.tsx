import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Disclaimer } from './notice';

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
