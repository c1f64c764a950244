#!/usr/bin/env bash
# Side-by-side speed of the on-call minute: the Rust model (criterion,
# release) and the JavaScript peer (node), run back to back on the same
# machine so they see the same load. Prints both and the ratio
# JS ns per minute ÷ Rust ns per minute.
#
# Usage: benches/peer.sh [MINUTES [REPS]]   (defaults: 1440 300, as in
# ../shared/peers/README.md). PEER=path overrides the peer's location.
#
# The peer's minute is simpler than ours: no fleet booting (it rescales
# at once), no scenario events, warm-up, rollback, cache refill, burn-rate
# windows or cost. `peer_config_1440_steps` runs our model in the peer's
# configuration (free play from 08:00, heavy feature on, TTL 60 s, seed 42,
# noise on) and is the like-for-like figure.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
peer=${PEER:-../shared/peers/oncall_minute.js}
minutes=${1:-1440}
reps=${2:-300}

if [[ ! -f $peer ]]; then
    echo "peer.sh: the JavaScript peer is missing: expected $peer relative to the repository root (set PEER=path to use another copy)" >&2
    exit 1
fi
if ! command -v node >/dev/null; then
    echo "peer.sh: node is not installed; the peer runs under node" >&2
    exit 1
fi

cargo bench --bench oncall --no-run
echo "== node, before"
js_before=$(node "$peer" "$minutes" "$reps")
echo "$js_before"
echo "== criterion"
cargo bench --bench oncall -- 'oncall/(minute_step|minute_step_running|peer_config_1440_steps)$'
echo "== node, after"
js_after=$(node "$peer" "$minutes" "$reps")
echo "$js_after"

target=$(cargo metadata --format-version 1 --no-deps |
    node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).target_directory));')

echo "== side by side"
node - "$target/criterion/oncall" "$js_before" "$js_after" <<'JS'
'use strict';
const fs = require('fs');
const path = require('path');
const [dir, ...js] = process.argv.slice(2);
const median = (bench, per = 1) => {
  const file = path.join(dir, bench, 'new', 'estimates.json');
  const m = JSON.parse(fs.readFileSync(file, 'utf8')).median;
  return {
    ns: m.point_estimate / per,
    low: m.confidence_interval.lower_bound / per,
    high: m.confidence_interval.upper_bound / per,
  };
};
const fmt = (e) => `${e.ns.toFixed(1)} ns [${e.low.toFixed(1)} … ${e.high.toFixed(1)}]`;
const jsNs = js.map((line) => {
  const m = /js: ([\d.]+) ns per simulated minute/.exec(line);
  if (!m) throw new Error(`unexpected peer output: ${line}`);
  return Number(m[1]);
});
const jsMean = jsNs.reduce((a, b) => a + b, 0) / jsNs.length;
const rows = [
  ['minute_step (one step of a warmed-up sim)', median('minute_step')],
  ['minute_step_running (a sim running on)', median('minute_step_running')],
  ['peer_config_1440_steps ÷ 1440 (like for like)', median('peer_config_1440_steps', 1440)],
];
console.log(`js peer: ${jsNs.map((x) => x.toFixed(1)).join(' / ')} ns per minute (before / after), mean ${jsMean.toFixed(1)}`);
for (const [name, e] of rows) {
  console.log(`rust ${name}: ${fmt(e)} per minute (median [95 % CI]); JS ÷ Rust = ${(jsMean / e.ns).toFixed(2)}`);
}
JS
