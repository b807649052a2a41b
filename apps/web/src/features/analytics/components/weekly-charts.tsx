import { Chart, useChart } from '@chakra-ui/charts';
import { SimpleGrid } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatNaira } from '@/lib/format';
import type { WeekPoint } from '../api/analytics';
import { TitledCard } from '@/components/titled-card';

/** Orders and bookings per week (stacked bars), and revenue or spend per week; loaded only by the Analytics page. */
export function WeeklyCharts({ weeks, revenueLabel }: { weeks: WeekPoint[]; revenueLabel: string }) {
  const data = weeks.map((w) => ({ week: formatDate(w.week_start), orders: w.orders, bookings: w.bookings, revenue: w.revenue }));
  const counts = useChart({
    data,
    series: [
      { name: 'orders', label: 'Orders', color: 'green.600', stackId: 'a' },
      { name: 'bookings', label: 'Bookings', color: 'orange.500', stackId: 'a' },
    ],
  });
  const money = useChart({ data, series: [{ name: 'revenue', label: revenueLabel, color: 'green.700' }] });

  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      <TitledCard title="Orders and bookings per week">
        <Chart.Root maxH="sm" chart={counts} role="img" aria-label="Orders and bookings per week" data-testid="chart-counts">
          <BarChart responsive data={counts.data}>
            <CartesianGrid stroke={counts.color('border.muted')} vertical={false} />
            <XAxis dataKey={counts.key('week')} tickLine={false} axisLine={false} />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={32} />
            <Tooltip cursor={{ fill: counts.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
            <Legend content={<Chart.Legend />} />
            {counts.series.map((s) => (
              <Bar
                key={s.name}
                isAnimationActive={false}
                dataKey={counts.key(s.name)}
                fill={counts.color(s.color)}
                stackId={s.stackId}
                name={String(s.label)}
              />
            ))}
          </BarChart>
        </Chart.Root>
      </TitledCard>
      <TitledCard title={`${revenueLabel} per week`}>
        <Chart.Root maxH="sm" chart={money} role="img" aria-label={`${revenueLabel} per week`} data-testid="chart-revenue">
          <BarChart responsive data={money.data}>
            <CartesianGrid stroke={money.color('border.muted')} vertical={false} />
            <XAxis dataKey={money.key('week')} tickLine={false} axisLine={false} />
            <YAxis tickLine={false} axisLine={false} width={64} tickFormatter={(v: number) => formatNaira(v)} />
            <Tooltip cursor={{ fill: money.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip formatter={(v) => formatNaira(Number(v))} />} />
            {money.series.map((s) => (
              <Bar key={s.name} isAnimationActive={false} dataKey={money.key(s.name)} fill={money.color(s.color)} name={String(s.label)} />
            ))}
          </BarChart>
        </Chart.Root>
      </TitledCard>
    </SimpleGrid>
  );
}
