#!/usr/bin/env bash
# Builds the Debian package: the `dist` profile's binary, the manual pages
# and the shell completions written by that binary from its own
# command-line definitions, then `cargo deb` around them. Prints the path
# of the .deb on its last line.
# Needs cargo-deb (`cargo install cargo-deb --locked`) and dpkg-dev.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

target=$(cargo metadata --format-version 1 --no-deps |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
out=$target/dist

cargo build --profile dist --locked
rm -rf "$out/man" "$out/completions"
"$out/sre-sim" manual "$out/man" >/dev/null
# Debian compresses manual pages; cargo-deb leaves files under target/ as they are.
gzip -9n "$out/man"/*.1
mkdir -p "$out/completions"
"$out/sre-sim" completions bash >"$out/completions/sre-sim"
"$out/sre-sim" completions zsh >"$out/completions/_sre-sim"
"$out/sre-sim" completions fish >"$out/completions/sre-sim.fish"

cargo deb --no-build --locked
