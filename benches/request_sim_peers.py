"""The Python peers of the request-level simulation, and the side-by-side table.

Run by benches/request_sim_peers.sh inside its virtual environment; see
there. Three commands:

    request_sim_peers.py simpy --requests N --reps R --out FILE
    request_sim_peers.py ciw   --requests N --reps R --out FILE
    request_sim_peers.py table --criterion DIR --since EPOCH FILE...

`simpy` and `ciw` simulate the queue of `benches/request_sim.rs` (keep the
constants below equal to its spec): M/M/N FCFS with deterministic patience,
Poisson arrivals at λ, N identical workers, exponential service of mean S,
a request that would wait longer than τ leaves at τ without being served.
Each run is timed from building the model to the last request's end, so
the rate counts every request simulated, the first ones included, as ours
does with its warm-up. The median rate of the runs is written to FILE as
JSON. Beside it each run prints the share that abandoned, the share that
waited at all and the mean wait (over the requests after the first tenth,
the queue having filled from empty), next to M/M/N's exact values (Erlang
C; at these numbers a wait beyond τ is too rare ever to be seen).

`table` reads criterion's estimate for our bench (median ns per iteration,
and the requests per iteration from the throughput the bench sets) and the
peers' FILEs, and prints requests per second and ours ÷ each peer.
"""

import argparse
import json
import math
import os
import platform
import random
import statistics
import sys
import time
from importlib import metadata

# The spec of benches/request_sim.rs: N, λ (ρ·N/S), S, τ.
WORKERS = 160
SERVICE_SECS = 0.07
ARRIVALS_PER_SEC = 0.9 * WORKERS / SERVICE_SECS
PATIENCE_SECS = 2.0


def erlang_c(offered, servers):
    """Probability that an M/M/N arrival waits (offered load a = λS < N),
    through Erlang B's stable recursion."""
    b = 1.0
    for k in range(1, servers + 1):
        b = offered * b / (k + offered * b)
    return servers * b / (servers - offered * (1.0 - b))


def exact_figures():
    """M/M/N's exact P(wait), mean wait and P(wait > τ); with patience τ
    the last is about the abandonment share when it is small."""
    offered = ARRIVALS_PER_SEC * SERVICE_SECS
    c = erlang_c(offered, WORKERS)
    drain = WORKERS / SERVICE_SECS - ARRIVALS_PER_SEC
    return {
        "wait_probability": c,
        "mean_wait_secs": c / drain,
        "abandon_share": c * math.exp(-drain * PATIENCE_SECS),
    }


def run_simpy(requests, seed):
    """One SimPy run: a Resource of N workers; each request waits for a
    worker or for its patience, whichever comes first. Returns (simulated
    requests, wall seconds, waits, abandoned flags), in arrival order."""
    import simpy

    rng = random.Random(seed)
    waits = [0.0] * requests
    left = [False] * requests

    def request(env, workers, i):
        arrived = env.now
        with workers.request() as req:
            got = yield req | env.timeout(PATIENCE_SECS)
            if req in got:
                waits[i] = env.now - arrived
                yield env.timeout(rng.expovariate(1.0 / SERVICE_SECS))
            else:
                # Leaving the `with` withdraws the request from the queue.
                waits[i] = PATIENCE_SECS
                left[i] = True

    def arrivals(env, workers):
        for i in range(requests):
            yield env.timeout(rng.expovariate(ARRIVALS_PER_SEC))
            env.process(request(env, workers, i))

    start = time.perf_counter()
    env = simpy.Environment()
    workers = simpy.Resource(env, capacity=WORKERS)
    env.process(arrivals(env, workers))
    env.run()  # until every request has been served or has left
    wall = time.perf_counter() - start
    return requests, wall, waits, left


def run_ciw(requests, seed):
    """One ciw run: one node of N servers (FCFS, ciw's default), each
    customer reneging after a deterministic τ in the queue (ciw reneges
    only those not yet in service). Runs until `requests` customers have
    left the system, served or reneged. Returns as run_simpy."""
    import ciw

    start = time.perf_counter()
    ciw.seed(seed)
    network = ciw.create_network(
        arrival_distributions=[ciw.dists.Exponential(rate=ARRIVALS_PER_SEC)],
        service_distributions=[ciw.dists.Exponential(rate=1.0 / SERVICE_SECS)],
        number_of_servers=[WORKERS],
        reneging_time_distributions=[ciw.dists.Deterministic(value=PATIENCE_SECS)],
    )
    sim = ciw.Simulation(network)
    sim.simulate_until_max_customers(requests, method="Finish")
    wall = time.perf_counter() - start
    records = sorted(
        sim.get_all_records(only=["service", "renege"]), key=lambda r: r.arrival_date
    )
    waits = [r.waiting_time for r in records]
    left = [r.record_type == "renege" for r in records]
    return len(records), wall, waits, left


PEERS = {"simpy": run_simpy, "ciw": run_ciw}


def peer(args):
    exact = exact_figures()
    version = metadata.version(args.peer)
    print(
        f"{args.peer} {version} on {platform.python_implementation()} {platform.python_version()}: "
        f"{args.requests} requests × {args.reps} runs; N = {WORKERS}, λ = {ARRIVALS_PER_SEC:.1f}/s, "
        f"S = {SERVICE_SECS} s, τ = {PATIENCE_SECS} s"
    )
    print(
        f"  exact M/M/N: P(wait) = {exact['wait_probability']:.4f} (Erlang C), "
        f"mean wait = {exact['mean_wait_secs'] * 1e3:.3f} ms, P(wait > τ) = {exact['abandon_share']:.1e}"
    )
    rates = []
    for rep in range(args.reps):
        simulated, wall, waits, left = PEERS[args.peer](args.requests, args.seed + rep)
        rate = simulated / wall
        rates.append(rate)
        # The statistics skip the first tenth (the queue filling from empty).
        skip = len(waits) // 10
        waits, left = waits[skip:], left[skip:]
        n = len(waits)
        print(
            f"  run {rep + 1}: {simulated} requests in {wall:.2f} s = {rate:,.0f} requests/s; "
            f"abandoned {sum(left) / n:.5f}, waited {sum(w > 0.0 for w in waits) / n:.4f}, "
            f"mean wait {statistics.fmean(waits) * 1e3:.3f} ms",
            flush=True,
        )
    median = statistics.median(rates)
    print(f"  median: {median:,.0f} requests/s")
    with open(args.out, "w", encoding="utf-8") as out:
        json.dump(
            {
                "name": f"{args.peer} {version}",
                "requests_per_sec": median,
                "runs": rates,
                "requests": args.requests,
            },
            out,
        )


def table(args):
    with open(os.path.join(args.criterion, "new", "estimates.json"), encoding="utf-8") as f:
        median = json.load(f)["median"]
    bench_file = os.path.join(args.criterion, "new", "benchmark.json")
    if os.path.getmtime(bench_file) < args.since:
        sys.exit(f"request_sim_peers: {bench_file} is older than this run: criterion did not run the bench")
    with open(bench_file, encoding="utf-8") as f:
        per_iter = json.load(f)["throughput"]["Elements"]
    ours = per_iter / (median["point_estimate"] * 1e-9)
    # A longer iteration is a lower rate: the interval's ends swap.
    low = per_iter / (median["confidence_interval"]["upper_bound"] * 1e-9)
    high = per_iter / (median["confidence_interval"]["lower_bound"] * 1e-9)
    rows = [("ours (Rust, criterion median)", ours)]
    for path in args.peers:
        with open(path, encoding="utf-8") as f:
            result = json.load(f)
        rows.append((f"{result['name']} (median of {len(result['runs'])})", result["requests_per_sec"]))
    width = max(len(name) for name, _ in rows)
    print(f"{'name':<{width}}  {'requests/s':>14}  {'ours ÷ peer':>11}")
    for name, rate in rows:
        print(f"{name:<{width}}  {rate:>14,.0f}  {ours / rate:>11,.1f}")
    print(
        f"ours: {per_iter} requests per iteration (warm-up included), median "
        f"{median['point_estimate'] / 1e6:.2f} ms, 95 % CI {low:,.0f} … {high:,.0f} requests/s"
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    for name in PEERS:
        p = commands.add_parser(name, help=f"time the {name} peer")
        p.add_argument("--requests", type=int, required=True, help="requests per run")
        p.add_argument("--reps", type=int, default=3, help="runs (the median is reported)")
        p.add_argument("--seed", type=int, default=1, help="seed of the first run (then +1 each)")
        p.add_argument("--out", required=True, help="JSON file for the result")
        p.set_defaults(func=peer, peer=name)
    t = commands.add_parser("table", help="print the side-by-side table")
    t.add_argument("--criterion", required=True, help="criterion's folder of our bench")
    t.add_argument("--since", type=float, default=0.0, help="epoch seconds the bench must be newer than")
    t.add_argument("peers", nargs="*", help="the peers' JSON files")
    t.set_defaults(func=table)
    args = parser.parse_args()
    args.func(args)


if __name__ == "__main__":
    main()
