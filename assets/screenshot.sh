#!/usr/bin/env bash
# Regenerates the README's screenshot (assets/screenshot.png) with the app's
# own `--screenshot`, so that the picture shows the window as it is: the
# bad-deploy example run at 09:36, the page firing and the rollback under
# way, at 1280x800, in English. Needs Xvfb (xvfb-run) and a release build.
#
# Usage: assets/screenshot.sh [MINUTE]   (default 36)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
minute=${1:-36}
cargo build --release --quiet
# A home of its own: no saved settings change the picture.
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data \
    xvfb-run -a -s "-screen 0 1280x800x24" ./target/release/sre-sim \
    --open saves/bad-deploy-rollback-after-page.ron --minute "$minute" \
    --lang en --size 1280x800 --screenshot assets/screenshot.png
echo "assets/screenshot.png: minute $minute of bad-deploy-rollback-after-page, $(date -u +%Y-%m-%d)"
