import type { CSSProperties, ReactNode } from 'react';
import classes from './BarChart.module.css';

export interface Bar {
  key: string;
  label: ReactNode;
  /** The bar's length, as a part of the chart's `scale`. */
  value: number;
  /** The figures as people read them (e.g. '01:52:05', '60%'), one per value column. */
  texts: readonly ReactNode[];
  /** A word beside the bar for the eye (e.g. 'fastest' on a zero-length bar); the figures say it to screen readers. */
  note?: string;
  /** Shown on hover over the row (e.g. '12 of 20 players'). */
  title?: string;
  /** Optional colours of this bar (light and dark scheme). */
  color?: { light: string; dark: string };
}

export interface BarChartProps {
  /** Describes the table to screen readers (visually hidden caption). */
  caption: string;
  labelHeader: string;
  valueHeaders: readonly string[];
  bars: readonly Bar[];
  /** The value of a full-width bar; the largest value when left out. */
  scale?: number;
}

/**
 * A horizontal bar chart that is really a table: every figure is text in its own cell, the bars are decoration
 * scaled to `scale` (hidden from screen readers, which read the table), drawn under each row's label so that the
 * label and the bar share the width left by the figures, at 360 px as at 1280 px.
 */
export function BarChart({ caption, labelHeader, valueHeaders, bars, scale }: BarChartProps) {
  const max = scale ?? Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <table className={classes.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          {valueHeaders.map((header) => (
            <th scope="col" className={classes.value} key={header}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => {
          const share = max <= 0 ? 0 : Math.min(1, Math.max(0, bar.value / max));
          const style = { width: `${String(share * 100)}%` } as CSSProperties & Record<string, string>;
          if (bar.color) {
            style['--bar-light'] = bar.color.light;
            style['--bar-dark'] = bar.color.dark;
          }
          return (
            <tr key={bar.key} title={bar.title}>
              <th scope="row" className={classes.label}>
                {bar.label}
                <div className={classes.track} aria-hidden="true">
                  <div className={classes.fill} style={style} data-testid="bar" />
                  {bar.note ? <span className={classes.note} data-note={bar.note} /> : null}
                </div>
              </th>
              {bar.texts.map((text, index) => (
                <td className={classes.value} key={valueHeaders[index] ?? index}>
                  {text}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
