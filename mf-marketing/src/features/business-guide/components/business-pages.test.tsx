import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MOBILE_MEDIA_QUERY } from '@gagyeong/contracts';
import { TO_BE_ANNOUNCED } from '../../../content/project';
import { BusinessDocumentsPage } from './business-documents-page';
import { BusinessIntroPage } from './business-intro-page';
import { BusinessPlanPage } from './business-plan-page';
import { isExpanded, summaryNamed } from '@test/disclosure';
import { matchMediaInEachTest } from '@test/match-media';
import { renderAt } from '../../../test/render-route';

describe('/BusinessGuide/intro on desktop', () => {
  it('shows the overview table with the five undecided figures as "추후 공지"', async () => {
    renderAt('/BusinessGuide/intro', <BusinessIntroPage />);
    const table = screen.getByRole('table', { name: /사업개요/ });
    const row = (label: string) => within(table).getByRole('row', { name: new RegExp(`^${label}`) });
    for (const label of ['대지면적', '건축면적', '연면적', '용적률', '건폐율']) {
      expect(within(row(label)).getByRole('cell')).toHaveTextContent(TO_BE_ANNOUNCED);
    }
    expect(within(row('세대수')).getByRole('cell')).toHaveTextContent('921세대');
    expect(within(row('주차대수')).getByRole('cell')).toHaveTextContent('1,400대');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('link', { name: '사업개요' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no axe violations', async () => {
    const { container } = renderAt('/BusinessGuide/intro', <BusinessIntroPage />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('/BusinessGuide/intro on mobile', () => {
  matchMediaInEachTest(MOBILE_MEDIA_QUERY);

  it('shows a hero image and an accordion of three sections, one open at a time', async () => {
    const user = userEvent.setup();
    renderAt('/BusinessGuide/intro', <BusinessIntroPage />);
    expect(screen.getByRole('img', { name: /단지 일러스트/ })).toBeInTheDocument();
    const headers = ['사업개요', '입지 환경', '프리미엄'].map((name) => summaryNamed(name));
    expect(headers.map(isExpanded)).toEqual([true, false, false]);
    await user.click(headers[1]!);
    await waitFor(() => expect(headers.map(isExpanded)).toEqual([false, true, false]));
    expect(within(screen.getByRole('region', { name: '입지 환경' })).getAllByRole('img')).toHaveLength(2);
    await user.click(headers[2]!);
    expect(screen.getByRole('region', { name: '프리미엄' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /번째 슬라이드 보기/ })).toHaveLength(6);
  });
});

describe('/BusinessGuide/plan and /documents', () => {
  it('say honestly that the content is being prepared', async () => {
    const plan = renderAt('/BusinessGuide/plan', <BusinessPlanPage />);
    expect(screen.getByRole('heading', { name: '공급일정을 준비하고 있습니다' })).toBeInTheDocument();
    expect(await axe(plan.container)).toHaveNoViolations();
    plan.unmount();

    const docs = renderAt('/BusinessGuide/documents', <BusinessDocumentsPage />);
    expect(screen.getByRole('heading', { name: '계약서류 안내를 준비하고 있습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '계약서류 안내' })).toHaveAttribute('aria-current', 'page');
    expect(await axe(docs.container)).toHaveNoViolations();
  });
});
