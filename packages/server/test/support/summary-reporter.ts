import type { Reporter, TestModule } from 'vitest/node';

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/**
 * Ends the run with where each project's files spent their time (importing, tests; the slowest
 * files), then one plain line, "Tests: N passed, N failed, N skipped", for tools that read it.
 */
export default class SummaryReporter implements Reporter {
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
    process.stdout.write(timeByProject(testModules));
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}

/**
 * Per project (database): its files, the time they spent importing and in their tests, summed over
 * the files (several run at once, so the sum exceeds the wall time), and its five slowest files.
 */
function timeByProject(testModules: ReadonlyArray<TestModule>): string {
  const byProject = new Map<string, TestModule[]>();
  for (const module of testModules) {
    const name = module.project.name || 'default';
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
    lines.push(
      `  ${name}: ${modules.length} files, importing ${seconds(importing)}, tests ${seconds(testing)}; slowest:`,
    );
    for (const module of [...modules].sort((a, b) => total(b) - total(a)).slice(0, 5)) {
      lines.push(`    ${seconds(total(module)).padStart(6)}  ${module.relativeModuleId}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
