import type { ReactNode } from 'react';

/** Small line icons for the layout; decorative (the control around each carries the name). */
interface IconProps {
  readonly className?: string;
}

const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** An icon of the layout's line style, drawn by one path (over `frame`, for the calendar's page). */
function lineIcon(d: string, frame?: ReactNode) {
  return function LineIcon({ className }: IconProps) {
    return (
      <svg {...common} className={className}>
        {frame}
        <path d={d} />
      </svg>
    );
  };
}

export const PhoneIcon = lineIcon(
  'M5.5 3.5h3l1.5 4-2 1.3a11 11 0 0 0 7.2 7.2l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A17 17 0 0 1 3.5 5.7a2 2 0 0 1 2-2.2z',
);
/**
 * The menu toggle's icon, both of its states in one drawing: the cross first, not drawn until the
 * stylesheet says so (an open menu), then the three lines; the stylesheet shows the one the menu's
 * state calls for, before the scripts run too.
 */
export const MenuToggleIcon = lineIcon('M4 7h16M4 12h16M4 17h16', <path d="M6 6l12 12M18 6L6 18" display="none" />);
export const ChevronIcon = lineIcon('M6 9l6 6 6-6');
export const CalendarIcon = lineIcon('M4 10h16M9 3v4M15 3v4', <rect x="4" y="5" width="16" height="15" rx="2" />);
export const PauseIcon = lineIcon('M9 6v12M15 6v12');
export const PlayIcon = lineIcon('M8 5.5v13l10-6.5z');
