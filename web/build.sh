#!/usr/bin/env bash
# Builds the web edition into a static folder, web/dist/ (index.html, the
# JS glue and the wasm), that any web server can host.
#
# Needs: the wasm32-unknown-unknown target (`rustup target add
# wasm32-unknown-unknown`) and wasm-bindgen-cli at the version Cargo.lock
# pins (`cargo install wasm-bindgen-cli --version 0.2.130`).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out="web/dist"

wanted="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)"
if ! command -v wasm-bindgen >/dev/null; then
    echo "web/build.sh: wasm-bindgen is not installed: cargo install wasm-bindgen-cli --version $wanted" >&2
    exit 1
fi
have="$(wasm-bindgen --version | awk '{ print $2 }')"
if [ "$have" != "$wanted" ]; then
    echo "web/build.sh: wasm-bindgen $have is installed, Cargo.lock wants $wanted: cargo install wasm-bindgen-cli --version $wanted" >&2
    exit 1
fi

cargo build --profile web -p sre-sim-web --target wasm32-unknown-unknown
rm -rf "$out"
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" \
    "${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/web/sre_sim_web.wasm"
cp web/index.html "$out/"
echo "web/build.sh: built $out:"
ls -l "$out"
