#!/usr/bin/env bash
# Side-by-side speed of the request-level simulation: ours (criterion bench
# benches/request_sim.rs, release) against the same queue in SimPy and in
# ciw under CPython, run in one go on the same machine: SimPy, then
# criterion, then ciw. Prints each one's simulated requests per second and
# the ratio ours ÷ peer.
#
# The queue is the bench's: M/M/N FCFS with deterministic patience, N = 160
# workers, λ = 0.9·160/0.07 s⁻¹ (ρ = 0.9), exponential service of mean
# S = 0.07 s, a request that would wait more than τ = 2 s leaves. Every
# simulated request counts, the first ones included, as our bench counts
# its warm-up. benches/request_sim_peers.py holds the two Python models and
# prints, beside each run, its abandonment share, share that waited and
# mean wait next to M/M/N's exact values, to show they model the same.
#
# Usage: benches/request_sim_peers.sh [SIMPY_REQUESTS [CIW_REQUESTS [REPS]]]
#   defaults 400000 150000 3: about 5 to 20 s a run; the median of REPS
#   runs is reported.
# VENV=dir     the virtual environment (default target/peers-venv), made
#              with `python3 -m venv` from the python3 on PATH (CPython
#              3.11) and given the pinned simpy and ciw; reused when it
#              already has them.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
simpy_requests=${1:-400000}
ciw_requests=${2:-150000}
reps=${3:-3}
venv=${VENV:-target/peers-venv}
# Pinned: current releases that install on CPython 3.11.
pins=(simpy==4.1.2 ciw==3.2.7)
# The criterion id of the bench in benches/request_sim.rs.
bench_id=request_sim/n160_rho0.9_1m_requests

if ! command -v python3 >/dev/null; then
    echo "request_sim_peers.sh: python3 is not on PATH; the peers run under CPython 3.11" >&2
    exit 1
fi
py=$venv/bin/python
if [[ ! -x $py ]]; then
    echo "== making the virtual environment $venv"
    python3 -m venv "$venv"
fi
# `pip install` only when a pinned version is missing.
if ! "$py" - "${pins[@]}" <<'PY'; then
import sys
from importlib import metadata
for pin in sys.argv[1:]:
    name, version = pin.split("==")
    try:
        if metadata.version(name) != version:
            sys.exit(1)
    except metadata.PackageNotFoundError:
        sys.exit(1)
PY
    echo "== installing ${pins[*]} into $venv"
    "$py" -m pip install --quiet --disable-pip-version-check "${pins[@]}"
fi

results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
started=$(date +%s)

# Compile first, so that a crate that does not build fails before the
# Python runs rather than after.
cargo bench --bench request_sim --no-run
echo "== SimPy"
"$py" benches/request_sim_peers.py simpy --requests "$simpy_requests" --reps "$reps" --out "$results/simpy.json"
echo "== criterion"
cargo bench --bench request_sim -- "^${bench_id}\$"
echo "== ciw"
"$py" benches/request_sim_peers.py ciw --requests "$ciw_requests" --reps "$reps" --out "$results/ciw.json"

target=$(cargo metadata --format-version 1 --no-deps |
    "$py" -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
echo "== side by side"
"$py" benches/request_sim_peers.py table --criterion "$target/criterion/$bench_id" --since "$started" \
    "$results/simpy.json" "$results/ciw.json"
