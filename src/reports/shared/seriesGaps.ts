const QUARTER_HOUR_MS = 15 * 60 * 1000;

export interface ChartSeries {
  times: Date[];
  values: (number | null)[][];
}

/**
 * The longest silence a line may bridge: a quarter of an hour, or three times the mean spacing
 * of a thinned series (a month thinned to 500 points is a point every hour and a half).
 */
export function gapThresholdMs(times: readonly Date[]): number {
  if (times.length < 2) return QUARTER_HOUR_MS;
  const spanMs = times[times.length - 1].getTime() - times[0].getTime();
  return Math.max(QUARTER_HOUR_MS, (3 * spanMs) / (times.length - 1));
}

/**
 * The series with a break (null in every value list) wherever the device was silent longer than
 * the threshold: a chart then shows the silence instead of a line through time nobody measured.
 */
export function breakGaps({ times, values }: ChartSeries, thresholdMs = gapThresholdMs(times)): ChartSeries {
  const out: ChartSeries = { times: [], values: values.map(() => []) };
  times.forEach((time, index) => {
    const previous = times[index - 1];
    if (previous && time.getTime() - previous.getTime() > thresholdMs) {
      out.times.push(new Date((previous.getTime() + time.getTime()) / 2));
      out.values.forEach((list) => list.push(null));
    }
    out.times.push(time);
    out.values.forEach((list, s) => list.push(values[s][index]));
  });
  return out;
}
