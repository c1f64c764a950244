#!/usr/bin/env bash
# Fuzzes every file reader (fuzz/README.md): builds the targets once, runs
# each for a fixed time from a fixed seed, starting from the committed
# corpus and regressions, and fails if any target crashes, hangs or runs out
# of memory. Writes only under fuzz/ (its target dir, the inputs it finds,
# the crashing input). Runs from a clean clone, as root, with CI=true.
set -euo pipefail
cd "$(dirname "$0")/.."

export CARGO_TERM_COLOR=never
# cargo-fuzz passes rustc flags that are unstable (sanitizer coverage, -Z);
# this stable toolchain accepts them with RUSTC_BOOTSTRAP.
export RUSTC_BOOTSTRAP=1

CARGO_FUZZ_VERSION=0.13.2
SEED=20261201
# Seconds per target: six targets fit the script in about 12 minutes on two
# cores, the cold build included.
SECONDS_EACH=${FUZZ_SECONDS:-30}
# No sanitizer: the readers are safe Rust (unsafe_code = "forbid"), and an
# AddressSanitizer build takes twice as long; panics, hangs and memory
# blow-ups are what is looked for. `cargo fuzz build` (ASan) works too.
SANITIZER=none

t0=$SECONDS
start=$SECONDS
lap() { echo "== $1: $((SECONDS - t0)) s"; t0=$SECONDS; }

# libFuzzer itself is C++, built by libfuzzer-sys.
if ! command -v c++ >/dev/null; then
    apt-get install -y -qq --no-install-recommends g++ >/dev/null
fi
command -v cargo-fuzz >/dev/null ||
    cargo install cargo-fuzz --locked --version "$CARGO_FUZZ_VERSION"
lap "cargo install cargo-fuzz"

# Not --locked: a dependency the app gains is added to fuzz/Cargo.lock,
# every version it already names is kept.
cargo fuzz build -s "$SANITIZER"
lap "fuzz build"

failed=()
for target in $(cargo fuzz list); do
    # New inputs go to a scratch corpus; the committed one is only read.
    found="fuzz/target/ci-corpus/$target"
    log="fuzz/target/ci-logs/$target.log"
    rm -rf "$found"
    mkdir -p "$found" "$(dirname "$log")"
    inputs=("fuzz/corpus/$target")
    [ -d "fuzz/regressions/$target" ] && inputs+=("fuzz/regressions/$target")
    if cargo fuzz run -s "$SANITIZER" "$target" "$found" "${inputs[@]}" -- \
        -seed="$SEED" -max_total_time="$SECONDS_EACH" \
        -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
        -dict="fuzz/dict/$target.dict" -print_final_stats=1 >"$log" 2>&1; then
        grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1 || true
    else
        tail -n 60 "$log"
        echo "fuzz $target FAILED: the input is in fuzz/artifacts/$target/;" \
            "reproduce with: cargo fuzz run -s $SANITIZER $target fuzz/artifacts/$target/<file>"
        failed+=("$target")
    fi
    lap "fuzz $target"
done

echo "== fuzz.sh in all: $((SECONDS - start)) s"
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz targets that failed: ${failed[*]}"
    exit 1
fi
