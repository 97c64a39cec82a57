import { describe, expect, it } from 'vitest';
import { judgeSoak } from './soak.mjs';

/** Minutes as the soak records them, from per-minute highest RSS readings (MB). */
const minutes = (platform, web = platform.map(() => 450), errors = platform.map(() => 0)) =>
  platform.map((peak, index) => ({
    minute: index + 1,
    errors: errors[index],
    platformRssPeakMb: peak,
    webRssPeakMb: web[index],
  }));

describe('judgeSoak', () => {
  it('passes a plateau reached during the warm-up, whatever the collector did before it', () => {
    // Stop 48's quiet run, each minute's last reading: a low of 740.5 after the first minute's
    // collection, the heap's high-water mark reached by minute 3, then +1.1 % over seven minutes.
    // Judged from the first minute's end, as the soak did then, it failed at 15.9 %.
    const judged = judgeSoak(
      minutes([740.5, 784.5, 849.1, 852.4, 852.6, 857.6, 857.9, 858, 858.1, 858.3]),
    );
    expect(judged.failures).toEqual([]);
    expect(judged.rssPeaks.platform).toEqual({ warmUpMb: 849.1, lastMinuteMb: 858.3 });
    expect(judged.rssGrowth.platform).toBeCloseTo(858.3 / 849.1 - 1, 5);
  });

  it('fails a steady climb after the warm-up', () => {
    // +15 MB a minute: a leak of a few kilobytes a request at this rate.
    const climbing = [600, 610, 620, 635, 650, 665, 680, 695, 710, 725];
    const judged = judgeSoak(minutes(climbing));
    expect(judged.rssGrowth.platform).toBeCloseTo(725 / 620 - 1, 5);
    expect(judged.failures).toEqual([
      'platform RSS grew 16.9 % after the warm-up (highest 620 MB in it → 725 MB in the last ' +
        'minute; limit 10 %)',
    ]);
  });

  it('judges each server on its own', () => {
    const web = [400, 410, 420, 430, 440, 450, 460, 470, 480, 490];
    const judged = judgeSoak(minutes(Array(10).fill(800), web));
    expect(judged.failures).toHaveLength(1);
    expect(judged.failures[0]).toMatch(/^web RSS grew 16\.7 %/);
  });

  it('fails on any error and names the minutes', () => {
    const judged = judgeSoak(minutes(Array(5).fill(800), undefined, [0, 0, 3, 0, 1]));
    expect(judged.failures).toEqual(['4 errors (minutes 3, 5)']);
  });

  it('does not judge growth when no minute follows the warm-up', () => {
    const judged = judgeSoak(minutes([800, 900, 1000]), { warmUpMinutes: 3 });
    expect(judged.rssGrowth).toEqual({ platform: null, web: null });
    expect(judged.failures).toEqual([]);
    expect(judged.problems).toEqual(['3 minutes of 3 of warm-up: RSS growth not judged']);
  });

  it('says so when a server RSS could not be read', () => {
    const judged = judgeSoak(minutes(Array(4).fill(null)));
    expect(judged.problems).toEqual(['platform RSS could not be read']);
  });
});
