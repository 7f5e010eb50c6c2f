import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { SITE } from '@gagyeong/contracts';
import { mockFetch, TEST_CONFIG } from '../../../test-support/fetch-mock';
import { AdminHome } from './admin-home';

const ADMIN = { user: { email: 'admin@gagyeong.example', role: 'admin' } };

describe('/admin', () => {
  it('links the leads inbox, the press list and the deployment status, says who is signed in', async () => {
    mockFetch({ status: 200, body: ADMIN });
    const { container } = render(<AdminHome config={TEST_CONFIG} />);
    expect(await screen.findByText('admin@gagyeong.example 님으로 로그인했습니다.')).toBeInTheDocument();
    const pages = screen.getByRole('region', { name: '사이트 운영에 필요한 화면으로 이동합니다.' });
    expect(within(pages).getByRole('link', { name: '관심고객 관리' })).toHaveAttribute('href', '/admin/leads');
    expect(within(pages).getByRole('link', { name: '보도자료' })).toHaveAttribute(
      'href',
      `/${encodeURIComponent(SITE.slug)}/press`,
    );
    expect(within(pages).getByRole('link', { name: '배포 상태' })).toHaveAttribute('href', '/admin/remotes');
    expect(screen.getByRole('navigation', { name: '관리자 메뉴' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks a visitor to sign in and shows no admin links', async () => {
    mockFetch({ status: 200, body: { user: null } });
    render(<AdminHome config={TEST_CONFIG} />);
    expect(await screen.findByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '관심고객 관리' })).not.toBeInTheDocument();
  });

  it('tells a member 권한이 없습니다, with sign-out', async () => {
    const fetchMock = mockFetch({ status: 200, body: { user: { email: 'member@gagyeong.example', role: 'member' } } }, { status: 204 });
    const user = userEvent.setup();
    render(<AdminHome config={TEST_CONFIG} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('권한이 없습니다');
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByRole('form', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/auth/logout');
  });
});
