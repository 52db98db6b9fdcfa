import type { CSSProperties, ReactNode } from 'react';
import classes from './BarChart.module.css';

export interface Bar {
  key: string;
  label: ReactNode;
  value: number;
  /** The value as people read it (e.g. '01:52:05'). */
  text: string;
  /** Optional colours of this bar (light and dark scheme). */
  color?: { light: string; dark: string };
}

export interface BarChartProps {
  /** Describes the table to screen readers (visually hidden caption). */
  caption: string;
  labelHeader: string;
  valueHeader: string;
  bars: readonly Bar[];
}

/**
 * A horizontal bar chart that is really a table: every figure is text in its own cell, the bars are
 * decoration scaled to the largest value (hidden from screen readers, which read the table).
 */
export function BarChart({ caption, labelHeader, valueHeader, bars }: BarChartProps) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <table className={classes.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          <td aria-hidden="true" />
          <th scope="col" className={classes.value}>
            {valueHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => {
          const style = { width: `${String(max === 0 ? 0 : (bar.value / max) * 100)}%` } as CSSProperties &
            Record<string, string>;
          if (bar.color) {
            style['--bar-light'] = bar.color.light;
            style['--bar-dark'] = bar.color.dark;
          }
          return (
            <tr key={bar.key}>
              <th scope="row" className={classes.label}>
                {bar.label}
              </th>
              <td className={classes.barCell} aria-hidden="true">
                <div className={classes.track}>
                  <div className={classes.fill} style={style} data-testid="bar" />
                </div>
              </td>
              <td className={classes.value}>{bar.text}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
