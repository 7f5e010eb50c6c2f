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
    const prev = screen.getByRole('button', { name: '이전 타입' });
    const next = screen.getByRole('button', { name: '다음 타입' });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(screen.getByRole('tab', { name: '84B㎡' })).toHaveAttribute('aria-selected', 'true');
    expect(prev).toBeEnabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(screen.getByRole('tab', { name: '84C㎡' })).toHaveAttribute('aria-selected', 'true');
    expect(planImage()).toHaveAccessibleName(/^84C 타입 평면도/);
    expect(next).toBeDisabled();
    // Focus moves off the arrow that just became disabled.
    expect(prev).toHaveFocus();

    await user.click(next);
    expect(screen.getByRole('tab', { name: '84C㎡' })).toHaveAttribute('aria-selected', 'true');

    await user.click(prev);
    await user.click(prev);
    expect(screen.getByRole('tab', { name: '84A㎡' })).toHaveAttribute('aria-selected', 'true');
    expect(prev).toBeDisabled();
  });

  it('fades the chosen plan in over 500 ms', () => {
    jest.useFakeTimers();
    renderViewer();
    expect(planImage()).toHaveAttribute('data-fading', 'false');

    fireEvent.click(screen.getByRole('button', { name: '다음 타입' }));
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
    expect(screen.getByRole('button', { name: '다음 타입' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '84B㎡' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '다음 타입' })).toBeEnabled();
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
