/**
 * Occupancy insights (demo): hourly head counts per zone of a floor, turned into the figures the
 * page shows. Utilization is people present divided by seats, as a whole percentage.
 */
export interface OccupancyZone {
  name: string;
  capacity: number;
  /** Head count per hour, one value per hour of `hours`. */
  hourly: readonly number[];
}

export interface ZoneStats {
  name: string;
  capacity: number;
  averagePercent: number;
  peakPercent: number;
  peakHour: string;
}

export interface OccupancySummary {
  capacity: number;
  /** Everyone on the floor per hour. */
  totals: number[];
  averagePercent: number;
  peakPercent: number;
  peakHour: string;
  zones: ZoneStats[];
  /** The zone with the lowest average utilization. */
  leastUsed: ZoneStats;
  /** The zone with the highest peak utilization. */
  busiest: ZoneStats;
}

export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

function average(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

function peakIndex(values: readonly number[]): number {
  let best = 0;
  values.forEach((v, i) => {
    if (v > (values[best] ?? -Infinity)) best = i;
  });
  return best;
}

export function summarizeOccupancy(hours: readonly string[], zones: readonly OccupancyZone[]): OccupancySummary {
  if (zones.length === 0) throw new RangeError("At least one zone is needed");
  for (const zone of zones) {
    if (zone.hourly.length !== hours.length) throw new RangeError(`${zone.name}: ${zone.hourly.length} values for ${hours.length} hours`);
    if (zone.hourly.some((v) => v < 0 || v > zone.capacity)) throw new RangeError(`${zone.name}: head count outside 0-${zone.capacity}`);
  }
  const capacity = zones.reduce((sum, z) => sum + z.capacity, 0);
  const totals = hours.map((_, h) => zones.reduce((sum, z) => sum + (z.hourly[h] ?? 0), 0));
  const peak = peakIndex(totals);
  const stats: ZoneStats[] = zones.map((z) => {
    const p = peakIndex(z.hourly);
    return {
      name: z.name,
      capacity: z.capacity,
      averagePercent: percent(average(z.hourly), z.capacity),
      peakPercent: percent(z.hourly[p] ?? 0, z.capacity),
      peakHour: hours[p] ?? "",
    };
  });
  const first = stats[0] as ZoneStats;
  return {
    capacity,
    totals,
    averagePercent: percent(average(totals), capacity),
    peakPercent: percent(totals[peak] ?? 0, capacity),
    peakHour: hours[peak] ?? "",
    zones: stats,
    leastUsed: stats.reduce((low, z) => (z.averagePercent < low.averagePercent ? z : low), first),
    busiest: stats.reduce((high, z) => (z.peakPercent > high.peakPercent ? z : high), first),
  };
}
