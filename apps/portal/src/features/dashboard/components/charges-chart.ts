import type { ChargesAnalysis } from '@dirigeo/schemas';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only the parts these charts draw: Chart.js is tree-shaken down to them.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

const euros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const shortMonth = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** 'mars 26' for '2026-03'. */
function shortMonthLabel(period: string): string {
  return shortMonth.format(new Date(`${period}-01T00:00:00Z`));
}

function palette(canvas: HTMLCanvasElement) {
  const style = getComputedStyle(canvas);
  const colour = (name: string) => style.getPropertyValue(`--chart-${name}`).trim() || 'currentColor';
  return {
    gross: colour('gross'),
    netPaid: colour('net'),
    employee: colour('employee'),
    employer: colour('employer'),
    cost: colour('cost'),
    text: colour('text'),
    muted: colour('muted'),
    grid: colour('grid'),
  };
}

/** Euros without cents on the axis and in the tooltips. */
const moneyTicks = (value: number | string) => euros.format(Number(value));

/**
 * The evolution of the month's figures (in euros). A month without payslip is null: Chart.js leaves
 * a gap in the line (spanGaps false), never a fall to zero. Answers a function that removes it.
 */
export function drawEvolutionChart(canvas: HTMLCanvasElement, analysis: ChargesAnalysis): () => void {
  const color = palette(canvas);
  const series = (pick: (month: ChargesAnalysis['months'][number]) => number | null) =>
    analysis.months.map((month) => {
      const cents = pick(month);
      return cents === null ? null : cents / 100;
    });
  const line = (label: string, data: (number | null)[], colour: string, dash: number[] = []) => ({
    type: 'line' as const,
    label,
    data,
    borderColor: colour,
    backgroundColor: colour,
    borderDash: dash,
    spanGaps: false,
    tension: 0.2,
    pointRadius: 3,
  });
  const chart = new Chart(canvas, {
    type: 'line',
    data: {
      labels: analysis.months.map((month) => shortMonthLabel(month.period)),
      datasets: [
        line(
          'Coût employeur',
          series((m) => m.employerCostCents),
          color.cost,
        ),
        line(
          'Brut',
          series((m) => m.grossCents),
          color.gross,
        ),
        line(
          'Net payé',
          series((m) => m.netPaidCents),
          color.netPaid,
          [6, 4],
        ),
        line(
          'Cotisations patronales',
          series((m) => m.employerContributionsCents),
          color.employer,
        ),
        line(
          'Cotisations salariales',
          series((m) => m.employeeContributionsCents),
          color.employee,
          [2, 3],
        ),
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      locale: 'fr-FR',
      interaction: { mode: 'index', intersect: false },
      scales: {
        y: {
          beginAtZero: true,
          ticks: { color: color.muted, callback: moneyTicks },
          grid: { color: color.grid },
        },
        x: { ticks: { color: color.muted, maxRotation: 0, autoSkipPadding: 8 }, grid: { display: false } },
      },
      plugins: {
        legend: { position: 'bottom', labels: { color: color.text, boxWidth: 14 } },
        tooltip: {
          callbacks: {
            label: (item) =>
              item.raw === null
                ? `${item.dataset.label} : aucun bulletin`
                : `${item.dataset.label} : ${euros.format(Number(item.raw))}`,
          },
        },
      },
    },
  });
  return () => chart.destroy();
}

/** The contributions of the window by risk, employee and employer parts stacked. */
export function drawSplitChart(canvas: HTMLCanvasElement, analysis: ChargesAnalysis): () => void {
  const color = palette(canvas);
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels: analysis.split.map((entry) => entry.label),
      datasets: [
        {
          label: 'Part patronale',
          data: analysis.split.map((entry) => entry.employerCents / 100),
          backgroundColor: color.employer,
        },
        {
          label: 'Part salariale',
          data: analysis.split.map((entry) => entry.employeeCents / 100),
          backgroundColor: color.employee,
        },
      ],
    },
    options: {
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      locale: 'fr-FR',
      scales: {
        x: {
          stacked: true,
          ticks: { color: color.muted, callback: moneyTicks },
          grid: { color: color.grid },
        },
        y: { stacked: true, ticks: { color: color.text }, grid: { display: false } },
      },
      plugins: {
        legend: { position: 'bottom', labels: { color: color.text, boxWidth: 14 } },
        tooltip: {
          callbacks: { label: (item) => `${item.dataset.label} : ${euros.format(Number(item.raw))}` },
        },
      },
    },
  });
  return () => chart.destroy();
}
