import { quantile } from './bootstrap.ts';
import type { Report, ReportGroup } from './build-report.ts';
import { type CostPoint, paretoFrontier } from './pareto-frontier.ts';

/** One chart of the HTML report: an Apache ECharts option (plain JSON) and how many values it plots. */
export interface ChartSpec {
  id: string;
  title: string;
  points: number;
  /** Pixels, when the chart grows with its data (one bar row per category); the page's default otherwise. */
  height?: number;
  option: Record<string, unknown>;
}

const percent = (value: number | null): number | null => (value === null ? null : round(value * 100));
const round = (value: number): number => Math.round(value * 1000) / 1000;

const baseOption = (): Record<string, unknown> => ({
  animation: false,
  tooltip: { trigger: 'item' },
  grid: { left: 60, right: 30, top: 64, bottom: 70, outerBoundsMode: 'same', outerBoundsContain: 'all' },
});

/** Every chart the report's data supports; charts with nothing to plot are left out. */
export function buildCharts(report: Report): ChartSpec[] {
  const charts: ChartSpec[] = [
    leaderboardChart(report.leaderboard),
    groupedSuccessChart('chart-category', 'Success by category', report, report.byCategory, 'category'),
    groupedSuccessChart(
      'chart-difficulty',
      'Success by difficulty',
      report,
      report.byDifficulty,
      'difficulty',
    ),
    modesChart(report),
    costChart(report.leaderboard),
    failureChart(report.leaderboard),
    distributionChart('chart-tokens', 'Tokens per cell (input + output)', report, 'tokens'),
    distributionChart('chart-turns', 'Turns per cell', report, 'turns'),
  ].filter((chart): chart is ChartSpec => chart !== null && chart.points > 0);
  return charts;
}

function leaderboardChart(leaderboard: ReportGroup[]): ChartSpec {
  const rows = leaderboard.filter((group) => group.metrics.successRate.value !== null);
  return {
    id: 'chart-leaderboard',
    title: 'Success rate with 95% CI',
    points: rows.length,
    option: {
      ...baseOption(),
      legend: { top: 0 },
      xAxis: { type: 'category', data: rows.map((group) => group.label), axisLabel: { rotate: 20 } },
      yAxis: { type: 'value', name: 'success %', min: 0, max: 100 },
      series: [
        {
          name: 'success %',
          type: 'bar',
          barWidth: '45%',
          itemStyle: { color: 'rgba(84,112,198,0.75)' },
          data: rows.map((group) => percent(group.metrics.successRate.value)),
        },
        {
          // A flat box at the estimate with whiskers to the interval's ends: an error bar.
          name: '95% CI',
          type: 'boxplot',
          boxWidth: [8, 24],
          itemStyle: { color: '#1f3a93', borderColor: '#1f3a93' },
          data: rows.map((group) => {
            const { value, low, high } = group.metrics.successRate;
            return [
              percent(low ?? value),
              percent(value),
              percent(value),
              percent(value),
              percent(high ?? value),
            ];
          }),
        },
      ],
    },
  };
}

/**
 * Success per category (or difficulty) as horizontal bars, one bar per system: every category's label
 * is written beside its bars, however many categories there are, and the chart grows down with them.
 */
function groupedSuccessChart(
  id: string,
  title: string,
  report: Report,
  groups: ReportGroup[],
  key: 'category' | 'difficulty',
): ChartSpec {
  const values = [...new Set(groups.map((group) => group.key[key]!))];
  const series = report.systems.map((system) => ({
    name: system.label,
    type: 'bar',
    barMaxWidth: 12,
    data: values.map((value) => {
      const group = groups.find(
        (candidate) =>
          candidate.key.model === system.model &&
          candidate.key.mode === system.mode &&
          candidate.key[key] === value,
      );
      return group ? percent(group.metrics.successRate.value) : null;
    }),
  }));
  // The legend stands right of the bars, one system a line; long labels are cut (the tooltip has them whole).
  const longestLabel = Math.max(0, ...report.systems.map((system) => system.label.length));
  const legendWidth = Math.min(200, 40 + 7 * longestLabel);
  const rowHeight = report.systems.length * 8 + 16;
  return {
    id,
    title,
    points: series.reduce((sum, entry) => sum + entry.data.filter((value) => value !== null).length, 0),
    height: Math.max(260, 80 + values.length * rowHeight, 60 + report.systems.length * 24),
    option: {
      ...baseOption(),
      grid: {
        left: 10,
        right: legendWidth + 16,
        top: 30,
        bottom: 40,
        outerBoundsMode: 'same',
        outerBoundsContain: 'all',
      },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: {
        type: 'scroll',
        orient: 'vertical',
        right: 0,
        top: 'middle',
        textStyle: { width: legendWidth - 30, overflow: 'truncate' },
        tooltip: { show: true },
      },
      xAxis: { type: 'value', name: 'success %', nameLocation: 'middle', nameGap: 26, min: 0, max: 100 },
      yAxis: { type: 'category', data: values, inverse: true, axisLabel: { interval: 0 } },
      series,
    },
  };
}

/** Oracle vs servers vs retrieval per model (TheMCPCompany Table 2 as a chart). */
function modesChart(report: Report): ChartSpec {
  const models = [...new Set(report.systems.map((system) => system.model))];
  const modes = [...new Set(report.systems.map((system) => system.mode))];
  const series = modes.map((mode) => ({
    name: mode,
    type: 'bar',
    data: models.map((model) => {
      const group = report.leaderboard.find((entry) => entry.key.model === model && entry.key.mode === mode);
      return group ? percent(group.metrics.score.value) : null;
    }),
  }));
  return {
    id: 'chart-modes',
    title: 'Score by tool surface',
    points: series.reduce((sum, entry) => sum + entry.data.filter((value) => value !== null).length, 0),
    option: {
      ...baseOption(),
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      xAxis: { type: 'category', data: models },
      yAxis: { type: 'value', name: 'score %', min: 0, max: 100 },
      series,
    },
  };
}

/** Cost per task vs success, with the Pareto frontier; systems with no known cost are left out. */
export function costPoints(leaderboard: ReportGroup[]): CostPoint[] {
  return leaderboard
    .filter((group) => group.metrics.cost.perTask.value !== null && group.metrics.successRate.value !== null)
    .map((group) => ({
      label: group.label,
      cost: group.metrics.cost.perTask.value!,
      success: group.metrics.successRate.value!,
    }));
}

function costChart(leaderboard: ReportGroup[]): ChartSpec {
  const points = costPoints(leaderboard);
  const frontier = paretoFrontier(points);
  return {
    id: 'chart-cost',
    title: 'Cost per task vs success (line: Pareto frontier)',
    points: points.length,
    option: {
      ...baseOption(),
      legend: { top: 0 },
      xAxis: { type: 'value', name: 'USD per task', scale: true },
      yAxis: { type: 'value', name: 'success %', min: 0, max: 100 },
      series: [
        {
          name: 'systems',
          type: 'scatter',
          symbolSize: 14,
          label: { show: true, position: 'right', formatter: '{@[2]}' },
          encode: { x: 0, y: 1, tooltip: [2, 0, 1] },
          data: points.map((point) => [round(point.cost * 1e4) / 1e4, percent(point.success), point.label]),
        },
        {
          name: 'Pareto frontier',
          type: 'line',
          step: false,
          symbol: 'none',
          lineStyle: { type: 'dashed' },
          data: frontier.map((point) => [round(point.cost * 1e4) / 1e4, percent(point.success)]),
        },
      ],
    },
  };
}

function failureChart(leaderboard: ReportGroup[]): ChartSpec | null {
  const classes = [
    ...new Set(leaderboard.flatMap((group) => Object.keys(group.metrics.failureClasses ?? {}))),
  ].sort();
  if (classes.length === 0) return null;
  const data = leaderboard.flatMap((group, row) =>
    classes.map((name, column) => [column, row, group.metrics.failureClasses?.[name] ?? 0]),
  );
  return {
    id: 'chart-failures',
    title: 'Failure classes by model and mode',
    points: data.length,
    option: {
      ...baseOption(),
      xAxis: { type: 'category', data: classes, axisLabel: { rotate: 20 } },
      yAxis: { type: 'category', data: leaderboard.map((group) => group.label) },
      visualMap: {
        min: 0,
        max: Math.max(1, ...data.map((entry) => entry[2]!)),
        calculable: true,
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
      },
      series: [{ name: 'failed cells', type: 'heatmap', label: { show: true }, data }],
    },
  };
}

function distributionChart(id: string, title: string, report: Report, field: 'tokens' | 'turns'): ChartSpec {
  const rows = report.distributions.filter((entry) => entry[field].length > 0);
  return {
    id,
    title,
    points: rows.length,
    option: {
      ...baseOption(),
      xAxis: { type: 'category', data: rows.map((entry) => entry.system), axisLabel: { rotate: 20 } },
      yAxis: { type: 'value', name: field, scale: true },
      series: [
        {
          name: title,
          type: 'boxplot',
          data: rows.map((entry) => fiveNumbers(entry[field])),
        },
      ],
    },
  };
}

/** min, lower quartile, median, upper quartile, max. */
export function fiveNumbers(values: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  return [0, 0.25, 0.5, 0.75, 1].map((share) => round(quantile(sorted, share)));
}
