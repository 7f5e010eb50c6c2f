import { MOBILE_MEDIA_QUERY } from '@gagyeong/contracts';
import { koreanWallClock } from '@gagyeong/contracts/korea-time';
import { useMediaQuery } from '@gagyeong/ui';
import type { DeployLogEntry } from '@gagyeong/contracts/live-map';
import { percent, type RemoteHealth, type RemoteHealthReport } from '@gagyeong/contracts/remote-health';
import { REMOTES_TEXT } from '../../../content/admin-text';
import { DELIVERY_TEXT } from '../../../content/delivery-text';
import { CHART_COLORS } from './leads-chart';
import styles from './lead-dashboard.module.css';

const TEXT = DELIVERY_TEXT.health;
/** The drawing's width: narrower on a phone, so its labels stay readable at the phone's width. */
const WIDTHS = { desktop: 640, phone: 360 } as const;
const HEIGHT = 200;
const PAD = { left: 40, right: 8, top: 12, bottom: 28 };
/** Versions drawn as lines (the most viewed); the table lists every one. */
const MAX_LINES = 5;
/** The rate axis' top: the smallest of these at or above the highest point. */
const SCALES = [0.05, 0.1, 0.2, 0.5, 1];

/** A minute (since the epoch) as the axis and titles show it, Korean time. */
function clock(minute: number, withDay: boolean): string {
  const { month, day, hour, minute: min } = koreanWallClock(minute * 60_000);
  const time = `${String(hour).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
  return withDay ? `${month}/${day} ${time}` : time;
}

/**
 * One remote's error rate per version over the period, drawn as SVG here (no chart library, as
 * the leads chart): a line per version through its steps' rates, the deployment log's changes of
 * this remote as dashed vertical lines, a title on every point and mark for pointers and screen
 * readers (the table beside it holds the same figures).
 */
export function RemoteHealthChart({
  health,
  report,
  log,
  label,
}: {
  readonly health: RemoteHealth;
  readonly report: Pick<RemoteHealthReport, 'from' | 'to' | 'step' | 'hours'>;
  readonly log: readonly DeployLogEntry[];
  readonly label: string;
}) {
  const WIDTH = WIDTHS[useMediaQuery(MOBILE_MEDIA_QUERY) ? 'phone' : 'desktop'];
  const { from, to, step } = report;
  const withDay = report.hours > 24;
  const span = to + 1 - from;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (minute: number) => PAD.left + ((minute - from) / span) * plotW;
  const versions = health.versions.slice(0, MAX_LINES);
  const rates = versions.flatMap((version) =>
    version.points.filter((point) => point.views > 0).map((point) => Math.min(point.failed, point.views) / point.views),
  );
  const top = SCALES.find((scale) => scale >= Math.max(0, ...rates)) ?? 1;
  const y = (rate: number) => PAD.top + plotH - (rate / top) * plotH;
  const marks = log.filter(
    (entry) =>
      entry.remote === health.remote &&
      entry.action !== 'grant' &&
      entry.action !== 'revoke' &&
      Date.parse(entry.at) >= from * 60_000 &&
      Date.parse(entry.at) < (to + 1) * 60_000,
  );
  const tickCount = WIDTH === WIDTHS.phone ? 3 : 4;
  const ticks = Array.from({ length: tickCount }, (_, index) => from + Math.round((index * span) / tickCount));

  return (
    <figure className={`${styles.chart} ${styles.narrowChart}`}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className={styles.svg}>
        {[0, 0.5, 1].map((fraction) => (
          <g key={fraction}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(top * fraction)}
              y2={y(top * fraction)}
              className={styles.grid}
            />
            <text x={PAD.left - 6} y={y(top * fraction) + 4} textAnchor="end" className={styles.axis}>
              {percent(top * fraction)}
            </text>
          </g>
        ))}
        {ticks.map((minute) => (
          <text key={minute} x={x(minute)} y={HEIGHT - 8} textAnchor="start" className={styles.axis}>
            {clock(minute, withDay)}
          </text>
        ))}
        {marks.map((entry, index) => {
          const at = x(Date.parse(entry.at) / 60_000);
          return (
            <g key={entry.id ?? `${entry.at}-${index}`}>
              <title>
                {TEXT.mark(
                  clock(Math.floor(Date.parse(entry.at) / 60_000), true),
                  REMOTES_TEXT.actions[entry.action],
                  entry.version ?? entry.url ?? '',
                )}
              </title>
              <line x1={at} x2={at} y1={PAD.top} y2={PAD.top + plotH} className={styles.mark} />
            </g>
          );
        })}
        {versions.map((version, index) => {
          const color = CHART_COLORS[index] ?? '#999';
          const points = version.points
            .filter((point) => point.views > 0)
            .map((point) => ({
              ...point,
              // The middle of what the step covers so far (the last one ends now).
              cx: x(point.minute + Math.min(step, to + 1 - point.minute) / 2),
              cy: y(Math.min(point.failed, point.views) / point.views),
            }));
          return (
            <g key={version.version}>
              <polyline
                points={points.map((point) => `${point.cx},${point.cy}`).join(' ')}
                fill="none"
                stroke={color}
                strokeWidth={2}
              />
              {points.map((point) => (
                <circle key={point.minute} cx={point.cx} cy={point.cy} r={3} fill={color}>
                  <title>
                    {TEXT.point(
                      clock(point.minute, withDay),
                      version.version,
                      percent(Math.min(point.failed, point.views) / point.views),
                      point.failed,
                      point.views,
                    )}
                  </title>
                </circle>
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          {versions.map((version, index) => (
            <li key={version.version}>
              <svg width="12" height="12" aria-hidden="true" className={styles.swatch}>
                <rect width="12" height="12" rx="2" fill={CHART_COLORS[index] ?? '#999'} />
              </svg>
              {version.version}
            </li>
          ))}
          {marks.length > 0 ? (
            <li>
              <svg width="12" height="12" aria-hidden="true" className={styles.swatch}>
                <line x1="6" x2="6" y1="0" y2="12" className={styles.mark} />
              </svg>
              {TEXT.deploys}
            </li>
          ) : null}
        </ul>
      </figcaption>
    </figure>
  );
}
