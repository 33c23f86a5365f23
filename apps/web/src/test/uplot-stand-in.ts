/**
 * jsdom has no canvas, so in the web tests `uplot` resolves here (vitest.config.ts): a stand-in that records
 * the data each chart was drawn with, for a test to read (`plots.data.at(-1)` is the chart as last drawn).
 */
export const plots = { data: [] as unknown[] };

export default class UPlotStandIn {
  static tzDate = (date: Date) => date;
  constructor(_options: unknown, data: unknown) {
    plots.data.push(data);
  }
  setData(data: unknown) {
    plots.data.push(data);
  }
  setSize() {}
  destroy() {}
}
