#!/usr/bin/env bash
# The real window, in a real process, under Xvfb, driven as a person does:
#  1. settings persist: change the scale and the language, close the window
#     as a window manager does (WM_DELETE_WINDOW), start again, find them;
#  2. crash recovery: play, pause, SIGKILL a second and a half later: the
#     autosave has every minute played; start again, find the restore
#     offer, take it, find the run back;
#  3. Ctrl+S with no file dialog on the machine leaves a file and a message;
#  4. a corrupt settings file starts the app with defaults and says so;
#  5.-8. pictures for slides: a minute of a run, the system's language, a
#     step of the architecture path, a minute of a scenario file;
#  9. a picture larger than the screen is refused, and said;
# 10. the settings a build before the app id wrote are read by this one,
#     whose window has the desktop entry's class (StartupWMClass);
# 11. a file given bare (the desktop entry's %f) is replayed;
# 12. a lesson's progress survives a restart;
# 13. a run presented: Page Down plays to its first chapter, B blanks, V
#     opens the audience window (a second top-level window), Page Down
#     there goes on;
#     --presenter makes a picture a presenter mode one;
# 14. an animated picture of a stretch of a run (--gif, --frames): the
#     frames asked, their size, each differing from the one before, and
#     the same bytes twice; the audience window closed alone; "Export
#     animation…" from the replay bar;
# 15. beyond the seed: a remedy on the path, in Galician: the metastable
#     example with its circuit breaker on, pictured at the step it is open;
# 16. nothing lost: two windows on one data folder each keep their own
#     autosave (the second is told), and after both crash each run is
#     offered back in turn; on a full disk the settings file stays whole,
#     and closing asks first when the run could not be autosaved.
# Usage: run.sh BINARY. Needs Xvfb, xdotool, python3-xlib (Debian's python3),
# imagemagick's import and tesseract. Exit 0 when every check passed.
set -u
BIN=$1
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/usr/bin/python3
# Tesseract on several threads spends most of its time in the scheduler here.
export OMP_THREAD_LIMIT=1
WORK=$(mktemp -d)
export HOME=$WORK/home XDG_DATA_HOME=$WORK/data XDG_CONFIG_HOME=$WORK/config
unset DBUS_SESSION_BUS_ADDRESS WAYLAND_DISPLAY
mkdir -p "$HOME" "$XDG_DATA_HOME"
DATA=$XDG_DATA_HOME/sre-sim
FAILED=0
APP=

fail() { echo "FAIL: $*"; FAILED=1; }
ok() { echo "ok: $*"; }

# Xvfb picks a free display itself (-displayfd) and says which once it
# listens; then the script waits until it takes connections. -noreset: by
# default the server resets when its last client leaves, and a start right
# after a close could then find no X server ("Failed to open connection to
# X server", no window) — the test's rare failure.
exec 9>"$WORK/display"
Xvfb -displayfd 9 -noreset -screen 0 1920x1080x24 >/dev/null 2>&1 &
XVFB=$!
trap '[ -n "$APP" ] && kill -9 "$APP" 2>/dev/null; kill "$XVFB" 2>/dev/null; rm -rf "$WORK"' EXIT
for _ in $(seq 1 120); do
  [ -s "$WORK/display" ] && break
  sleep 0.25
done
export DISPLAY=":$(head -1 "$WORK/display")"
for _ in $(seq 1 120); do
  "$PY" -c "import Xlib.display; Xlib.display.Display()" 2>/dev/null && break
  sleep 0.25
done

start() {
  RUST_LOG=info "$BIN" "$@" >>"$WORK/stdout" 2>>"$WORK/stderr" &
  APP=$!
  WIN=
  # A debug build starting while the other tests keep both cores busy can
  # take a while: up to a minute.
  for _ in $(seq 1 240); do
    WIN=$(xdotool search --name '^sre-sim$' 2>/dev/null | head -1)
    [ -n "$WIN" ] && break
    kill -0 "$APP" 2>/dev/null || break
    sleep 0.25
  done
  if [ -z "$WIN" ]; then
    fail "no window appeared (DISPLAY=$DISPLAY, the app $(kill -0 "$APP" 2>/dev/null && echo "still runs" || echo "exited"))"
    tail -5 "$WORK/stderr"; return 1
  fi
  sleep 2
  xdotool windowfocus "$WIN" 2>/dev/null
  sleep 0.5
}
key() { xdotool key --delay 200 "$@"; sleep 0.5; }
close() {
  "$PY" "$HERE/xwin_close.py" sre-sim >/dev/null
  for _ in $(seq 1 60); do kill -0 "$APP" 2>/dev/null || break; sleep 0.25; done
  if kill -0 "$APP" 2>/dev/null; then fail "the window did not close"; kill -9 "$APP"; fi
  APP=
}
crash() { kill -9 "$APP" 2>/dev/null; wait "$APP" 2>/dev/null; APP=; sleep 0.5; }
SHOT=0
text() {
  SHOT=$((SHOT + 1))
  import -window root "$WORK/shot.png" 2>/dev/null
  # Keep the pictures for a person to look at: SRE_SIM_SHOTS=DIR.
  if [ -n "${SRE_SIM_SHOTS:-}" ]; then
    mkdir -p "$SRE_SIM_SHOTS" && cp "$WORK/shot.png" "$SRE_SIM_SHOTS/$SHOT.png"
  fi
  convert "$WORK/shot.png" -crop 1280x800+0+0 +repage -colorspace Gray -resize 200% "$WORK/shot2.png" 2>/dev/null
  # OCR glues or splits words at random: the text without spaces.
  tesseract "$WORK/shot2.png" - 2>/dev/null | tr -d ' '
}
settings() { cat "$DATA/app.ron" 2>/dev/null; }
# click_text WORD [exact]: clicks the first word on screen that contains
# WORD, or that is WORD with "exact" (OCR's boxes, so the script does not
# depend on the layout).
click_text() {
  import -window root "$WORK/click.png" 2>/dev/null
  convert "$WORK/click.png" -crop 1280x800+0+0 +repage -colorspace Gray -resize 200% "$WORK/click2.png" 2>/dev/null
  local at
  at=$(tesseract "$WORK/click2.png" - tsv 2>/dev/null | awk -F'\t' -v w="$1" -v exact="${2:-}" \
    'NR > 1 && (exact ? tolower($12) == tolower(w) : index(tolower($12), tolower(w))) { print int(($7 + $9 / 2) / 2), int(($8 + $10 / 2) / 2); exit }')
  if [ -z "$at" ]; then fail "no '$1' on screen to click"; return 1; fi
  xdotool mousemove $at click 1
  sleep 0.7
}
# Are the scale and the language of step 1 in the settings file?
scale_and_language_saved() {
  settings | grep -q 'ui_scale:1.2' && settings | grep -q 'language:Some(fr)'
}

# 1. Settings persist across a graceful close.
start || exit 1
key ctrl+equal ctrl+equal ctrl+l
close
if scale_and_language_saved; then
  ok "scale and language written on close"
else
  fail "settings not written: $(settings)"
fi
start || exit 1
sleep 1
if text | grep -qi "Degarde"; then ok "second start is in French"; else fail "second start is not in French"; fi
if text | grep -qi "120%"; then ok "second start is at 120 %"; else fail "second start is not at 120 %"; fi
size=$(xdotool getwindowgeometry "$WIN" | sed -n 's/.*Geometry: //p')
if [ "$size" = "1280x800" ]; then ok "the window keeps its size ($size)"; else fail "the window is $size"; fi
close
if scale_and_language_saved; then
  ok "scale and language read back at the second start"
else
  fail "settings lost at the second start: $(settings)"
fi

# 2. Crash recovery: play ~6 minutes at 1 min/s, then SIGKILL. (A real
#    start opens on the start page: F2 leaves it for the on-call tab.)
start || exit 1
if text | grep -qi "Apprendre"; then ok "a real start opens on the start page"; else fail "no start page at start"; fi
key F2
key space
sleep 6
# Paused, the run saved by hand (Ctrl+S without a dialog: the saves
# folder, its minutes in the name); a second and a half later, a crash:
# the autosave, written off the frame at most once a second, has every
# minute played.
key space ctrl+s
sleep 1.5
played=$(ls "$DATA/saves"/*.ron 2>/dev/null | sed -n 's/.*-\([0-9]*\)min\.ron$/\1/p' | head -1)
crash
if [ -s "$DATA/autosave.ron" ]; then ok "autosave written while playing"; else fail "no autosave after a crash"; fi
autosaved=$(grep -m1 -o 'minutes: [0-9]*' "$DATA/autosave.ron" 2>/dev/null | grep -o '[0-9]*')
if [ -n "$played" ] && [ "$played" -ge 3 ] && [ "$played" = "$autosaved" ]; then
  ok "the autosave after a crash has every minute played ($autosaved of $played)"
else
  fail "the autosave after a crash has ${autosaved:-no} minutes of ${played:-no} played"
fi
rm -f "$DATA/saves"/*.ron
start || exit 1
if text | grep -qi "Reprendreladerni"; then ok "restore offered after the crash"; else fail "no restore offer"; text | head -20; fi
key Tab Return
sleep 1
# Ctrl+S with no file dialog: saves into the saves folder and says where.
key ctrl+s
sleep 1
saved=$(ls "$DATA/saves"/*.ron 2>/dev/null | head -1)
if [ -n "$saved" ]; then ok "Ctrl+S saved $saved"; else fail "Ctrl+S left no file"; fi
minutes=$(basename "${saved:-none}" | sed -n 's/.*-\([0-9]*\)min\.ron$/\1/p')
if [ -n "$minutes" ] && [ "$minutes" -ge 3 ]; then
  ok "the restored run ($minutes minutes, not a fresh one) was saved"
else
  fail "the saved run is not the restored one: $saved"
fi
if text | grep -qi "Enregistr"; then ok "the save is announced on screen"; else fail "no message after Ctrl+S"; fi
# The window's messages reach stderr too (RUST_LOG=info, set for every start).
if [ -n "$saved" ] && grep -qF "$saved" "$WORK/stderr"; then
  ok "the save's message is on stderr"
else
  fail "the save's message is not on stderr: $(tail -3 "$WORK/stderr")"
fi
close

# 4. A corrupt settings file: defaults, and a message.
printf '(\x00garbage' > "$DATA/app.ron"
start || exit 1
if text | grep -qi "settingsfilecouldnotberead\|defaultsettings"; then
  ok "a corrupt settings file is announced"
else
  fail "a corrupt settings file went unannounced"
fi
close

# 5. A picture of any minute of a saved run, for slides.
EXAMPLE="$HERE/../../saves/bad-deploy-rollback-after-page.ron"
if "$BIN" --open "$EXAMPLE" --minute 90 --lang fr --size 1366x768 --screenshot "$WORK/m90.png" \
    >>"$WORK/stdout" 2>>"$WORK/stderr"; then
  size=$(identify -format '%wx%h' "$WORK/m90.png" 2>/dev/null)
  convert "$WORK/m90.png" -colorspace Gray -resize 200% "$WORK/m90x2.png" 2>/dev/null
  # OCR glues or splits words at random: compare without spaces.
  ocr=$(tesseract "$WORK/m90x2.png" - 2>/dev/null | tr -d ' ')
  # OCR reads the clock's colon as a colon, a dot or nothing, at random.
  if [ "$size" = "1366x768" ] && echo "$ocr" | grep -Eq "10[:.,]?30" && echo "$ocr" | grep -qi "minute90sur180"; then
    ok "--minute 90 --lang fr --size 1366x768 shows 10:30, minute 90, in French"
  else
    fail "the picture of minute 90 is $size and reads: $(echo "$ocr" | tr '\n' ' ' | head -c 800)"
  fi
else
  fail "--screenshot of minute 90 failed: $(tail -2 "$WORK/stderr")"
fi

# 6. With no language saved, the window starts in the system's language.
SAVED_HOME=$HOME SAVED_DATA=$XDG_DATA_HOME SAVED_CONFIG=$XDG_CONFIG_HOME
export HOME=$WORK/home-gl XDG_DATA_HOME=$WORK/data-gl XDG_CONFIG_HOME=$WORK/config-gl
mkdir -p "$HOME" "$XDG_DATA_HOME"
if LANG=gl_ES.UTF-8 LC_ALL= LC_MESSAGES= LANGUAGE= start; then
  if text | grep -qi "Referenciadomodelo"; then
    ok "LANG=gl_ES.UTF-8 starts the window in Galician"
  else
    fail "LANG=gl_ES.UTF-8 did not start the window in Galician"
  fi
  close
fi
export HOME=$SAVED_HOME XDG_DATA_HOME=$SAVED_DATA XDG_CONFIG_HOME=$SAVED_CONFIG

# 7. A picture of the architecture path at a step of its fixed run, for slides.
if "$BIN" --tab arch --fix --step 20 --lang gl --screenshot "$WORK/arch20.png" \
    >>"$WORK/stdout" 2>>"$WORK/stderr"; then
  convert "$WORK/arch20.png" -colorspace Gray -resize 200% "$WORK/arch20x2.png" 2>/dev/null
  ocr=$(tesseract "$WORK/arch20x2.png" - 2>/dev/null | tr -d ' ')
  if echo "$ocr" | grep -qi "paso20de40"; then
    ok "--tab arch --fix --step 20 --lang gl shows step 20 of 40, in Galician"
  else
    fail "the picture of the path at step 20 reads: $(echo "$ocr" | head -5)"
  fi
else
  fail "--screenshot of the path at step 20 failed: $(tail -2 "$WORK/stderr")"
fi

# 8. A scenario of one's own in the window, played to a minute, for slides.
SCENARIO="$HERE/../../saves/scenarios/db-failover-at-peak.ron"
if "$BIN" --scenario-file "$SCENARIO" --minute 70 --lang fr --screenshot "$WORK/s70.png" \
    >>"$WORK/stdout" 2>>"$WORK/stderr"; then
  convert "$WORK/s70.png" -colorspace Gray -resize 200% "$WORK/s70x2.png" 2>/dev/null
  ocr=$(tesseract "$WORK/s70x2.png" - 2>/dev/null | tr -d ' ')
  if echo "$ocr" | grep -qi "Basculedelabase" && echo "$ocr" | grep -qi "Capacitédelabaser"; then
    ok "--scenario-file --minute 70 --lang fr shows the failover scenario and its marker, in French"
  else
    fail "the picture of the scenario at minute 70 reads: $(echo "$ocr" | head -5)"
  fi
else
  fail "--screenshot of a scenario file failed: $(tail -2 "$WORK/stderr")"
fi

# 9. A picture larger than the screen (1920x1080 here): refused and said,
#    no picture of another size written in silence.
if "$BIN" --size 2560x1440 --screenshot "$WORK/big.png" >>"$WORK/stdout" 2>"$WORK/big.err"; then
  fail "--size 2560x1440 on a 1920x1080 screen exited 0"
elif [ ! -e "$WORK/big.png" ] && grep -q "not the 2560×1440 asked for" "$WORK/big.err"; then
  ok "--size 2560x1440 on a 1920x1080 screen is refused: $(head -c 80 "$WORK/big.err")"
else
  fail "--size larger than the screen: $(cat "$WORK/big.err"), file: $(ls "$WORK/big.png" 2>&1)"
fi

# 10. The settings folder a build before the app id (org.sre_sim.SreSim)
#     wrote, French at 120 %: read as it is, nothing lost.
export HOME=$WORK/home-old XDG_DATA_HOME=$WORK/data-old
mkdir -p "$HOME" "$XDG_DATA_HOME/sre-sim"
DATA=$XDG_DATA_HOME/sre-sim
cp "$HERE/settings-0.1.0.ron" "$DATA/app.ron"
start || exit 1
if text | grep -qi "Degarde" && text | grep -qi "120%"; then
  ok "the settings of a build before the app id are read: French, 120 %"
else
  fail "the settings of a build before the app id were not read"
fi
class=$(xdotool search --class '^org\.sre_sim\.SreSim$' 2>/dev/null | head -1)
if [ -n "$class" ] && [ "$class" = "$WIN" ]; then
  ok "the window's class is org.sre_sim.SreSim, the desktop entry's StartupWMClass"
else
  fail "no window of class org.sre_sim.SreSim (the window is $WIN, found '$class')"
fi
close
if scale_and_language_saved && [ "$(ls "$XDG_DATA_HOME")" = "sre-sim" ]; then
  ok "the settings are written back where they were, and nowhere else"
else
  fail "the settings moved: $(ls -R "$XDG_DATA_HOME" | head)"
fi

# 11. A run file given bare, as the desktop entry's Exec line gives %f.
cp "$EXAMPLE" "$WORK/my run.ron"
start "$WORK/my run.ron" || exit 1
if text | grep -qi "Rejeude\|myrun"; then
  ok "a bare file argument is replayed in the window"
else
  fail "a bare file argument was not replayed: $(text | head -5)"
fi
close

# 12. A lesson's progress survives a restart: from the start page, the
#     retry-storm lesson (architecture), its guess skipped, its path played,
#     finished as it is; after a graceful close and a new start, the start
#     page says how it went, and the progress has a file of its own.
export HOME=$WORK/home-lesson XDG_DATA_HOME=$WORK/data-lesson
mkdir -p "$HOME" "$XDG_DATA_HOME"
DATA=$XDG_DATA_HOME/sre-sim
start --lang en || exit 1
if text | grep -qi "0of13lessonsdone"; then ok "the start page lists the lessons, none done"; else fail "no lessons on the start page: $(text | head -5)"; fi
click_text "retry" && click_text "without"
sleep 12
# The bottleneck is not named either: its path plays again.
click_text "Next" && click_text "without"
sleep 12
click_text "Next" && click_text "Finish"
if text | grep -qi "1of3objectivesmet"; then
  ok "the lesson ends with its objectives graded (1 of 3 met)"
else
  fail "the lesson's end is not shown: $(text | tr '\n' ' ' | head -c 300)"
fi
close
if grep -q "retry-storm" "$DATA/lessons.ron" 2>/dev/null; then
  ok "the progress has its own file beside the settings"
else
  fail "no progress file: $(ls "$DATA" 2>&1)"
fi
start --lang en || exit 1
# OCR may drop the small "1" of "best 1 of 3" beside the eleventh lesson.
if text | grep -qiE "best1?of3"; then
  ok "after a restart the start page shows the lesson tried (best 1 of 3)"
else
  fail "the progress did not survive the restart: $(text | tr '\n' ' ' | head -c 300)"
fi
close
# Only a plain start shows the start page: --tab opens on the tab; and
# --lesson opens the window in a lesson.
start --lang en --tab reference || exit 1
if text | grep -qi "lessonsdone"; then fail "--tab reference opened on the start page"; else ok "--tab reference opens on its tab, not the start page"; fi
close
start --lang en --lesson queueing-knee || exit 1
if text | grep -qi "Step1of3" && text | grep -qi "Thequeueingknee"; then
  ok "--lesson queueing-knee opens the window in the lesson"
else
  fail "--lesson did not open the lesson: $(text | tr '\n' ' ' | head -c 300)"
fi
close

# 13. A run presented to a room: its two notes are its chapters. Page Down
#     (as a clicker sends it) plays to the first and shows its caption; B
#     blacks the screen out.
python3 - "$EXAMPLE" "$WORK/talk.ron" <<'PY'
import sys
text = open(sys.argv[1]).read()
notes = ('    annotations: [\n'
         '        (minute: 3, text: "Chapter one begins"),\n'
         '        (minute: 6, text: "Chapter two begins"),\n'
         '    ],\n)')
open(sys.argv[2], "w").write(text.rstrip().removesuffix(")") + notes + "\n")
PY
start --lang en --present "$WORK/talk.ron" || exit 1
if text | grep -qi "Theopening"; then ok "--present opens the talk at its opening"; else fail "--present shows no talk: $(text | tr '\n' ' ' | head -c 300)"; fi
key Next
sleep 6
if text | grep -qi "Chapteronebegins" && text | grep -qi "1of2"; then
  ok "Page Down plays to the first chapter and shows its caption (1 of 2)"
else
  fail "Page Down did not reach the first chapter: $(text | tr '\n' ' ' | head -c 300)"
fi
key b
import -window root "$WORK/black.png"
mean=$(convert "$WORK/black.png" -colorspace Gray -format "%[fx:mean]" info:)
if awk -v m="$mean" 'BEGIN { exit !(m < 0.01) }'; then ok "B blacks the screen out"; else fail "B left the screen lit (mean $mean)"; fi
# V opens the room's own window: two top-level windows, and Page Down
# (sent to the audience window, as a clicker's keys go to the window with
# the focus) plays both to the next chapter.
key b
key v
sleep 2
ROOM=$(xdotool search --name '^sre-sim audience$' 2>/dev/null | head -1)
if [ -n "$ROOM" ] && [ -n "$(xdotool search --name '^sre-sim$' 2>/dev/null | head -1)" ]; then
  ok "V opens the audience window beside the main one (two top-level windows)"
  xdotool windowfocus "$ROOM" 2>/dev/null; sleep 0.5
  key Next
  sleep 6
  import -window "$ROOM" "$WORK/room.png" 2>/dev/null
  convert "$WORK/room.png" -colorspace Gray -resize 200% "$WORK/room2.png" 2>/dev/null
  room=$(tesseract "$WORK/room2.png" - 2>/dev/null | tr -d ' \n')
  if echo "$room" | grep -qi "Chaptertwobegins" && echo "$room" | grep -q "09:06"; then
    ok "Page Down in the audience window: it plays to the second chapter (minute 6)"
  else
    fail "the audience window after Page Down reads: $(echo "$room" | head -c 300)"
  fi
  "$PY" "$HERE/xwin_close.py" "sre-sim audience" >/dev/null
  sleep 1.5
  if [ -z "$(xdotool search --name '^sre-sim audience$' 2>/dev/null | head -1)" ] && kill -0 "$APP" 2>/dev/null; then
    ok "closing the audience window closes it alone"
  else
    fail "closing the audience window: it is $(xdotool search --name '^sre-sim audience$' >/dev/null 2>&1 && echo "still there" || echo "gone, with the app")"
  fi
else
  fail "no audience window after V: $(xdotool search --name sre-sim 2>/dev/null | while read -r w; do xdotool getwindowname "$w"; done | tr '\n' ',')"
fi
close
# A slide's picture in presenter mode only when asked (--presenter): the
# side panel (its "Random noise") is gone, and there without it.
shot_reads() {
  "$BIN" --open "$EXAMPLE" --minute 30 --lang en --size 1280x800 --screenshot "$WORK/$1.png" "${@:2}" \
    >>"$WORK/stdout" 2>>"$WORK/stderr" || return 1
  convert "$WORK/$1.png" -colorspace Gray -resize 200% "$WORK/$1x2.png" 2>/dev/null
  tesseract "$WORK/$1x2.png" - 2>/dev/null | tr -d ' \n'
}
plain=$(shot_reads plain)
presenter=$(shot_reads presenter --presenter)
if echo "$plain" | grep -qi "Randomnoise" && ! echo "$presenter" | grep -qi "Randomnoise"; then
  ok "--presenter makes the picture a presenter mode one; without it, the usual window"
else
  fail "--presenter pictures: plain '$(echo "$plain" | head -c 200)' presenter '$(echo "$presenter" | head -c 200)'"
fi

# 14. An animated picture of a stretch of a run, for a slide: minutes 8 to
#     14 (the bad build goes out at 10), one frame each, in presenter mode
#     at 1024x768. The run changes every minute, so every frame differs
#     from the one before; the same options give the same bytes.
animate() {
  "$BIN" --open "$EXAMPLE" --from 8 --to 14 --lang en --size 1024x768 --presenter "$@" \
    >>"$WORK/stdout" 2>>"$WORK/stderr"
}
if animate --gif "$WORK/a.gif" && animate --gif "$WORK/b.gif"; then
  frames=$(identify -format "%wx%h\n" "$WORK/a.gif" 2>/dev/null)
  count=$(echo "$frames" | grep -c .)
  sizes=$(echo "$frames" | sort -u | tr '\n' ' ')
  if [ "$count" = 7 ] && [ "$sizes" = "1024x768 " ]; then
    ok "--from 8 --to 14 --gif: 7 frames of 1024x768"
  else
    fail "the GIF has $count frames of $sizes"
  fi
  same=0
  for i in 1 2 3 4 5 6; do
    diff=$(compare -metric AE "$WORK/a.gif[$((i - 1))]" "$WORK/a.gif[$i]" null: 2>&1 | cut -d' ' -f1)
    [ "${diff%%.*}" -gt 0 ] 2>/dev/null || same=$((same + 1))
  done
  if [ "$same" = 0 ]; then ok "each frame differs from the one before"; else fail "$same frames are the same as the one before"; fi
  if cmp -s "$WORK/a.gif" "$WORK/b.gif"; then ok "two exports are byte-identical"; else fail "two exports of the same stretch differ"; fi
else
  fail "--gif failed: $(tail -2 "$WORK/stderr")"
fi
if animate --every 3 --frames "$WORK/frames" && [ "$(ls "$WORK/frames")" = "$(printf 'frame-0001.png\nframe-0002.png\nframe-0003.png')" ]; then
  ok "--every 3 --frames DIR: minutes 8, 11 and 14 as numbered PNG frames"
else
  fail "--frames wrote: $(ls "$WORK/frames" 2>&1 | tr '\n' ' ') $(tail -2 "$WORK/stderr")"
fi

# "Export animation…" in the replay bar of an 8-minute run: into the saves
# folder, 9 frames, said on screen.
# Settings of its own: the talk above left presenter mode on, where the
# message would be a toast gone before it is read.
export XDG_DATA_HOME=$WORK/data-export
DATA=$XDG_DATA_HOME/sre-sim
"$BIN" oncall --minutes 8 --save "$WORK/short.ron" >/dev/null 2>>"$WORK/stderr"
start --lang en --open "$WORK/short.ron" || exit 1
click_text "animation"
click_text "Export" exact
sleep 8
made=$(ls "$DATA/saves"/*-minutes-0-8.gif 2>/dev/null | head -1)
if [ -n "$made" ] && [ "$(identify "$made" 2>/dev/null | wc -l)" = 9 ] && text | grep -qi "Animationsaved"; then
  ok "Export animation… wrote $(basename "$made"), 9 frames, and said so"
else
  fail "Export animation…: '$made' $(text | tr '\n' ' ' | head -c 300)"
fi
close

# 15. Beyond the seed, a remedy on the path, in Galician: the metastable
# example with the circuit breaker on, at the first step the breaker is
# open (read off the command line's JSON).
"$BIN" arch --config "$HERE/../../saves/architecture/metastable-retry-storm.ron" \
    --set breaker.on=on --save "$WORK/breaker.ron" >/dev/null 2>>"$WORK/stderr"
open_step=$("$BIN" arch --config "$WORK/breaker.ron" --format json 2>>"$WORK/stderr" |
  $PY -c 'import json,sys; s=json.load(sys.stdin)["steps"]; print(next(i+1 for i,x in enumerate(s) if x.get("breaker")=="open"))')
if "$BIN" --tab arch --config "$WORK/breaker.ron" --step "${open_step:-0}" --lang gl \
    --screenshot "$WORK/breaker.png" >>"$WORK/stdout" 2>>"$WORK/stderr"; then
  convert "$WORK/breaker.png" -colorspace Gray -resize 300% "$WORK/breaker3.png" 2>/dev/null
  ocr=$(tesseract "$WORK/breaker3.png" - 2>/dev/null | tr -d ' ')
  if echo "$ocr" | grep -qi "disxuntoraberto" && echo "$ocr" | grep -qi "Recuperado"; then
    ok "the breaker open on the path at step $open_step, and the path recovered, in Galician"
  else
    fail "the picture of the breaker at step $open_step reads: $(echo "$ocr" | head -8 | tr '\n' ' ')"
  fi
else
  fail "--screenshot of the breaker on the path failed: $(tail -2 "$WORK/stderr")"
fi

# 16. Nothing lost. Two windows on one data folder: the second is told,
# each autosaves its own run; both crash; the next start offers both back.
export XDG_DATA_HOME=$WORK/data-two
DATA=$XDG_DATA_HOME/sre-sim
mkdir -p "$XDG_DATA_HOME"
start --lang en || exit 1
FIRST=$APP FIRST_WIN=$WIN
# F2 leaves the start page; a frame later, Space plays (one key each).
key F2
key space
RUST_LOG=info "$BIN" --lang en >>"$WORK/stdout" 2>>"$WORK/second-stderr" &
SECOND=$!
SECOND_WIN=
for _ in $(seq 1 240); do
  SECOND_WIN=$(xdotool search --name '^sre-sim$' 2>/dev/null | grep -vx "$FIRST_WIN" | head -1)
  [ -n "$SECOND_WIN" ] && break
  sleep 0.25
done
sleep 2
xdotool windowactivate "$SECOND_WIN" 2>/dev/null; xdotool windowfocus "$SECOND_WIN" 2>/dev/null
sleep 0.5
if grep -q "keeps its own autosave" "$WORK/second-stderr" && text | grep -qi "Anothersre-simwindow"; then
  ok "a second window on the same data folder is told it keeps its own autosave"
else
  fail "the second window was not told: $(tail -2 "$WORK/second-stderr")"
fi
key F2
key space
sleep 5
kill -9 "$FIRST" "$SECOND" 2>/dev/null; wait "$FIRST" "$SECOND" 2>/dev/null; APP=; sleep 0.5
if [ -s "$DATA/autosave.ron" ] && [ -s "$DATA/autosave-2.ron" ]; then
  ok "each window autosaved its own run (autosave.ron, autosave-2.ron)"
else
  fail "the two windows' autosaves: $(ls "$DATA" | tr '\n' ' ')"
fi
start --lang en || exit 1
if text | grep -qi "Continuethelastrun"; then ok "the first run is offered back"; else fail "no first restore offer"; fi
key Tab Return
sleep 1
# Over the charts OCR reads the modal's middle of the window alone.
import -window root "$WORK/modal.png" 2>/dev/null
convert "$WORK/modal.png" -crop 520x140+390+335 +repage -colorspace Gray -resize 300% "$WORK/modal3.png" 2>/dev/null
if tesseract "$WORK/modal3.png" - 2>/dev/null | tr -d ' ' | grep -qi "Continuethelastrun"; then
  ok "then the second window's run"
else
  fail "the second window's run was not offered"
fi
key Tab Tab Return
sleep 1
if [ ! -e "$DATA/autosave-2.ron" ] && [ -s "$DATA/autosave.ron" ]; then
  ok "the second run answered: its file gone, this window's autosave kept"
else
  fail "after restore and discard: $(ls "$DATA" | tr '\n' ' ')"
fi
close

# A full disk: the settings file stays whole and the window says so;
# closing with a run that could not be autosaved asks first.
FULL=$WORK/full
mkdir -p "$FULL"
if mount -t tmpfs -o size=512k tmpfs "$FULL" 2>/dev/null; then
  trap '[ -n "$APP" ] && kill -9 "$APP" 2>/dev/null; umount "$FULL" 2>/dev/null; kill "$XVFB" 2>/dev/null; rm -rf "$WORK"' EXIT
  export XDG_DATA_HOME=$FULL
  DATA=$XDG_DATA_HOME/sre-sim
  start --lang en || exit 1
  key ctrl+equal
  close
  cp "$DATA/app.ron" "$WORK/app-before.ron" 2>/dev/null
  dd if=/dev/zero of="$FULL/filler" bs=4k 2>/dev/null
  : >"$WORK/stderr-full"
  RUST_LOG=info "$BIN" --lang en >>"$WORK/stdout" 2>>"$WORK/stderr-full" &
  APP=$!
  for _ in $(seq 1 240); do
    WIN=$(xdotool search --name '^sre-sim$' 2>/dev/null | head -1)
    [ -n "$WIN" ] && break
    sleep 0.25
  done
  sleep 2
  xdotool windowfocus "$WIN" 2>/dev/null; sleep 0.5
  key ctrl+equal
  key F2
  key space
  sleep 4
  "$PY" "$HERE/xwin_close.py" sre-sim >/dev/null
  sleep 2
  if kill -0 "$APP" 2>/dev/null && text | grep -qi "Closewithouttherun"; then
    ok "closing asks first when the run could not be autosaved"
  else
    fail "closing on a full disk did not ask: $(tail -3 "$WORK/stderr-full")"
  fi
  click_text "saving"
  for _ in $(seq 1 60); do kill -0 "$APP" 2>/dev/null || break; sleep 0.25; done
  if kill -0 "$APP" 2>/dev/null; then fail "Close without saving did not close"; kill -9 "$APP"; fi
  APP=
  if cmp -s "$DATA/app.ron" "$WORK/app-before.ron" && grep -q "settings could not be saved" "$WORK/stderr-full"; then
    ok "on a full disk the settings file stays whole ($(wc -c <"$DATA/app.ron") bytes) and the window says so"
  else
    fail "the settings file on a full disk: $(wc -c <"$DATA/app.ron" 2>/dev/null) bytes, $(grep -c "settings" "$WORK/stderr-full") messages"
  fi
  umount "$FULL"
else
  echo "skip: the full-disk check needs a tmpfs mount (run as root)"
fi

exit $FAILED
