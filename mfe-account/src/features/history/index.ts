/** Game history: the records of a date range and its presets. */
export { presetRange, RANGE_PRESETS, rangeQuery } from './dateRange';
export { GameRecordView } from './GameRecordView';
