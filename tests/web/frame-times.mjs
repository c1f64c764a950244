// The time between frames while the bad-deploy scenario plays at full speed
// (30 minutes a second) to its end: in headless Chromium (the web edition,
// requestAnimationFrame intervals) and in the desktop window under Xvfb (the
// release binary's own frame log), in the same sitting. Prints the median
// and the 95th percentile of each. Not part of CI (a timing, not a test):
//
//   cargo build --release && web/build.sh && node tests/web/frame-times.mjs
//
// Needs Xvfb and xdotool for the desktop half (as the real-window test does).
import { chromium } from 'playwright-core';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const url = 'http://localhost:8080/';
const [width, height] = [1366, 768];
const args = [
  '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
];

function summary(gaps) {
  const sorted = [...gaps].sort((a, b) => a - b);
  const at = (q) => sorted[Math.round((sorted.length - 1) * q)];
  return `${sorted.length} frames, median ${at(0.5).toFixed(1)} ms, 95th percentile ${at(0.95).toFixed(1)} ms`;
}

async function browser() {
  const server = spawn(join(root, 'web', 'serve.sh'), [], { stdio: 'ignore', detached: true });
  const dir = mkdtempSync(join(tmpdir(), 'sre-sim-frames-'));
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args, locale: 'en-GB',
      viewport: { width, height },
    });
    const page = context.pages()[0] || await context.newPage();
    await page.goto(`${url}?scenario=bad-deploy`);
    await page.waitForTimeout(6000);
    await page.mouse.click(683, 600);
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('+');
    await page.evaluate(() => {
      window.sreFrames = [];
      const tick = (now) => { window.sreFrames.push(now); if (window.sreFrames.length < 100000) requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    });
    const start = await page.evaluate(() => performance.now());
    await page.keyboard.press('Space');
    // 180 minutes at 30 a second, and a margin.
    await page.waitForTimeout(8000);
    // The frames of the 6 s the run plays.
    const frames = (await page.evaluate(() => window.sreFrames)).filter((t) => t >= start && t <= start + 6000);
    const gaps = frames.slice(1).map((t, i) => t - frames[i]);
    await context.close();
    return gaps;
  } finally {
    try { process.kill(-server.pid); } catch (_) { /* gone */ }
    rmSync(dir, { recursive: true, force: true });
  }
}

function desktop() {
  const dir = mkdtempSync(join(tmpdir(), 'sre-sim-frames-'));
  const log = join(dir, 'frames.log');
  const bin = process.env.SRE_SIM_BIN || join(root, 'target', 'release', 'sre-sim');
  const script = `
    RUST_LOG=sre_sim::frames=trace HOME="${dir}" XDG_DATA_HOME="${dir}" "${bin}" --size ${width}x${height} \\
      --open-link "${url}?scenario=bad-deploy" 2>"${log}" &
    pid=$!
    wid=$(xdotool search --sync --onlyvisible --name sre-sim | head -1)
    sleep 3
    xdotool windowfocus --sync "$wid"
    for i in 1 2 3 4 5 6; do xdotool key --window "$wid" plus; done
    xdotool key --window "$wid" space
    sleep 8
    kill $pid; wait $pid || true`;
  const run = spawnSync('xvfb-run', ['-a', '-s', `-screen 0 ${width}x${height}x24`, 'bash', '-c', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the desktop run failed: ${run.stderr}`);
  const gaps = readFileSync(log, 'utf8').split('\n')
    .map((line) => line.match(/sre_sim::frames\] (true|false) (\d+) ([\d.]+)/))
    .filter((m) => m !== null && m[1] === 'true')
    .map((m) => Number(m[3]));
  rmSync(dir, { recursive: true, force: true });
  return gaps;
}

const web = await browser();
console.log(`web edition (headless Chromium, SwiftShader): ${summary(web)}`);
const native = desktop();
console.log(`desktop window (Xvfb, release build): ${summary(native)}`);
