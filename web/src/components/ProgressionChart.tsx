import { useId, useState } from 'react';
import { formatDate, formatTenths } from '@/lib/rowing';
import './progression-chart.css';

export interface ChartPoint {
  /** yyyy-mm-dd */
  date: string;
  /** The time in tenths of a second. */
  tenths: number;
}

export interface ChartSeries {
  /** The piece, e.g. "2k". */
  label: string;
  points: ChartPoint[];
}

interface ProgressionChartProps {
  series: ChartSeries[];
  /** The caption of the chart and its table. */
  title?: string;
}

const WIDTH = 480;
const HEIGHT = 200;
const PAD = { top: 26, right: 16, bottom: 40, left: 64 };

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** The points by date, each marked when it is the fastest so far of the series' best. */
function prepare(points: ChartPoint[]) {
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date));
  const best = sorted.reduce<number | null>((min, p) => (min === null || p.tenths < min ? p.tenths : min), null);
  return { sorted, best };
}

function describe(label: string, points: ChartPoint[]): string {
  const { sorted, best } = prepare(points);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last || best === null) return `${label} erg times: no tests yet`;
  const bestPoint = sorted.find((p) => p.tenths === best) ?? first;
  const count = sorted.length === 1 ? '1 test' : `${sorted.length} tests`;
  return (
    `${label} erg times, ${count} from ${formatDate(first.date)} to ${formatDate(last.date)}: ` +
    `first ${formatTenths(first.tenths)}, latest ${formatTenths(last.tenths)}, ` +
    `personal best ${formatTenths(best)} on ${formatDate(bestPoint.date)}`
  );
}

function Panel({ series }: { series: ChartSeries }) {
  const { sorted, best } = prepare(series.points);
  const titleId = useId();
  if (sorted.length === 0 || best === null) return null;

  const days = sorted.map((p) => day(p.date));
  const times = sorted.map((p) => p.tenths);
  let x0 = Math.min(...days);
  let x1 = Math.max(...days);
  if (x0 === x1) {
    x0 -= 15;
    x1 += 15;
  }
  // A little room above and below; faster (smaller) times are drawn higher.
  const spread = Math.max(Math.max(...times) - Math.min(...times), 20);
  const y0 = Math.min(...times) - spread * 0.15;
  const y1 = Math.max(...times) + spread * 0.15;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (d: number) => PAD.left + ((d - x0) / (x1 - x0)) * plotW;
  const y = (tenths: number) => PAD.top + ((tenths - y0) / (y1 - y0)) * plotH;
  const coords = sorted.map((p) => ({ ...p, cx: x(day(p.date)), cy: y(p.tenths), best: p.tenths === best }));
  const line = coords.map((c, i) => `${i === 0 ? 'M' : 'L'}${c.cx.toFixed(1)},${c.cy.toFixed(1)}`).join(' ');
  const yTicks = [Math.min(...times), Math.max(...times)].filter((v, i, all) => all.indexOf(v) === i);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];

  return (
    <figure className="progression-chart__panel">
      <figcaption id={titleId} className="progression-chart__caption">
        {series.label}
      </figcaption>
      <svg
        className="progression-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={describe(series.label, series.points)}
        preserveAspectRatio="xMidYMid meet"
      >
        <line className="progression-chart__axis" x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={PAD.top + plotH} />
        <line
          className="progression-chart__axis"
          x1={PAD.left}
          y1={PAD.top + plotH}
          x2={PAD.left + plotW}
          y2={PAD.top + plotH}
        />
        {yTicks.map((tick) => (
          <g key={tick}>
            <line className="progression-chart__grid" x1={PAD.left} x2={PAD.left + plotW} y1={y(tick)} y2={y(tick)} />
            <text className="progression-chart__tick" x={PAD.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
              {formatTenths(tick)}
            </text>
          </g>
        ))}
        {first && last ? (
          <>
            <text className="progression-chart__tick" x={PAD.left} y={PAD.top + plotH + 16} textAnchor="start">
              {formatDate(first.date)}
            </text>
            {last.date !== first.date ? (
              <text className="progression-chart__tick" x={PAD.left + plotW} y={PAD.top + plotH + 16} textAnchor="end">
                {formatDate(last.date)}
              </text>
            ) : null}
          </>
        ) : null}
        <text className="progression-chart__axis-label" x={PAD.left + plotW / 2} y={HEIGHT - 4} textAnchor="middle">
          Test date
        </text>
        <text
          className="progression-chart__axis-label"
          transform={`translate(14 ${PAD.top + plotH / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          Time (faster higher)
        </text>
        <path className="progression-chart__line" d={line} />
        {coords.map((c) =>
          c.best ? (
            <g key={`${c.date}-${c.tenths}`}>
              <rect
                className="progression-chart__best"
                x={c.cx - 6}
                y={c.cy - 6}
                width={12}
                height={12}
                transform={`rotate(45 ${c.cx} ${c.cy})`}
              />
              <text
                className="progression-chart__best-label"
                x={c.cx}
                y={c.cy - 12}
                textAnchor={c.cx > WIDTH - 70 ? 'end' : c.cx < PAD.left + 40 ? 'start' : 'middle'}
              >
                PB {formatTenths(c.tenths)}
              </text>
            </g>
          ) : (
            <circle key={`${c.date}-${c.tenths}`} className="progression-chart__point" cx={c.cx} cy={c.cy} r={4} />
          ),
        )}
      </svg>
    </figure>
  );
}

/**
 * Erg times over time, one small panel per piece (a 2k and a 6k are too far apart to share an
 * axis). Each panel is an image with a spoken summary; the same figures are in a table, which a
 * screen reader always finds and which "Show as table" puts on screen.
 */
export function ProgressionChart({ series, title = 'Erg progression' }: ProgressionChartProps) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const shown = series.filter((s) => s.points.length > 0);
  if (shown.length === 0) return null;

  return (
    <div className="progression-chart">
      <div className="progression-chart__header">
        <p className="progression-chart__title">{title}</p>
        <button
          type="button"
          className="link-button progression-chart__toggle"
          aria-expanded={asTable}
          aria-controls={tableId}
          onClick={() => {
            setAsTable((value) => !value);
          }}
        >
          {asTable ? 'Show as chart' : 'Show as table'}
        </button>
      </div>
      {asTable ? null : (
        <div className="progression-chart__panels">
          {shown.map((s) => (
            <Panel key={s.label} series={s} />
          ))}
        </div>
      )}
      <div id={tableId} className={asTable ? 'table-wrap progression-chart__table' : 'visually-hidden'}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Piece</th>
              <th scope="col">Date</th>
              <th scope="col">Time</th>
              <th scope="col">Personal best</th>
            </tr>
          </thead>
          <tbody>
            {shown.flatMap((s) => {
              const { sorted, best } = prepare(s.points);
              return sorted.map((p, i) => (
                <tr key={`${s.label}-${p.date}-${i}`}>
                  <td>{s.label}</td>
                  <td>{formatDate(p.date)}</td>
                  <td>{formatTenths(p.tenths)}</td>
                  <td>{p.tenths === best ? 'Personal best' : ''}</td>
                </tr>
              ));
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
