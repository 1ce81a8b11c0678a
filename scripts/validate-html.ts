/**
 * Validates every built page of both languages with html-validate's
 * recommended rules (`.htmlvalidate.mjs` says which rules are changed and
 * why) and fails on any error. Pages are shared out over worker threads, one
 * per core.
 *
 * Usage: tsx scripts/validate-html.ts [build folder]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Worker, isMainThread, parentPort, workerData} from 'node:worker_threads';
import {HtmlValidate, StaticConfigLoader, type ConfigData} from 'html-validate';
import {listFiles} from './lib/files';
import {pagesToValidate, shareOut, summarizeFindings, type Finding} from './lib/htmlValidateUtils';

/** Every HTML file under `dir`, as paths that include it. */
function htmlFiles(dir: string): string[] {
  return listFiles(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}

async function validate(files: string[], config: ConfigData, root: string): Promise<Finding[]> {
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const findings: Finding[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) {
        findings.push({
          file: path.relative(root, file),
          line: message.line,
          column: message.column,
          ruleId: message.ruleId,
          message: message.message,
        });
      }
    }
  }
  return findings;
}

async function main(): Promise<void> {
  const root = path.resolve(process.argv[2] ?? 'build');
  if (!fs.existsSync(root)) {
    console.error(`No build at ${root}: run npm run build first.`);
    process.exit(1);
  }
  const {default: config} = (await import(path.resolve('.htmlvalidate.mjs'))) as {
    default: ConfigData;
  };
  const pages = pagesToValidate(htmlFiles(root));
  const started = Date.now();
  const shares = shareOut(pages, os.availableParallelism());
  const findings = (
    await Promise.all(
      shares.map(
        (share) =>
          new Promise<Finding[]>((resolve, reject) => {
            // The worker runs this TypeScript file too, through tsx's loader.
            const worker = new Worker(
              `require('tsx/cjs'); require(${JSON.stringify(__filename)});`,
              {eval: true, workerData: {files: share, config, root}},
            );
            worker.once('message', resolve);
            worker.once('error', reject);
          }),
      ),
    )
  ).flat();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (findings.length > 0) {
    console.error(
      `html-validate: ${findings.length} error(s) in ${pages.length} pages (${seconds} s)`,
    );
    summarizeFindings(findings).forEach((line) => console.error(`  ${line}`));
    process.exit(1);
  }
  console.log(
    `html-validate: ${pages.length} pages, 0 errors (${seconds} s, ${shares.length} workers)`,
  );
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  const {files, config, root} = workerData as {files: string[]; config: ConfigData; root: string};
  validate(files, config, root).then((findings) => parentPort!.postMessage(findings));
}
