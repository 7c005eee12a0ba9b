import type { Reporter, TestModule } from 'vitest/node';

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/**
 * Ends the run with where each project's files spent their time (importing, tests; the slowest
 * files), then one plain line, "Tests: N passed, N failed, N skipped", for tools that read it.
 */
export default class SummaryReporter implements Reporter {
  /** Per project (database): when its first file was queued and its last file ended. */
  private readonly spans = new Map<string, { start: number; end: number }>();

  onTestModuleQueued(module: TestModule): void {
    const name = projectOf(module);
    if (!this.spans.has(name)) this.spans.set(name, { start: Date.now(), end: Date.now() });
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(projectOf(module));
    if (span !== undefined) span.end = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (module.state() === 'failed' && module.children.size === 0) failed++;
    }
    process.stdout.write(timeByProject(testModules, this.spans));
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}

const projectOf = (module: TestModule) => module.project.name || 'default';

/**
 * Per project (database): its wall time (the projects run one after the other), its files, the
 * time they spent importing and in their tests, summed over
 * the files (several run at once, so the sum exceeds the wall time), and its five slowest files.
 */
function timeByProject(
  testModules: ReadonlyArray<TestModule>,
  spans: ReadonlyMap<string, { start: number; end: number }>,
): string {
  const byProject = new Map<string, TestModule[]>();
  for (const module of testModules) {
    const name = projectOf(module);
    byProject.set(name, [...(byProject.get(name) ?? []), module]);
  }
  const lines = ['', 'Where the time went (summed over files):'];
  for (const [name, modules] of byProject) {
    const total = (module: TestModule) => {
      const d = module.diagnostic();
      return d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
    };
    const importing = modules.reduce((sum, m) => sum + m.diagnostic().collectDuration, 0);
    const testing = modules.reduce((sum, m) => sum + m.diagnostic().duration, 0);
    const span = spans.get(name);
    const wall = span === undefined ? '' : `wall time ${seconds(span.end - span.start)}, `;
    lines.push(
      `  ${name}: ${modules.length} files, ${wall}importing ${seconds(importing)}, tests ${seconds(testing)}; slowest:`,
    );
    for (const module of [...modules].sort((a, b) => total(b) - total(a)).slice(0, 5)) {
      lines.push(`    ${seconds(total(module)).padStart(6)}  ${module.relativeModuleId}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
