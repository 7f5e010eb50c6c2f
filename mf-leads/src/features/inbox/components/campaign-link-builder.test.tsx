import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCampaignLink, CampaignLinkBuilder } from './campaign-link-builder';

const SITE = 'https://gagyeong.example';
const EMPTY = { utmSource: '', utmMedium: '', utmCampaign: '', utmTerm: '', utmContent: '' };

describe('buildCampaignLink', () => {
  it('adds the utm fields to any site path, cleaned, leaving out empty ones', () => {
    expect(
      buildCampaignLink(SITE, '/Promotion/Customer', { ...EMPTY, utmSource: ' naver ', utmCampaign: '봄 분양\u202e' }),
    ).toEqual({ link: `${SITE}/Promotion/Customer?utm_source=naver&utm_campaign=%EB%B4%84+%EB%B6%84%EC%96%91` });
    expect(buildCampaignLink(SITE, '', { ...EMPTY, utmSource: 'qr', utmMedium: 'banner' })).toEqual({
      link: `${SITE}/?utm_source=qr&utm_medium=banner`,
    });
  });

  it('refuses paths off this site and a link without a source', () => {
    for (const path of ['https://evil.example/', '//evil.example/x', 'Promotion', '/\\evil.example']) {
      expect(buildCampaignLink(SITE, path, { ...EMPTY, utmSource: 'naver' })).toEqual({
        problem: '사이트 경로는 /로 시작해야 합니다. (예: /Promotion/Customer)',
      });
    }
    expect(buildCampaignLink(SITE, '/', EMPTY)).toEqual({ problem: '유입 경로(utm_source)를 입력해 주세요.' });
  });
});

describe('<CampaignLinkBuilder>', () => {
  it('shows the link, copies it, and draws its QR code as SVG', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CampaignLinkBuilder siteUrl={SITE} />);
    expect(screen.getByRole('status')).toHaveTextContent('유입 경로(utm_source)를 입력해 주세요.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('유입 경로 (utm_source)'), 'qr');
    await user.type(screen.getByLabelText('캠페인 (utm_campaign)'), 'modelhouse');
    const link = `${SITE}/?utm_source=qr&utm_campaign=modelhouse`;
    expect(screen.getByLabelText('만든 링크')).toHaveValue(link);
    const qr = screen.getByRole('img', { name: `QR 코드: ${link}` });
    const path = qr.querySelector('path')?.getAttribute('d') ?? '';
    expect(path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    // A QR symbol is 17 + 4 × version modules wide, plus a quiet zone of 4 on each side.
    const size = Number(qr.getAttribute('viewBox')?.split(' ')[2]);
    expect((size - 8 - 17) % 4).toBe(0);
    expect(size).toBeGreaterThanOrEqual(21 + 8);
    expect(screen.getByRole('link', { name: 'QR 코드 SVG 내려받기' }).getAttribute('href')).toMatch(
      /^data:image\/svg\+xml;charset=utf-8,%3Csvg/,
    );

    await user.click(screen.getByRole('button', { name: '링크 복사' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('링크를 복사했습니다.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('광고 소재 (utm_content)'), '-a');
    expect(screen.getByRole('img').querySelector('path')?.getAttribute('d')).not.toBe(path);
  });
});
