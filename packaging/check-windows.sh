#!/usr/bin/env bash
# Checks the Windows zip under Wine, as far as this Linux machine can:
# the zip's contents, then its exe's command line run under Wine and
# compared byte for byte (stdout, stderr, exit code) with the native
# binary's for the same commands (the models are deterministic, so a run
# printed on Windows must be the run printed on Linux), then under Xvfb a
# picture of the window (`--screenshot`) and the window opened as a
# double-click opens it (the exe starts itself again detached from the
# console and exits; see src/cli/windows.rs).
# Usage: check-windows.sh ZIP [NATIVE]. NATIVE is the Linux sre-sim to
# compare with (default: the `dist` build, else the debug build, in the
# target folder). Needs Debian's wine64 (Wine 8), gcc-mingw-w64-x86-64,
# Xvfb, xdotool and ImageMagick (what .ci/run installs).
set -euo pipefail
zip=$(realpath "$1")
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(dirname "$here")
target=$(cd "$repo" && cargo metadata --format-version 1 --no-deps |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
native=${2:-}
if [ -z "$native" ]; then
    for candidate in "$target/dist/sre-sim" "$target/debug/sre-sim"; do
        if [ -x "$candidate" ]; then native=$candidate; break; fi
    done
fi
[ -n "$native" ] && [ -x "$native" ] ||
    { echo "no native sre-sim to compare with: build one (cargo build) or name it"; exit 1; }
native=$(realpath "$native")

# Debian installs wine64 outside the PATH.
wine=$(command -v wine64 || command -v wine || echo /usr/lib/wine/wine64)
[ -x "$wine" ] || { echo "no Wine: apt-get install wine64"; exit 1; }
wineserver=$(command -v wineserver || echo /usr/lib/wine/wineserver)

work=$(mktemp -d)
xvfb=
cleanup() {
    # Every Wine process of this prefix, then the X server, then the files.
    WINEPREFIX=$work/prefix timeout 30 "$wineserver" -k 2>/dev/null || true
    if [ -n "$xvfb" ]; then kill "$xvfb" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

step() { echo "== $*"; }
t0=$SECONDS
lap() { echo "   ($((SECONDS - t0)) s)"; t0=$SECONDS; }

step "the zip's contents"
mkdir "$work/app"
python3 - "$zip" "$work/app" <<'EOF'
import sys, zipfile
wanted = ["sre-sim.exe", "README.txt", "COPYRIGHT.txt", "LICENSE-MIT.txt", "LICENSE-APACHE.txt"]
with zipfile.ZipFile(sys.argv[1]) as archive:
    names = archive.namelist()
    if names != wanted:
        sys.exit(f"the zip holds {names}, not {wanted}")
    archive.extractall(sys.argv[2])
    for info in archive.infolist():
        print(f"   {info.filename}: {info.file_size} bytes ({info.compress_size} compressed)")
EOF
# A 64-bit console program (see src/cli/windows.rs) with its icon and
# version built in.
x86_64-w64-mingw32-objdump -p "$work/app/sre-sim.exe" >"$work/pe.txt" ||
    { echo "sre-sim.exe is not a Windows program"; exit 1; }
grep -q "^Magic.*PE32+" "$work/pe.txt" || { echo "sre-sim.exe is not 64-bit"; exit 1; }
grep -q "^Subsystem.*Windows CUI" "$work/pe.txt" || { echo "sre-sim.exe is not a console program"; exit 1; }
x86_64-w64-mingw32-objdump -h "$work/app/sre-sim.exe" | grep -q " \.rsrc " ||
    { echo "sre-sim.exe has no resources (icon, version)"; exit 1; }
grep -q "@VERSION@" "$work/app/README.txt" && { echo "README.txt still has @VERSION@"; exit 1; }
grep -q "$("$native" --version | cut -d' ' -f2)" "$work/app/README.txt" ||
    { echo "README.txt does not name the version $("$native" --version)"; exit 1; }

# TEST ONLY: Wine 8 has no bcryptprimitives.dll, whose ProcessPrng Rust's
# standard library calls at start (the exe would exit 53, silently). A
# stand-in is built beside the unpacked exe, here and never in the zip
# (see windows/test-only-bcryptprimitives.c).
step "the test-only bcryptprimitives.dll stand-in, for Wine 8"
x86_64-w64-mingw32-gcc -shared -O2 -o "$work/app/bcryptprimitives.dll" \
    "$here/windows/test-only-bcryptprimitives.c" -ladvapi32

# A prefix of its own, no Gecko or Mono to offer (their installers would
# wait for a click), no debug chatter, no display yet.
export WINEPREFIX=$work/prefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree=;mshtml="
unset DISPLAY WAYLAND_DISPLAY
step "wineboot (a new prefix), $("$wine" --version)"
timeout 300 "$wine" wineboot --init >/dev/null 2>&1 || { echo "wineboot failed or took over 300 s"; exit 1; }
timeout 120 "$wineserver" -w || true
lap

# The same folder, language and an empty home for both: nothing of the
# person's own files is read.
cp "$repo/saves/bad-deploy-rollback-after-page.ron" "$work/app/run.ron"
mkdir -p "$work/home"
export LC_ALL=C.UTF-8 LANG=C.UTF-8
failed=0
# Runs one command line on both and compares what they print.
same() {
    local name=$1
    shift
    (cd "$work/app" && HOME=$work/home XDG_DATA_HOME=$work/home/data \
        timeout 120 "$native" "$@" >"$work/native.out" 2>"$work/native.err") && code=0 || code=$?
    echo "$code" >"$work/native.code"
    (cd "$work/app" && timeout 300 "$wine" sre-sim.exe "$@" \
        >"$work/wine.out" 2>"$work/wine.err") && code=0 || code=$?
    echo "$code" >"$work/wine.code"
    # The one difference allowed: clap names the program as it was
    # started, so Windows's usage line says sre-sim.exe.
    sed -i 's/^Usage: sre-sim\.exe /Usage: sre-sim /' "$work/wine.out" "$work/wine.err"
    if cmp -s "$work/native.out" "$work/wine.out" && cmp -s "$work/native.err" "$work/wine.err" &&
        cmp -s "$work/native.code" "$work/wine.code"; then
        echo "   same: $name (exit $(cat "$work/wine.code"), $(wc -c <"$work/wine.out") bytes out, $(wc -c <"$work/wine.err") bytes err)"
    else
        echo "   DIFFERENT: $name (exit $(cat "$work/native.code") native, $(cat "$work/wine.code") under Wine)"
        diff "$work/native.out" "$work/wine.out" | head -10 || true
        diff "$work/native.err" "$work/wine.err" | head -10 || true
        failed=1
    fi
}

step "the command line under Wine, byte for byte against $native"
same "--version" --version
same "--help" --help
same "oncall --help" oncall --help
same "a run: oncall bad-deploy, rolled back" oncall --scenario bad-deploy --do 25:rollback
same "the same run in JSON (every float's shortest exact digits)" oncall --scenario bad-deploy --do 25:rollback --format json
same "surge, noise, seed 7, CSV" oncall --scenario surge --seed 7 --format csv
same "a saved run replayed" replay run.ron --format csv
same "a minute checked (request-level simulation)" check --scenario bad-deploy --minute 30
same "the architecture path, its fix" arch --fix --format json
same "the example scenarios listed" scenario list
same "the lessons listed, in Galician" --lang gl lesson list
same "a bad value: oncall --seed abc" oncall --seed abc
same "a bad value in French" --lang fr oncall --seed abc
same "a missing file in French" --lang fr replay nothere.ron
grep -q "ce fichier ou ce dossier n’existe pas" "$work/wine.err" ||
    { echo "   the French file error is not the expected one: $(cat "$work/wine.err")"; failed=1; }
same "an unknown option" oncall --frobnicate
lap
[ "$failed" = 0 ] || { echo "the Windows command line differs from the native one"; exit 1; }

# Wine's OpenGL on the X server's (Mesa's llvmpipe, in software).
step "Xvfb"
timeout 60 "$wineserver" -k 2>/dev/null || true
Xvfb -displayfd 3 -screen 0 1280x800x24 3>"$work/display" >/dev/null 2>&1 &
xvfb=$!
for _ in $(seq 1 120); do [ -s "$work/display" ] && break; sleep 0.25; done
[ -s "$work/display" ] || { echo "Xvfb did not start"; exit 1; }
export DISPLAY=:$(tr -d '[:space:]' <"$work/display")

step "sre-sim.exe --screenshot under Wine and Xvfb"
# The app itself refuses a blank (single-colour) picture and exits 2.
(cd "$work/app" && timeout 300 "$wine" sre-sim.exe --lang en --screenshot window.png) ||
    { echo "--screenshot under Wine failed (exit $?)"; exit 1; }
test -s "$work/app/window.png"
colours=$(identify -format "%k" "$work/app/window.png")
echo "   window.png: $(identify -format "%wx%h" "$work/app/window.png"), $colours colours, $(wc -c <"$work/app/window.png") bytes"
[ "$colours" -gt 16 ] || { echo "the picture has only $colours colours"; exit 1; }
if [ -n "${WINDOWS_SCREENSHOT:-}" ]; then cp "$work/app/window.png" "$WINDOWS_SCREENSHOT"; fi
lap

step "sre-sim.exe as a double-click starts it: the window, the console let go"
# The first top-level window named sre-sim that is at least W pixels wide
# (or, with a second argument, narrower than W), within 60 s.
window_of_width() {
    local found geometry width
    for _ in $(seq 1 240); do
        for found in $(xdotool search --name '^sre-sim$' 2>/dev/null); do
            geometry=$(xdotool getwindowgeometry "$found" 2>/dev/null | sed -n 's/ *Geometry: //p')
            width=${geometry%x*}
            [ -n "$width" ] || continue
            if { [ -z "${2:-}" ] && [ "$width" -ge "$1" ]; } ||
                { [ -n "${2:-}" ] && [ "$width" -lt "$1" ]; }; then
                echo "$found $geometry"
                return 0
            fi
        done
        sleep 0.25
    done
    return 1
}
start=$SECONDS
(cd "$work/app" && timeout 120 "$wine" sre-sim.exe --lang en >/dev/null 2>&1) ||
    { echo "sre-sim.exe without arguments exited $?"; exit 1; }
echo "   the console's process exited 0 after $((SECONDS - start)) s"
# The window's minimum width is 640; it opens at 1280x800.
found=$(window_of_width 1280) || { echo "no window titled sre-sim, 1280 px wide, appeared"; exit 1; }
echo "   the detached copy's window is open: ${found#* }"
sleep 3
import -window root "$work/desktop.png"
colours=$(identify -format "%k" "$work/desktop.png")
[ "$colours" -gt 16 ] || { echo "the window has only $colours colours"; exit 1; }
if [ -n "${WINDOWS_DESKTOP:-}" ]; then cp "$work/desktop.png" "$WINDOWS_DESKTOP"; fi
# Closed as the close button closes it: the settings are written where
# README.txt says (%APPDATA%\sre-sim\data), the saves' folder made
# (%APPDATA%\sre-sim\sre-sim\data).
/usr/bin/python3 "$repo/tests/real_window/xwin_close.py" sre-sim >/dev/null
timeout 60 "$wineserver" -w || { echo "the window did not close within 60 s"; exit 1; }
appdata=$(echo "$WINEPREFIX"/drive_c/users/*/AppData/Roaming)
[ -s "$appdata/sre-sim/data/app.ron" ] || { echo "no settings in %APPDATA%\\sre-sim\\data"; exit 1; }
[ -d "$appdata/sre-sim/sre-sim/data" ] || { echo "no data folder %APPDATA%\\sre-sim\\sre-sim\\data"; exit 1; }
echo "   closed; settings in %APPDATA%\\sre-sim\\data: $(cd "$appdata/sre-sim/data" && echo *)"
lap

# The detached copy has no console: when its window cannot open (here an
# OpenGL too old for it, Mesa told to offer 1.4), it says so in a message
# box, not in silence.
step "a window that cannot open, double-clicked: a message box"
(cd "$work/app" && MESA_GL_VERSION_OVERRIDE=1.4 timeout 120 "$wine" sre-sim.exe --lang fr >/dev/null 2>&1) ||
    { echo "sre-sim.exe without arguments exited $?"; exit 1; }
found=$(window_of_width 640 narrower) || { echo "no message box titled sre-sim appeared"; exit 1; }
echo "   a message box titled sre-sim: ${found#* }"
timeout 60 "$wineserver" -k || true
lap
echo "the Windows zip works under Wine"
