// The web edition in a real browser: Debian's Chromium, headless, driven by
// playwright-core, against the folder web/build.sh made, served by
// web/serve.sh on port 8080 (or SRE_SIM_WEB_PORT). Run it with `node
// tests/web/browser.mjs` (after `npm ci` in tests/web and `web/build.sh`).
// Screenshots go to the folder in SRE_SIM_WEB_SHOTS (default: the system's
// temporary folder). SRE_SIM_WEB_ONLY=6 (or 1,5) runs only those sections.
import { chromium } from 'playwright-core';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

// tesseract reads a screenshot in under 2 s on one thread, and in 17 s
// when OpenMP spins up a thread a core while Chromium keeps the cores busy.
process.env.OMP_THREAD_LIMIT = '1';
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const port = Number(process.env.SRE_SIM_WEB_PORT || 8080); // web/serve.sh's default
// How much longer than the page's own frames a frame may wait while the
// long work runs in slices (section 13), and how much longer than its own
// longest task (at least 50 ms, the Long Tasks API's threshold) a task of
// the page may hold its thread. Drawing a frame under SwiftShader takes
// 70–300 ms on a busy machine (mostly outside the page's thread); the work
// done at once took 100–800 ms of it on the page's thread (slowed 4×).
const FRAME_SLACK = 150;
const TASK_SLACK = 120;
// How much slower than this machine the page's thread runs in section 13.
const CPU_SLOWDOWN = 4;
const url = `http://localhost:${port}/`;
const shots = process.env.SRE_SIM_WEB_SHOTS || tmpdir();
const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';
// WebGL2 in headless Chromium comes only through SwiftShader.
const args = [
  '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
];

// SRE_SIM_WEB_ONLY=6,9 runs those sections only (all by default).
const only = process.env.SRE_SIM_WEB_ONLY ? process.env.SRE_SIM_WEB_ONLY.split(',').map(Number) : null;
function want(section) {
  const wanted = only === null || only.includes(section);
  if (wanted) console.log(`== section ${section}, ${((Date.now() - started0) / 1000).toFixed(0)} s in`);
  return wanted;
}
const started0 = Date.now();

let failures = 0;
function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures += 1;
}

async function waitForServer() {
  for (let i = 0; i < 100; i += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch (_) { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing answered on ${url}`);
}

// Reads a PNG screenshot's pixels in a page of its own (a 2D canvas decodes
// it), and returns how many distinct colours it has and the share of the
// commonest one.
async function colours(context, png) {
  const page = await context.newPage();
  const result = await page.evaluate(async (b64) => {
    const data = await window.srePixels(b64);
    const counts = new Map();
    for (let i = 0; i < data.length; i += 4) {
      const key = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
      counts.set(key, (counts.get(key) || 0) + 1);
    }
    let most = 0;
    let rgb = 0;
    for (const [key, n] of counts) {
      if (n > most) { most = n; rgb = key; }
    }
    const brightness = ((rgb >> 16) + ((rgb >> 8) & 255) + (rgb & 255)) / 3;
    return { distinct: counts.size, commonest: most / (data.length / 4), brightness };
  }, png.toString('base64'));
  await page.close();
  return result;
}

// How many pixels differ between two screenshots of the same size.
async function differing(context, a, b) {
  const page = await context.newPage();
  const result = await page.evaluate(async ([x, y]) => {
    const [p, q] = [await window.srePixels(x), await window.srePixels(y)];
    if (p.length !== q.length) return -1;
    let n = 0;
    for (let i = 0; i < p.length; i += 4) {
      if (p[i] !== q[i] || p[i + 1] !== q[i + 1] || p[i + 2] !== q[i + 2]) n += 1;
    }
    return n;
  }, [a.toString('base64'), b.toString('base64')]);
  await page.close();
  return result;
}

// The words on a screenshot, read by tesseract (as the real-window test does).
function ocr(file) {
  const result = spawnSync('tesseract', [file, '-'], { encoding: 'utf8' });
  if (result.error) throw result.error;
  return result.stdout;
}

// Where a word is on a screenshot (tesseract's boxes): the centre of the
// first box whose text starts with `word` (after `after` such boxes, to
// pick a later one), or null.
function findWord(file, word, after = 0) {
  // Read at twice the size: tesseract misses small text on buttons.
  const large = `${file}.large.png`;
  const grown = spawnSync('convert', [file, '-resize', '200%', large]);
  if (grown.error) throw grown.error;
  const result = spawnSync('tesseract', [large, '-', 'tsv'], { encoding: 'utf8' });
  rmSync(large, { force: true });
  if (result.error) throw result.error;
  let skip = after;
  for (const line of result.stdout.split('\n').slice(1)) {
    const f = line.split('\t');
    // A button's edge can be read as a quote before its word.
    if (f.length < 12 || !f[11].replace(/^[^\p{L}\p{N}]+/u, '').startsWith(word)) continue;
    if (skip > 0) { skip -= 1; continue; }
    const [left, top, width, height] = f.slice(6, 10).map(Number);
    return { x: (left + width / 2) / 2, y: (top + height / 2) / 2 };
  }
  return null;
}

// A screenshot saved under `name` in the screenshots' folder; its path.
async function shot(page, name) {
  const file = join(shots, `sre-sim-web-${name}.png`);
  writeFileSync(file, await page.screenshot());
  return file;
}

// Clicks a word seen on the page (read by OCR); false if it is not seen.
async function clickWord(page, name, word, after = 0) {
  const at = findWord(await shot(page, name), word, after);
  if (at === null) return false;
  await page.mouse.click(at.x, at.y);
  return true;
}

// The words tesseract reads on a screenshot, each with its box's centre.
function wordsAt(file) {
  const result = spawnSync('tesseract', [file, '-', 'tsv'], { encoding: 'utf8' });
  if (result.error) throw result.error;
  return result.stdout.split('\n').slice(1).map((line) => line.split('\t'))
    .filter((c) => c.length >= 12 && c[11].trim())
    .map((c) => ({ x: +c[6] + +c[8] / 2, y: +c[7] + +c[9] / 2, text: c[11] }));
}

// Where the word `text` is on the page, or in its part `clip` (a strip of
// small text reads better alone): the first read exactly so, else the first
// that contains it, or null. Read again a few times, as a button's small
// text is sometimes missed.
async function findOnPage(page, text, name, clip = undefined) {
  const file = join(shots, `sre-sim-web-${name}.png`);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    writeFileSync(file, await page.screenshot({ clip }));
    const words = wordsAt(file).map((w) => ({ ...w, x: w.x + (clip?.x ?? 0), y: w.y + (clip?.y ?? 0) }));
    const found = words.find((w) => w.text === text) || words.find((w) => w.text.includes(text));
    if (found) return found;
    await page.waitForTimeout(500);
  }
  return null;
}

// Starts recording the page's frames (a requestAnimationFrame loop of its
// own, in the page) and the tasks that held its thread 50 ms or more.
async function recordFrames(page) {
  await page.evaluate(() => {
    window.sreLongTasks = [];
    if (!window.sreLongTaskObserver) {
      window.sreLongTaskObserver = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.sreLongTasks.push(entry.duration);
      });
      window.sreLongTaskObserver.observe({ type: 'longtask' });
    }
    const run = (window.sreFrameRun || 0) + 1;
    window.sreFrameRun = run;
    window.sreFrames = [performance.now()];
    const frame = (t) => {
      if (window.sreFrameRun !== run) return;
      window.sreFrames.push(t);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

// Stops the recording: the longest interval between two frames (up to now,
// so a page still frozen counts), the median one, and the longest task.
async function framesRecorded(page) {
  const { frames, long } = await page.evaluate(() => {
    window.sreFrameRun += 1;
    return { frames: [...window.sreFrames, performance.now()], long: window.sreLongTasks };
  });
  const gaps = frames.slice(1).map((t, i) => t - frames[i]).sort((a, b) => a - b);
  return {
    longest: Math.round(gaps[gaps.length - 1]),
    median: Math.round(gaps[Math.floor(gaps.length / 2)]),
    task: Math.round(Math.max(0, ...long)),
  };
}

// The frames while the page draws without any work running: the pointer
// moves over it (each move is a frame drawn) for `ms`.
async function drawingFrames(page, ms) {
  await recordFrames(page);
  const t = Date.now();
  for (let i = 0; Date.now() - t < ms; i += 1) {
    await page.mouse.move(1000 + (i % 2) * 40, 740);
    await page.waitForTimeout(30);
  }
  return framesRecorded(page);
}

// Reads the part `clip` of the page every quarter second until `done` says
// its words show the result; the milliseconds that took, or null.
async function readUntil(page, clip, name, done, ms) {
  const file = join(shots, `sre-sim-web-${name}.png`);
  const t = Date.now();
  while (Date.now() - t < ms) {
    writeFileSync(file, await page.screenshot({ clip }));
    if (done(ocr(file))) return Date.now() - t;
    await page.waitForTimeout(250);
  }
  return null;
}

// Every page of a context can read a PNG screenshot's pixels (RGBA, row by
// row): a 2D canvas decodes it. `colours` and `differing` use it.
function srePixelsScript() {
  window.srePixels = async (b64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${b64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const g = canvas.getContext('2d');
    g.drawImage(image, 0, 0);
    return g.getImageData(0, 0, image.width, image.height).data;
  };
}

async function launch(locale, userDataDir) {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args,
    locale,
    viewport: { width: 1366, height: 768 },
  });
  await context.addInitScript(srePixelsScript);
  return context;
}

// The page's own message when the app cannot start (no WebGL, or eframe's
// runner failed) as "kind: text", or null while it is hidden.
async function problemShown(page) {
  return page.evaluate(() => {
    const box = document.getElementById('problem');
    return box && !box.hidden ? `${box.dataset.kind}: ${box.textContent.trim()}` : null;
  });
}

// Waits until the app has drawn a picture (many colours on the page) or the
// page shows its problem message; returns the message, or null.
async function started(page, context) {
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    const problem = await problemShown(page);
    if (problem !== null) return problem;
    const c = await colours(context, await page.screenshot());
    if (c.distinct >= 40) return null;
    await page.waitForTimeout(250);
  }
  return (await problemShown(page)) ?? 'nothing drawn within 60 s';
}

const server = spawn(join(root, 'web', 'serve.sh'), [String(port)], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
const dirs = [];
function freshDir() {
  const dir = mkdtempSync(join(tmpdir(), 'sre-sim-web-chromium-'));
  dirs.push(dir);
  return dir;
}

try {
  await waitForServer();
  const t0 = Date.now();

  // 1. The page loads and the app draws, in English.
  if (want(1)) {
    const context = await launch('en-GB', freshDir());
    const page = context.pages()[0] || await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const t = Date.now();
    await page.goto(url);
    const problem = await started(page, context);
    check(problem === null, `the app starts, no problem shown (${problem ?? 'none'})`);
    // Let a few frames be drawn.
    await page.waitForTimeout(2000);
    const firstFrame = await page.evaluate(() => performance.getEntriesByName('sre-sim-first-frame')[0]?.startTime);
    check(firstFrame !== undefined, `the first frame was drawn ${(firstFrame / 1000).toFixed(2)} s after navigation`);
    const first = await page.screenshot();
    writeFileSync(join(shots, 'sre-sim-web-start.png'), first);
    const c = await colours(context, first);
    check(c.distinct >= 40 && c.commonest < 0.95,
      `the canvas draws a picture: ${c.distinct} colours, the commonest on ${(c.commonest * 100).toFixed(1)} % of it`);
    const lang = await page.evaluate(() => document.documentElement.lang);
    check(lang === 'en', `the page's language is en (${lang})`);
    const words = ocr(join(shots, 'sre-sim-web-start.png'));
    check(words.includes('Learn on-call'), 'the start page is in English (OCR finds "Learn on-call")');

    // 2. A click and a key change the picture.
    await page.mouse.click(683, 384);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(1500);
    const second = await page.screenshot();
    writeFileSync(join(shots, 'sre-sim-web-after-input.png'), second);
    const changed = await differing(context, first, second);
    check(changed > 500, `a click and keys change the picture (${changed} pixels differ)`);

    // The request-level check, a thread natively, runs in slices of the
    // page's frames in a browser: its button gives a result, not a crash
    // (section 13 times it).
    const before = ocr(join(shots, 'sre-sim-web-after-input.png'));
    check(before.includes('Check this minute'), 'the On call tab shows "Check this minute by simulation"');
    await page.mouse.click(447, 497);
    const checked = await readUntil(page, undefined, 'check',
      (words) => words.includes('simulated requests') && words.includes('simulation seed'), 60000);
    check(checked !== null, 'the check ran: its window shows the simulated requests and its seed');

    // A setting survives a reload: the theme (the commonest colour is the
    // background's), switched to light in the top bar, stays light.
    const dark = (await colours(context, await page.screenshot())).brightness;
    await page.mouse.click(617, 12);
    await page.waitForTimeout(1000);
    const light = (await colours(context, await page.screenshot())).brightness;
    check(dark < 80 && light > 170, `the top bar's theme button turns the background light (${dark} -> ${light})`);
    await page.reload();
    check(await started(page, context) === null, 'the app starts again after a reload');
    await page.waitForTimeout(1000);
    const reloadFile = join(shots, 'sre-sim-web-reloaded.png');
    writeFileSync(reloadFile, await page.screenshot());
    const kept = (await colours(context, await page.screenshot())).brightness;
    check(kept > 170, `after a reload the theme is still light (${kept})`);

    check(errors.length === 0, `no uncaught errors in the page (${errors.join(' | ') || 'none'})`);
    await context.close();
  }

  // 3. The first start follows the browser's language.
  if (want(3)) for (const [locale, title] of [['fr-FR', 'Apprenez'], ['gl-ES', 'Aprende']]) {
    const context = await launch(locale, freshDir());
    const page = context.pages()[0] || await context.newPage();
    await page.goto(url);
    const problem = await started(page, context);
    await page.waitForTimeout(1000);
    const file = join(shots, `sre-sim-web-start-${locale}.png`);
    writeFileSync(file, await page.screenshot());
    const words = ocr(file);
    check(problem === null && words.includes(title),
      `a browser in ${locale} starts the app in its language (OCR finds "${title}")`);
    await context.close();
  }

  // 4. A browser without WebGL: the page says so, in the browser's language.
  if (want(4)) for (const [locale, lang, word] of [['en-US', 'en', 'this browser'], ['fr-FR', 'fr', 'ce navigateur'], ['gl-ES', 'gl', 'este navegador']]) {
    const context = await launch(locale, freshDir());
    await context.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
        return String(kind).startsWith('webgl') || kind === 'experimental-webgl' ? null : original.call(this, kind, ...rest);
      };
    });
    const page = context.pages()[0] || await context.newPage();
    await page.goto(url);
    await page.waitForTimeout(1000);
    const problem = await problemShown(page);
    check(problem !== null && problem.startsWith('no_webgl: ') && problem.includes(word),
      `without WebGL (${locale}) the page says so in ${lang}: ${problem}`);
    await context.close();
  }

  // 5. A link opens what it carries: a saved run in its fragment, made by
  // the desktop's `sre-sim link` (SRE_SIM_BIN, default the debug build),
  // replays in the page; `?lang=gl` overrides an English browser.
  if (want(5)) {
    const bin = process.env.SRE_SIM_BIN || join(root, 'target', 'debug', 'sre-sim');
    const made = spawnSync(bin, ['link', join(root, 'saves', 'bad-deploy-rollback-after-page.ron'),
      '--web-address', url], { encoding: 'utf8' });
    const link = made.stdout.trim();
    check(made.status === 0 && link.startsWith(`${url}#run=`), `sre-sim link made a link (${link.slice(0, 40)}…)`);
    for (const [address, word, what] of [
      [link, 'Replay of', 'a #run= link replays the run'],
      [`${url}?lang=gl`, 'Aprende', '?lang=gl starts in Galician in an English browser'],
    ]) {
      const context = await launch('en-US', freshDir());
      const page = context.pages()[0] || await context.newPage();
      await page.goto(address);
      const problem = await started(page, context);
      await page.waitForTimeout(1000);
      const file = join(shots, `sre-sim-web-link-${word.split(' ')[0]}.png`);
      writeFileSync(file, await page.screenshot());
      check(problem === null && ocr(file).includes(word), `${what} (OCR finds "${word}")`);
      await context.close();
    }
  }

  // 6. A lesson's first step, with keys and clicks: ?lesson=utilization
  // opens it; a guess typed in its box, "Guess and play" plays to minute 5
  // and reveals the model's value. The guess is kept (the browser's local
  // storage): after a reload the start page sets it beside the model.
  if (want(6)) {
    const dir = freshDir();
    let context = await launch('en-GB', dir);
    let page = context.pages()[0] || await context.newPage();
    await page.goto(`${url}?lesson=utilization`);
    check(await started(page, context) === null, 'a lesson link starts the app');
    await page.waitForTimeout(1000);
    // The box's placeholder, "your guess" (the button is "Guess and play").
    const box = findWord(await shot(page, 'lesson'), 'guess');
    check(box !== null, 'the lesson asks for a guess ("your guess" box seen)');
    if (box !== null) {
      await page.mouse.click(box.x, box.y);
      // The box takes the keyboard at the next frame.
      await page.waitForTimeout(500);
      await page.keyboard.type('70', { delay: 50 });
      check(await clickWord(page, 'lesson-typed', 'Guess'), '"Guess and play" clicked');
      // Played to minute 5 (1 min/s) and paused there for the reveal.
      await page.waitForTimeout(8000);
      const revealed = ocr(await shot(page, 'lesson-revealed'));
      check(revealed.includes('Your guess') && revealed.includes('The model'),
        'the reveal shows the guess beside the model ("Your guess", "The model")');
    }
    const kept = await page.evaluate(() => localStorage.getItem('sre-sim/lessons.ron'));
    check(kept !== null && kept.includes('utilization') && kept.includes('70'),
      `the guess is kept in the browser's local storage (${(kept || 'nothing').length} characters)`);
    await page.goto(url);
    check(await started(page, context) === null, 'the app starts again after a reload');
    await page.waitForTimeout(1000);
    const start = ocr(await shot(page, 'lesson-progress-reloaded'));
    check(start.includes('Your guesses beside the model'),
      'after a reload the start page sets the guess beside the model (the progress was read back)');
    await context.close();
  }

  // 7. A run link at a minute: `?minute=90` replays the saved run there.
  if (want(7)) {
    const bin = process.env.SRE_SIM_BIN || join(root, 'target', 'debug', 'sre-sim');
    const made = spawnSync(bin, ['link', join(root, 'saves', 'bad-deploy-rollback-after-page.ron'),
      '--web-address', `${url}?minute=90`], { encoding: 'utf8' });
    const link = made.stdout.trim();
    const context = await launch('en-GB', freshDir());
    const page = context.pages()[0] || await context.newPage();
    await page.goto(link);
    check(await started(page, context) === null, 'a run link at a minute starts the app');
    await page.waitForTimeout(1000);
    const words = ocr(await shot(page, 'link-minute'));
    // The bad deploy starts at 09:00: minute 90 is 10:30.
    check(words.includes('10:30') && words.includes('Replay of'),
      'the run replays at the minute the link asks (OCR finds 10:30 and "Replay of")');
    await context.close();
  }

  // 8. A run in progress survives a closed tab: played a few minutes, the
  // tab closed, the page opened again offers it back.
  if (want(8)) {
    const dir = freshDir();
    let context = await launch('en-GB', dir);
    let page = context.pages()[0] || await context.newPage();
    await page.goto(`${url}?scenario=bad-deploy`);
    check(await started(page, context) === null, 'a scenario link starts the app');
    await page.waitForTimeout(500);
    await page.mouse.click(683, 500);
    await page.keyboard.press('Space');
    await page.waitForTimeout(5000);
    await page.keyboard.press('Space');
    await page.waitForTimeout(500);
    const autosave = await page.evaluate(() => localStorage.getItem('sre-sim/autosave.ron'));
    check(autosave !== null && autosave.includes('bad-deploy'),
      `the run is autosaved in the browser's local storage (${(autosave || 'nothing').length} characters)`);
    await context.close();
    context = await launch('en-GB', dir);
    page = context.pages()[0] || await context.newPage();
    await page.goto(url);
    check(await started(page, context) === null, 'the app starts in a new tab');
    await page.waitForTimeout(1000);
    const offered = ocr(await shot(page, 'restore-offered'));
    check(offered.includes('Continue the last run'), 'the new tab offers the run back ("Continue the last run?")');
    check(await clickWord(page, 'restore-click', 'Restore'), '"Restore" clicked');
    await page.waitForTimeout(1000);
    const restored = ocr(await shot(page, 'restored'));
    check(restored.includes('The last run is back'), 'the run is back ("The last run is back")');
    await context.close();
  }

  // 9. Files the browser's way: a run dropped on the page opens; Ctrl+O
  // opens the browser's file dialog and the file picked opens; Ctrl+S
  // downloads the run, and what is downloaded is the run.
  if (want(9)) {
    const context = await launch('en-GB', freshDir());
    const page = context.pages()[0] || await context.newPage();
    await page.goto(`${url}?scenario=surge`);
    check(await started(page, context) === null, 'the app starts on the On call tab');
    await page.waitForTimeout(500);
    // A few minutes played, then Ctrl+S.
    await page.mouse.click(683, 500);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(500);
    const download = page.waitForEvent('download', { timeout: 10000 }).catch(() => null);
    await page.keyboard.press('Control+s');
    const saved = await download;
    check(saved !== null && saved.suggestedFilename().endsWith('.ron'),
      `Ctrl+S downloads the run (${saved ? saved.suggestedFilename() : 'no download'})`);
    if (saved !== null) {
      const body = readFileSync(await saved.path(), 'utf8');
      check(body.includes('timeline') && body.includes('surge'), 'what is downloaded is the run, as Save writes it');
    }
    const text = readFileSync(join(root, 'saves', 'bad-deploy-rollback-after-page.ron'), 'utf8');
    const transfer = await page.evaluateHandle((t) => {
      const dt = new DataTransfer();
      dt.items.add(new File([t], 'dropped-run.ron'));
      return dt;
    }, text);
    for (const kind of ['dragenter', 'dragover', 'drop']) {
      await page.dispatchEvent('canvas', kind, { dataTransfer: transfer });
    }
    await page.waitForTimeout(1500);
    const dropped = ocr(await shot(page, 'dropped'));
    check(dropped.includes('dropped-run.ron') && dropped.includes('Replay of'),
      'a run dropped on the page opens (OCR finds its name and "Replay of")');

    await page.mouse.click(683, 500);
    const chooser = page.waitForEvent('filechooser', { timeout: 10000 }).catch(() => null);
    await page.keyboard.press('Control+o');
    const picker = await chooser;
    check(picker !== null, "Ctrl+O opens the browser's file dialog");
    if (picker !== null) {
      await picker.setFiles(join(root, 'saves', 'surge-raise-floor-and-shed.ron'));
      await page.waitForTimeout(1500);
      const picked = ocr(await shot(page, 'picked'));
      check(picked.includes('surge-raise-floor-and-shed.ron'), 'the file picked opens (OCR finds its name)');
    }
    await context.close();
  }

  // 10. The keys a browser would keep are the app's: Ctrl+L changes the
  // language and F1 opens the help, and the browser's own action is
  // prevented (its keydown is marked so).
  if (want(10)) {
    const context = await launch('en-GB', freshDir());
    const page = context.pages()[0] || await context.newPage();
    await page.goto(url);
    check(await started(page, context) === null, 'the app starts');
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      window.sreKept = [];
      // After the app's own listener (on the window, capturing): what it did.
      window.addEventListener('keydown', (e) => window.sreKept.push(`${e.ctrlKey ? 'Ctrl+' : ''}${e.key}:${e.defaultPrevented}`), true);
    });
    await page.mouse.click(683, 600);
    await page.keyboard.press('Control+l');
    await page.waitForTimeout(800);
    const french = ocr(await shot(page, 'ctrl-l'));
    check(french.includes('Apprenez'), 'Ctrl+L changes the language (OCR finds "Apprenez")');
    await page.keyboard.press('F1');
    await page.waitForTimeout(800);
    const help = ocr(await shot(page, 'f1'));
    check(help.includes('Raccourcis') || help.includes('clavier'), 'F1 opens the help (in French now)');
    const kept = await page.evaluate(() => window.sreKept);
    check(kept.includes('Ctrl+l:true') && kept.includes('F1:true'),
      `the browser's own action is prevented for both (${kept.join(', ')})`);
    await context.close();
  }

  // 11. A phone's screen (390 × 844 at a device pixel ratio of 3): drawn
  // at the screen's own pixels (crisp), the lesson below the numbers, and
  // the controls one tap away. Headless Chromium needs both its flag and
  // Playwright's emulation for a ratio the page and its ResizeObserver
  // agree on (with either alone, eframe draws at a third or thrice the size).
  if (want(11)) {
    const context = await chromium.launchPersistentContext(freshDir(), {
      executablePath: chromiumPath, headless: true, args: [...args, '--force-device-scale-factor=3'], locale: 'en-GB',
      viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true,
    });
    await context.addInitScript(srePixelsScript);
    const page = context.pages()[0] || await context.newPage();
    await page.goto(`${url}?lesson=utilization`);
    check(await started(page, context) === null, 'the app starts on a phone');
    await page.waitForTimeout(1000);
    const file = await shot(page, 'phone-lesson');
    const words = ocr(file);
    const canvas = await page.evaluate(() => [document.querySelector('canvas').width, devicePixelRatio]);
    check(canvas[0] === 390 * 3 && canvas[1] === 3, `the canvas has the screen's own pixels (${canvas[0]} wide at ${canvas[1]}×)`);
    const numbers = findWord(file, 'Fleet');
    const guess = findWord(file, 'Guess');
    check(numbers !== null && guess !== null && numbers.y < guess.y,
      'on a phone the numbers show above the lesson (OCR finds "Fleet utilization" above "Guess and play")');
    check(findWord(file, 'Controls') !== null, 'on a phone the controls are one tap away ("Controls")');
    // The architecture path keeps its narrowest drawing and scrolls sideways:
    // the database, cut off at first, comes into view.
    await page.goto(`${url}?tab=arch`);
    check(await started(page, context) === null, 'the architecture tab starts on a phone');
    await page.waitForTimeout(1000);
    const cut = ocr(await shot(page, 'phone-arch'));
    await page.mouse.move(200, 400);
    for (let i = 0; i < 5; i += 1) {
      await page.mouse.wheel(100, 0);
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(1000);
    const scrolled = ocr(await shot(page, 'phone-arch-scrolled'));
    check(!cut.includes('05 Database') && scrolled.includes('05 Database'),
      'on a phone the path scrolls sideways to the database ("05 Database" comes into view)');
    await context.close();
  }

  // 12. Pictures and animations are downloads: the top bar's PNG, a
  // chart's PNG, and "Export animation…" of a replayed run as one GIF.
  if (want(12)) {
    const bin = process.env.SRE_SIM_BIN || join(root, 'target', 'debug', 'sre-sim');
    const link = spawnSync(bin, ['link', join(root, 'saves', 'bad-deploy-rollback-after-page.ron'),
      '--web-address', url], { encoding: 'utf8' }).stdout.trim();
    const context = await launch('en-GB', freshDir());
    const page = context.pages()[0] || await context.newPage();
    const downloads = [];
    page.on('download', async (d) => downloads.push([d.suggestedFilename(), statSync(await d.path()).size]));
    await page.goto(link);
    check(await started(page, context) === null, 'a run link starts the app');
    await page.waitForTimeout(1000);
    const replay = await shot(page, 'pictures');
    const top = findWord(replay, 'PNG');
    const chart = findWord(replay, 'PNG', 1);
    check(top !== null && chart !== null, 'the top bar and a chart have a PNG button');
    if (top !== null && chart !== null) {
      await page.mouse.click(top.x, top.y);
      await page.waitForTimeout(3000);
      await page.mouse.click(chart.x, chart.y);
      await page.waitForTimeout(3000);
    }
    check(await clickWord(page, 'animation', 'Export'), '"Export animation…" clicked');
    await page.waitForTimeout(1000);
    const form = await shot(page, 'animation-form');
    const every = findWord(form, 'every');
    const exportButton = findWord(form, 'Export');
    check(every !== null && exportButton !== null, 'the animation form shows "every" and "Export"');
    if (every !== null && exportButton !== null) {
      // Every 60 minutes: four frames.
      await page.mouse.dblclick(every.x + 45, every.y);
      await page.waitForTimeout(300);
      await page.keyboard.press('Control+a');
      await page.keyboard.type('60');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(500);
      await page.mouse.click(exportButton.x, exportButton.y);
      await page.waitForTimeout(15000);
    }
    const names = downloads.map(([name, size]) => `${name} (${size} bytes)`).join(', ');
    const got = (end) => downloads.some(([name, size]) => name.endsWith(end) && size > 1000);
    check(got('minute-0.png'), `the top bar's PNG downloads a picture of the window (${names})`);
    check(got('chart-errors.png'), "a chart's PNG downloads the chart");
    check(got('minutes-0-180.gif'), 'the animation downloads as one GIF');
    const said = ocr(await shot(page, 'animation-saved')).toLowerCase();
    check(said.includes('animation saved') && said.includes('(4 frames'), 'the status line says it was saved, with 4 frames');
    await context.close();
  }

  // 13. Nothing blocks the page: the request-level check, "was it luck?" and
  // the fix search (on threads on the desktop) run in slices of the page's
  // frames. While each runs, no frame waits more than FRAME_SLACK ms longer
  // than the page's own longest frame while it draws without them (measured
  // just before, on the same page, the pointer moving); its progress shows,
  // then its result. The figures are printed.
  if (want(13)) {
    const bin = process.env.SRE_SIM_BIN || join(root, 'target', 'debug', 'sre-sim');
    const link = (file) => spawnSync(bin, ['link', file, '--web-address', url], { encoding: 'utf8' }).stdout.trim();
    const runLink = link(join(root, 'saves', 'bad-deploy-rollback-after-page.ron'));
    // The longest fix search there is: a database 100 times slower all run
    // long, every tier and remedy on, and no single change that passes.
    const hopeless = join(freshDir(), 'hopeless.ron');
    const sets = ['db.slow_factor=100', 'db.slow_from_s=0', 'db.slow_to_s=10', 'cache.on=on', 'queue.on=on',
      'budget.on=on', 'backoff.on=on', 'breaker.on=on', 'deadline.on=on', 'throttle.on=on'];
    spawnSync(bin, ['arch', ...sets.flatMap((a) => ['--set', a]), '--save', hopeless]);
    const archLink = link(hopeless);
    check(runLink.includes('#run=') && archLink.includes('#arch='), 'sre-sim link made the run and the path links');
    // The replay at its last minute, on the On call tab.
    const atTheEnd = async (page) => {
      await page.mouse.click(683, 300);
      await page.keyboard.press('End');
      await page.waitForTimeout(1000);
    };
    const jobs = [
      {
        name: 'check', address: runLink, watch: 3000, button: 'Check', progress: 'Simulating',
        prepare: atTheEnd,
        result: (words) => words.includes('simulation seed'),
        clip: () => ({ x: 0, y: 20, width: 700, height: 500 }),
      },
      {
        name: 'luck', address: runLink, watch: 3000, button: 'Replay', progress: 'of 200 seeds',
        prepare: async (page) => {
          await atTheEnd(page);
          const tab = await findOnPage(page, 'Debrief', 'slices-tabs');
          await page.mouse.click(tab.x, tab.y);
          await page.waitForTimeout(1000);
          // "Debrief this run", the first button under the tabs.
          const make = await findOnPage(page, 'Debrief', 'slices-debrief', { x: 0, y: 28, width: 700, height: 30 });
          await page.mouse.click(make.x, make.y);
          await page.waitForTimeout(3000);
        },
        // Its button is back once the ensemble is done.
        result: (words) => words.includes('Replay on 200'),
        clip: (at) => ({ x: 0, y: at.y - 25, width: 700, height: 50 }),
      },
      {
        name: 'fix', address: archLink, watch: 1500, button: 'Find', progress: 'changes tried',
        prepare: async () => {},
        result: (words) => words.includes('No single change'),
        clip: (at) => ({ x: 0, y: at.y - 15, width: 1366, height: 55 }),
      },
    ];
    const context = await launch('en-GB', freshDir());
    for (const job of jobs) {
      const page = await context.newPage();
      await page.goto(job.address);
      check(await started(page, context) === null, `${job.name}: the app starts`);
      await page.waitForTimeout(1000);
      await job.prepare(page);
      const at = await findOnPage(page, job.button, `slices-${job.name}-before`);
      check(at !== null, `${job.name}: its button "${job.button}" is on the page`);
      if (at === null) continue;
      // As on a phone: the page's thread four times slower (Chromium's own
      // CPU throttling), for the page drawing alone and with the work.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const drawing = await drawingFrames(page, 3000);
      await recordFrames(page);
      const clicked = Date.now();
      await page.mouse.click(at.x, at.y);
      await page.waitForTimeout(job.watch);
      const during = await framesRecorded(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const clip = job.clip(at);
      const shownFile = join(shots, `sre-sim-web-slices-${job.name}-running.png`);
      writeFileSync(shownFile, await page.screenshot({ clip }));
      const shown = ocr(shownFile);
      const waited = await readUntil(page, clip, `slices-${job.name}-done`, job.result, 120000);
      const took = waited === null ? null : Date.now() - clicked;
      console.log(`     ${job.name}: frames drawing alone longest ${drawing.longest} ms (median ${drawing.median}, longest task ${drawing.task}); `
        + `while it runs longest ${during.longest} ms (median ${during.median}, longest task ${during.task}); `
        + `done ${took === null ? 'never' : `after ${(took / 1000).toFixed(1)} s`}`);
      check(during.longest <= drawing.longest + FRAME_SLACK,
        `${job.name}: no frame waits more than ${FRAME_SLACK} ms longer than the page drawing alone (${during.longest} ms vs ${drawing.longest} ms)`);
      const taskBar = Math.max(drawing.task, 50) + TASK_SLACK;
      check(during.task <= taskBar,
        `${job.name}: no task holds the page's thread longer than ${taskBar} ms (${during.task} ms)`);
      check(shown.includes(job.progress) || job.result(shown),
        `${job.name}: ${job.watch / 1000} s in, its progress ("${job.progress}") or its result shows`);
      check(took !== null, `${job.name}: its result shows`);
      await page.close();
    }
    await context.close();
  }

  console.log(`browser test: ${failures === 0 ? 'passed' : `${failures} failed`} in ${((Date.now() - t0) / 1000).toFixed(1)} s; screenshots in ${shots}`);
} catch (error) {
  console.error(error);
  failures += 1;
} finally {
  try { process.kill(-server.pid); } catch (_) { /* already gone */ }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
process.exit(failures === 0 ? 0 : 1);
