/** What bench/lighthouse.json keeps of a Lighthouse result: scores, vitals, and what to fix. */
import type { Result } from 'lighthouse';

export const lighthouseTargets = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 0.95,
  seo: 0.95,
  lcpMs: 2000,
  cls: 0.05,
};

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface PageReport {
  page: string;
  path: string;
  /** Where the page ended up: a protected page a signed-out visitor sees redirects to /signin. */
  finalUrl: string;
  scores: Record<(typeof categories)[number], number | null>;
  metrics: { lcpMs: number; cls: number; tbtMs: number; fcpMs: number; speedIndexMs: number };
  /** Lighthouse's CPU benchmark: low values mean a busy or slow machine skewed the simulation. */
  benchmarkIndex: number;
  /** Why a score is missing (e.g. NO_LCP), and Lighthouse's warnings about the run. */
  runtimeError?: string;
  runWarnings: string[];
  /** Performance score of every run of this page; the report is the median one. */
  performanceRuns?: (number | null)[];
  failing: {
    category: string;
    id: string;
    title: string;
    score: number | null;
    displayValue?: string;
    items?: unknown[];
  }[];
}

export function summarize(page: string, pagePath: string, lhr: Result): PageReport {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing: PageReport['failing'] = [];
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9 || ref.group === 'metrics') continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      const details = audit.details as { items?: unknown[] } | undefined;
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(details?.items?.length ? { items: details.items.slice(0, 5) } : {}),
      });
    }
  }
  return {
    page,
    path: pagePath,
    finalUrl: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(categories.map((c) => [c, lhr.categories[c]?.score ?? null])) as PageReport['scores'],
    metrics: {
      lcpMs: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbtMs: metric('total-blocking-time'),
      fcpMs: metric('first-contentful-paint'),
      speedIndexMs: metric('speed-index'),
    },
    benchmarkIndex: lhr.environment.benchmarkIndex,
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    runWarnings: lhr.runWarnings.map(String),
    failing,
  };
}

/** The run with the median performance score (a failed run, score null, counts as lowest). */
export function medianRun(runs: PageReport[]): PageReport {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, performanceRuns: runs.map((r) => r.scores.performance) };
}

export function printLighthouse(reports: PageReport[]): void {
  const t = lighthouseTargets;
  const miss = (ok: boolean, text: string) => (ok ? text : `${text} ✗`);
  const score = (value: number | null, target: number) =>
    miss(value !== null && value >= target, value === null ? '–' : value.toFixed(2));
  console.table(
    reports.map((r) => ({
      page: r.page,
      performance: score(r.scores.performance, t.performance),
      accessibility: score(r.scores.accessibility, t.accessibility),
      'best practices': score(r.scores['best-practices'], t['best-practices']),
      seo: score(r.scores.seo, t.seo),
      'LCP s': miss(r.metrics.lcpMs <= t.lcpMs, (r.metrics.lcpMs / 1000).toFixed(2)),
      CLS: miss(r.metrics.cls <= t.cls, r.metrics.cls.toFixed(3)),
      'TBT ms': Math.round(r.metrics.tbtMs),
      'FCP s': (r.metrics.fcpMs / 1000).toFixed(2),
      'final URL': new URL(r.finalUrl).pathname,
      'perf. of runs': r.performanceRuns?.map((p) => p?.toFixed(2) ?? '–').join(' '),
    })),
  );
  console.log(
    `targets: performance ≥ ${t.performance}, accessibility ${t.accessibility}, best practices ≥ ${t['best-practices']}, SEO ≥ ${t.seo}, LCP ≤ ${t.lcpMs / 1000} s, CLS ≤ ${t.cls}`,
  );
  for (const r of reports) {
    if (r.runtimeError) console.log(`  ${r.page} · Lighthouse error · ${r.runtimeError}`);
    for (const warning of r.runWarnings) console.log(`  ${r.page} · Lighthouse warning · ${warning}`);
    for (const f of r.failing)
      console.log(`  ${r.page} · ${f.category} · ${f.id}: ${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`);
  }
}
