// Fails when a function outside tests and generated code runs past LIMIT lines (the house rule says ~80;
// 120 is the line no function may cross). `--over N` lists those over N without failing.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const LIMIT = 120;
const overArg = process.argv.indexOf('--over');
const listOnly = overArg > 0;
const limit = listOnly ? Number(process.argv[overArg + 1]) : LIMIT;

const isTest = (f) => /\.(test|spec)\.tsx?$/.test(f) || f.startsWith('e2e/') || f.includes('/test/');
const isGenerated = (f) => f.includes('.generated.') || f.includes('/generated/');
const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !isTest(f) && !isGenerated(f) && !f.endsWith('.d.ts'));

const long = [];
for (const file of files) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.end).line;
      const lines = end - start + 1;
      if (lines > limit) long.push({ file, line: start + 1, lines, name: nameOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

function nameOf(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
    return parent.name.getText();
  return '(anonymous)';
}

long.sort((a, b) => b.lines - a.lines);
for (const f of long) console.log(`${f.lines}\t${f.file}:${f.line}\t${f.name}`);
if (!listOnly && long.length > 0) {
  console.error(
    `${long.length} function(s) over ${LIMIT} lines: split them (docs/ARCHITECTURE.md, "Small modules").`,
  );
  process.exit(1);
}
if (listOnly) console.log(`${long.length} over ${limit} lines`);
