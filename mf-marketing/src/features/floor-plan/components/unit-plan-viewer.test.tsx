import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { PLAN_FADE_MS, UnitPlanViewer } from './unit-plan-viewer';

const renderViewer = (props: Parameters<typeof UnitPlanViewer>[0] = {}) =>
  render(
    <MemoryRouter>
      <UnitPlanViewer {...props} />
    </MemoryRouter>,
  );

const planImage = () => screen.getByRole('img', { name: /타입 평면도/ });

/** An arrow: a link to its type's page, or at the end a disabled button. */
const arrow = (name: '이전 타입' | '다음 타입') =>
  screen.queryByRole('button', { name }) ?? screen.getByRole('link', { name });

describe('UnitPlanViewer', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the three types with the area sign, the first selected', () => {
    renderViewer();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['84A㎡', '84B㎡', '84C㎡']);
    expect(screen.getByRole('tab', { name: '84A㎡' })).toHaveAttribute('aria-selected', 'true');
    expect(planImage()).toHaveAccessibleName(/^84A 타입 평면도/);
  });

  it('disables the previous arrow at the first type and the next arrow at the last', async () => {
    const user = userEvent.setup();
    renderViewer();
    expect(arrow('이전 타입')).toBeDisabled();
    expect(arrow('다음 타입')).toHaveAttribute('href', '/FloorPlan/59B');

    await user.click(arrow('다음 타입'));
    expect(screen.getByRole('tab', { name: '84B㎡' })).toHaveAttribute('aria-selected', 'true');
    expect(arrow('이전 타입')).toHaveAttribute('href', '/FloorPlan/59A');
    expect(arrow('다음 타입')).toHaveAttribute('href', '/FloorPlan/84A');

    await user.click(arrow('다음 타입'));
    expect(screen.getByRole('tab', { name: '84C㎡' })).toHaveAttribute('aria-selected', 'true');
    expect(planImage()).toHaveAccessibleName(/^84C 타입 평면도/);
    expect(arrow('다음 타입')).toBeDisabled();
    // Focus moves off the arrow that just became disabled.
    expect(arrow('이전 타입')).toHaveFocus();

    await user.click(arrow('다음 타입'));
    expect(screen.getByRole('tab', { name: '84C㎡' })).toHaveAttribute('aria-selected', 'true');

    await user.click(arrow('이전 타입'));
    await user.click(arrow('이전 타입'));
    expect(screen.getByRole('tab', { name: '84A㎡' })).toHaveAttribute('aria-selected', 'true');
    expect(arrow('이전 타입')).toBeDisabled();
    expect(arrow('다음 타입')).toHaveFocus();
  });

  it('links each tab and arrow to its type’s page, where the viewer starts on it (before the scripts run)', () => {
    renderViewer();
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('href'))).toEqual([
      '/FloorPlan/59A',
      '/FloorPlan/59B',
      '/FloorPlan/84A',
    ]);
  });

  it('fades the chosen plan in over 500 ms', () => {
    jest.useFakeTimers();
    renderViewer();
    expect(planImage()).toHaveAttribute('data-fading', 'false');

    fireEvent.click(arrow('다음 타입'));
    expect(planImage()).toHaveAccessibleName(/^84B 타입 평면도/);
    expect(planImage()).toHaveAttribute('data-fading', 'true');

    act(() => {
      jest.advanceTimersByTime(PLAN_FADE_MS - 1);
    });
    expect(planImage()).toHaveAttribute('data-fading', 'true');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(planImage()).toHaveAttribute('data-fading', 'false');
  });

  it('changes type with the tab keyboard and keeps the arrows in step', async () => {
    const user = userEvent.setup();
    renderViewer();
    await user.click(screen.getByRole('tab', { name: '84A㎡' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '84C㎡' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '84C㎡' })).toHaveFocus();
    expect(arrow('다음 타입')).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '84B㎡' })).toHaveAttribute('aria-selected', 'true');
    expect(arrow('다음 타입')).toHaveAttribute('href', '/FloorPlan/84A');
  });

  it('starts at the page type when it is one of the viewer types', () => {
    renderViewer({ initialPage: '59B' });
    expect(screen.getByRole('tab', { name: '84B㎡' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: '84B 평면 자세히 보기' })).toHaveAttribute('href', '/FloorPlan/59B');
  });

  it('has no axe violations', async () => {
    const { container } = renderViewer();
    expect(await axe(container)).toHaveNoViolations();
  });
});
