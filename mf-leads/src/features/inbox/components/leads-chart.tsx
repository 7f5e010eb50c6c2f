import { DAY_MS } from '@gagyeong/contracts/korea-time';
import { LEAD_FORM_LABELS, LEAD_FORMS, type LeadStats } from '@gagyeong/contracts/leads';
import { DASHBOARD_TEXT } from '../../../content/admin-text';
import styles from './lead-dashboard.module.css';

export type ChartSplit = 'source' | 'form';

/** Series colours, readable on white and told apart without relying on hue alone (legend order). */
export const CHART_COLORS = ['#16302b', '#b8914a', '#4f7c6b', '#8c4a3b', '#5b6fa8', '#9a9a8e'];
/** Sources beyond this many share one "기타" series. */
const MAX_SOURCES = 5;

/** Every day of the period, YYYY-MM-DD (the period is Korean days; its dates need no time zone). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

export function sourceLabel(source: string): string {
  return source === '' ? DASHBOARD_TEXT.direct : source;
}

interface Series {
  readonly key: string;
  readonly label: string;
  readonly color: string;
}

/** The series of the chart and each row's series key. */
function seriesOf(
  stats: LeadStats,
  split: ChartSplit,
): { series: Series[]; keyOf: (row: LeadStats['daily'][number]) => string } {
  if (split === 'form') {
    return {
      series: LEAD_FORMS.map((form, index) => ({
        key: form,
        label: LEAD_FORM_LABELS[form],
        color: CHART_COLORS[index] ?? '#999',
      })),
      keyOf: (row) => row.form,
    };
  }
  const totals = new Map<string, number>();
  for (const row of stats.daily) totals.set(row.source, (totals.get(row.source) ?? 0) + row.count);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([source]) => source);
  const kept = new Set(ranked.slice(0, MAX_SOURCES));
  const series: Series[] = [...kept].map((source, index) => ({
    key: `s:${source}`,
    label: sourceLabel(source),
    color: CHART_COLORS[index] ?? '#999',
  }));
  if (ranked.length > MAX_SOURCES)
    series.push({ key: 'others', label: DASHBOARD_TEXT.others, color: CHART_COLORS[MAX_SOURCES] ?? '#999' });
  return { series, keyOf: (row) => (kept.has(row.source) ? `s:${row.source}` : 'others') };
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 32, right: 8, top: 12, bottom: 28 };

/**
 * Leads per day as stacked bars, drawn as SVG here (no chart library): one bar per day of the
 * period, split by source or by form, with a legend and a text title per bar for pointers and
 * screen readers.
 */
export function LeadsChart({ stats, split }: { stats: LeadStats; split: ChartSplit }) {
  const days = daysOf(stats.from, stats.to);
  const { series, keyOf } = seriesOf(stats, split);
  const perDay = new Map<string, Map<string, number>>();
  for (const row of stats.daily) {
    const counts = perDay.get(row.day) ?? new Map<string, number>();
    const key = keyOf(row);
    counts.set(key, (counts.get(key) ?? 0) + row.count);
    perDay.set(row.day, counts);
  }
  const max = Math.max(1, ...days.map((day) => [...(perDay.get(day)?.values() ?? [])].reduce((a, b) => a + b, 0)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, days.length);
  const barW = Math.max(1, slot * 0.7);
  const y = (value: number) => PAD.top + plotH - (value / max) * plotH;
  const labelEvery = Math.max(1, Math.ceil(days.length / 8));
  const title = DASHBOARD_TEXT.chartTitle(stats.from, stats.to);

  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} className={styles.svg}>
        {[0, 0.5, 1].map((f) => {
          const value = Math.round(max * f);
          return (
            <g key={f}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} className={styles.grid} />
              <text x={PAD.left - 6} y={y(value) + 4} textAnchor="end" className={styles.axis}>
                {value}
              </text>
            </g>
          );
        })}
        {days.map((day, index) => {
          const counts = perDay.get(day);
          let top = 0;
          const x = PAD.left + index * slot + (slot - barW) / 2;
          const parts = series
            .map((s) => [s.label, counts?.get(s.key) ?? 0] as const)
            .filter(([, count]) => count > 0)
            .map(([label, count]) => `${label} ${count}`)
            .join(', ');
          return (
            <g key={day}>
              <title>{DASHBOARD_TEXT.dayTooltip(day, parts || '0')}</title>
              {series.map((s) => {
                const count = counts?.get(s.key) ?? 0;
                if (count === 0) return null;
                const rect = (
                  <rect
                    key={s.key}
                    x={x}
                    width={barW}
                    y={y(top + count)}
                    height={y(top) - y(top + count)}
                    fill={s.color}
                  />
                );
                top += count;
                return rect;
              })}
              {index % labelEvery === 0 ? (
                <text x={x + barW / 2} y={HEIGHT - 8} textAnchor="middle" className={styles.axis}>
                  {`${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          {series.map((s) => (
            <li key={s.key}>
              <svg width="12" height="12" aria-hidden="true" className={styles.swatch}>
                <rect width="12" height="12" rx="2" fill={s.color} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
