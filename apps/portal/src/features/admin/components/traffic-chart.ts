import type { SiteAnalyticsDay } from '@dirigeo/schemas';
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

// Only the parts this chart draws: Chart.js is tree-shaken down to them.
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

const dayLabel = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '12 nov.' for `2026-11-12`. */
function shortDay(date: string): string {
  return dayLabel.format(new Date(`${date}T00:00:00Z`));
}

/**
 * Draws the last 30 days on `canvas` with Chart.js: page views and unique visitors as lines,
 * messages to the assistant and contact requests as bars. Answers a function that removes it.
 * Loaded by `TrafficChart` on the admin page only.
 */
export function drawTrafficChart(canvas: HTMLCanvasElement, days: readonly SiteAnalyticsDay[]): () => void {
  // The theme's colours, as the chart's box hands them over (Admin.css.ts, `chartBox`).
  const style = getComputedStyle(canvas);
  const colour = (name: string) => style.getPropertyValue(`--chart-${name}`).trim() || 'currentColor';
  const color = {
    primary: colour('page-views'),
    link: colour('visitors'),
    success: colour('messages'),
    warningSubtleText: colour('contacts'),
    text: colour('text'),
    textMuted: colour('muted'),
    border: colour('grid'),
  };
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels: days.map((day) => shortDay(day.date)),
      datasets: [
        {
          type: 'line',
          label: 'Pages vues',
          data: days.map((day) => day.pageViews),
          borderColor: color.primary,
          backgroundColor: color.primary,
          tension: 0.25,
          pointRadius: 2,
        },
        {
          type: 'line',
          label: 'Visiteurs uniques',
          data: days.map((day) => day.uniqueVisitors),
          borderColor: color.link,
          backgroundColor: color.link,
          borderDash: [6, 4],
          tension: 0.25,
          pointRadius: 2,
        },
        {
          type: 'bar',
          label: 'Messages échangés',
          data: days.map((day) => day.chatInteractions),
          backgroundColor: color.success,
        },
        {
          type: 'bar',
          label: 'Contacts reçus',
          data: days.map((day) => day.formSubmissions),
          backgroundColor: color.warningSubtleText,
        },
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
          ticks: { precision: 0, color: color.textMuted },
          grid: { color: color.border },
        },
        x: {
          ticks: { color: color.textMuted, maxRotation: 0, autoSkipPadding: 12 },
          grid: { display: false },
        },
      },
      plugins: { legend: { position: 'bottom', labels: { color: color.text } } },
    },
  });
  return () => chart.destroy();
}
